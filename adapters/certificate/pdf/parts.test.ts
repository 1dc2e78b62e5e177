/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeFace, faceCovers } from './fonts/faceTypes';
import { cjkOrder, FaceCatalogue } from './fonts/faces';
import { imageSize, loadLogo } from './logo';
import { qrMatrix, qrRects } from './qr';
import { breakPoints } from './paragraph';
import { formatDate, intlLocale } from './texts';

describe('the font ranges', () => {
  it('decodes base-36 gaps and lengths into inclusive ranges', () => {
    const face = decodeFace({ family: 'x', weight: 400, file: 'x.woff', ranges: 'w+2u,5' });
    // 'w' = 32, '+2u' = length 102 → 32–134; then a gap of 5 → 139.
    expect(face.ranges).toEqual([[32, 134], [139, 139]]);
    expect(faceCovers(face, 65)).toBe(true);
    expect(faceCovers(face, 136)).toBe(false);
    expect(faceCovers(face, 139)).toBe(true);
  });

  it('sends a Latin letter to Noto Sans and an Arabic one to Vazirmatn, with no CJK map', async () => {
    const faces = new FaceCatalogue('ar');
    expect((await faces.facesFor(0x41, 400))[0].file).toBe('noto-sans-latin-400-normal.woff');
    expect((await faces.facesFor(0x64a, 700))[0].file).toBe('vazirmatn-arabic-700-normal.woff');
    expect((await faces.facesFor(0x5d0, 400))[0].family).toBe('noto-sans-hebrew');
  });

  it('reads Han characters in the locale\'s CJK family, 400 only, Japanese by default', async () => {
    expect(cjkOrder('zh-TW')[0]).toBe('noto-sans-tc');
    expect(cjkOrder('zh')[0]).toBe('noto-sans-sc');
    expect(cjkOrder('ko-KR')[0]).toBe('noto-sans-kr');
    expect(cjkOrder('en')[0]).toBe('noto-sans-jp');
    const [face] = await new FaceCatalogue('zh-Hant').facesFor('學'.codePointAt(0)!, 700);
    expect(face.family).toBe('noto-sans-tc');
    expect(face.weight).toBe(400);
    expect((await new FaceCatalogue('ja').facesFor('가'.codePointAt(0)!, 400))[0].family).toBe('noto-sans-kr');
  });
});

describe('the QR code', () => {
  it('is a square symbol with its three finder patterns, and its runs cover exactly the dark modules', () => {
    const matrix = qrMatrix('https://learn.example/verify/K7Q2-9XWD');
    const n = matrix.length;
    expect(n).toBeGreaterThanOrEqual(21);
    for (const [r, c] of [[0, 0], [0, n - 7], [n - 7, 0]]) {
      expect(matrix[r].slice(c, c + 7).every(Boolean)).toBe(true);
      expect(matrix[r + 1][c + 1]).toBe(false);
      expect(matrix[r + 3][c + 3]).toBe(true);
    }
    const dark = matrix.flat().filter(Boolean).length;
    expect(qrRects(matrix).reduce((sum, run) => sum + run.length, 0)).toBe(dark);
  });
});

describe('the logo', () => {
  const png = new Uint8Array(readFileSync(path.join(__dirname, '../../../test/fixtures/courses/showcase/media/care-tip-icon.png')));

  it('reads a PNG\'s size and a JPEG\'s from their headers', () => {
    expect(imageSize(png)).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    // A minimal JPEG header: SOI, an APP0 of 16 bytes, then SOF0 with height 20 and width 30.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new Array(14).fill(0), 0xff, 0xc0, 0, 17, 8, 0, 20, 0, 30, 3, 0, 0, 0, 0]);
    expect(imageSize(jpeg)).toEqual({ width: 30, height: 20 });
  });

  it('gives no logo for a failed fetch or an SVG outside a browser, never an error', async () => {
    await expect(loadLogo('https://x.example/logo.png', () => Promise.reject(new Error('offline')))).resolves.toBeNull();
    await expect(loadLogo('https://x.example/logo.svg', async () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).resolves.toBeNull();
    await expect(loadLogo('https://x.example/logo.png', async () => png)).resolves.toMatchObject({ bytes: png });
  });
});

describe('text helpers', () => {
  it('breaks Japanese between words and never before closing punctuation', () => {
    const points = breakPoints('情報セキュリティ入門（基礎）', 'ja');
    expect(points.length).toBeGreaterThan(1);
    const text = '情報セキュリティ入門（基礎）';
    for (const p of points) expect(text[p]).not.toBe('）');
    expect(breakPoints('Hello, world', 'en')).not.toContain(5);
  });

  it('formats the date in the locale, and survives an unknown locale or date', () => {
    expect(formatDate('2026-11-27T10:30:00Z', 'en-US')).toBe('November 27, 2026');
    expect(intlLocale('not a locale!')).toBe('en');
    expect(formatDate('someday', 'en')).toBe('someday');
  });
});
