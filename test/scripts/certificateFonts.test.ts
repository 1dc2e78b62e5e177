import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FACES as JP } from '../../adapters/certificate/pdf/fonts/generated/cjk.jp';
import { SMALL_FACES } from '../../adapters/certificate/pdf/fonts/generated/smallFaces';

/*
 * The certificate's font map (adapters/certificate/pdf/fonts/generated/) is scripts/certificateFonts.mjs's
 * output, committed: it must be what the script makes from the installed @fontsource packages today (a
 * package upgraded without running the script again fails here), and name only files that exist.
 */
const root = path.resolve(__dirname, '../..');
const generated = path.join(root, 'adapters/certificate/pdf/fonts/generated');

describe('scripts/certificateFonts.mjs', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(path.join(tmpdir(), 'certificate-fonts-'));
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/certificateFonts.mjs'), out], { encoding: 'utf8' });
    expect(result.status).toBe(0);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('makes the committed map again from the installed packages', () => {
    const names = readdirSync(generated).sort();
    expect(readdirSync(out).sort()).toEqual(names);
    for (const name of names) expect(readFileSync(path.join(out, name), 'utf8')).toBe(readFileSync(path.join(generated, name), 'utf8'));
  });

  it('names .woff files that the packages have, 400 and 700 for the small families, the numbered CJK slices', () => {
    for (const face of [...SMALL_FACES, ...JP]) {
      expect(face.file).toMatch(/\.woff$/);
      expect(existsSync(path.join(root, 'node_modules/@fontsource', face.family, 'files', face.file))).toBe(true);
    }
    expect(new Set(SMALL_FACES.map((f) => f.weight))).toEqual(new Set([400, 700]));
    expect(JP.every((f) => /-\d+-400-normal\.woff$/.test(f.file))).toBe(true);
    expect(JP.length).toBeGreaterThan(100);
  });
});
