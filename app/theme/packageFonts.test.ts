import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { resolveTheme } from '@core';
import { themeVariables, fontStack } from './applyTheme';
import { absoluteSrc, familyName, readFontFaces } from './fontFaces';
import { addFaces, customFontStylesheet, loadPackageFonts, namedFamilies, needsOwnFonts } from './packageFonts';

const CSS_URL = 'https://lms.example/courses/c1/fonts/fonts.css';

describe('reading a package fonts.css', () => {
  it('reads each @font-face with absolute URLs, its descriptors, and nothing else', () => {
    const css = `/* Brand fonts */
      @charset "utf-8";
      @import url("other.css");
      @font-face {
        font-family: 'Qanelas-Soft';
        src: url('QanelasSoft-Bold.woff2') format('woff2'), url(QanelasSoft-Bold.woff) format("woff"), local("Qanelas Soft Bold");
        font-weight: 700; font-style: normal;
        font-display: block; /* the player forces swap */
      }
      @FONT-FACE { font-family: Body Serif; src: url( "../media/body serif.ttf" ) format("truetype"); unicode-range: U+0000-00FF, U+0131; }
      h1 { font-family: 'Qanelas-Soft'; }
      @media print { @font-face { font-family: Printed; src: url(p.woff); } }`;
    expect(readFontFaces(css, CSS_URL)).toEqual([
      {
        family: 'Qanelas-Soft',
        src: 'url("https://lms.example/courses/c1/fonts/QanelasSoft-Bold.woff2") format(\'woff2\'), url("https://lms.example/courses/c1/fonts/QanelasSoft-Bold.woff") format("woff"), local("Qanelas Soft Bold")',
        descriptors: { weight: '700', style: 'normal' },
      },
      {
        family: 'Body Serif',
        src: 'url("https://lms.example/courses/c1/media/body%20serif.ttf") format("truetype")',
        descriptors: { unicodeRange: 'U+0000-00FF, U+0131' },
      },
    ]);
  });

  it('keeps absolute and data: addresses as they are', () => {
    expect(absoluteSrc('url(https://fonts.example/a.woff2), url("data:font/woff2;base64,AAAA")', CSS_URL)).toBe('url("https://fonts.example/a.woff2"), url("data:font/woff2;base64,AAAA")');
  });

  it('reads family names quoted, escaped or bare', () => {
    expect(familyName('"Open \\"Sans\\""')).toBe('Open "Sans"');
    expect(familyName("  Qanelas   Soft ")).toBe('Qanelas Soft');
  });

  it('skips rules without a family or a source, and survives unclosed strings, comments and braces', () => {
    expect(readFontFaces('@font-face { src: url(a.woff) } @font-face { font-family: X }', CSS_URL)).toEqual([]);
    for (const broken of ['@font-face { font-family: "X', '@font-face { font-family: X; src: url(a.woff', '/* never closed', '}}}{{{', '@font-face']) {
      expect(() => readFontFaces(broken, CSS_URL)).not.toThrow();
    }
  });

  it('reads any text without throwing, and long runs without backtracking (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('@font-face', '{', '}', ';', ':', '"', "'", '\\', 'url(', ')', '/*', '*/', ' ', 'a', 'src', 'font-family') }), (css) => {
        readFontFaces(css, CSS_URL);
      }),
    );
    const long = `@font-face { font-family: X; src: url(${' '.repeat(200_000)}a.woff${' '.repeat(200_000)}; }`;
    // A watchdog, not a timing: the scan is linear and takes milliseconds; a backtracking one takes hours.
    runInNewContext('work()', { work: () => readFontFaces(long, CSS_URL) }, { timeout: 20_000 });
  });
});

describe('which fonts a package needs', () => {
  const theme = (fonts: { key: string; fontFamily: string }[]) => resolveTheme({ branding: {}, fonts }, {}, {});

  it('needs fonts/fonts.css only for a family that is not a system one', () => {
    expect(needsOwnFonts(theme([{ key: 'main-font', fontFamily: 'Georgia, serif' }, { key: 'Normal', fontFamily: "'Times New Roman', Arial" }]))).toBe(false);
    expect(needsOwnFonts(theme([{ key: 'Heading1', fontFamily: 'Qanelas-Soft' }]))).toBe(true);
    expect(namedFamilies(theme([{ key: 'main-font', fontFamily: '"Leafwise Narrow", Georgia' }]))).toEqual(['leafwise narrow', 'georgia']);
  });

  it('reads older packages (fonts in settings.js, or the manifest preset) the same way', () => {
    const fonts = [{ key: 'main-font', fontFamily: 'Brand Sans' }];
    expect(needsOwnFonts(resolveTheme({}, { fonts }, {}))).toBe(true);
    expect(needsOwnFonts(resolveTheme({}, {}, { presets: [{ settings: { fonts } }] }))).toBe(true);
    // SPEC 3.1: the settings' fonts keyed by font key, as older settings.js files have them.
    expect(needsOwnFonts(resolveTheme({}, { fonts: { 'main-font': { fontFamily: 'Brand Sans' } } }, {}))).toBe(true);
    expect(needsOwnFonts(resolveTheme({}, { fonts: { Normal: { fontFamily: 'Verdana, sans-serif' } } }, {}))).toBe(false);
  });

  it('takes customFontPlace as a stylesheet address, and nothing else', () => {
    const base = 'https://lms.example/courses/c1/';
    expect(customFontStylesheet('https://fonts.example/css?family=Brand', base)).toBe('https://fonts.example/css?family=Brand');
    expect(customFontStylesheet({ url: 'fonts/brand.css' }, base)).toBe('https://lms.example/courses/c1/fonts/brand.css');
    for (const nothing of [null, undefined, '', '  ', 42, {}, [], 'javascript:alert(1)', 'http://[']) expect(customFontStylesheet(nothing, base)).toBeNull();
  });
});

describe('loading them', () => {
  class FakeFace {
    loaded: Promise<unknown>;
    constructor(
      public family: string,
      public src: string,
      public descriptors: Record<string, string>,
    ) {
      this.loaded = src.includes('missing') ? Promise.reject(new Error('404')) : Promise.resolve(this);
      this.loaded.catch(() => undefined);
    }
  }
  const realFontFace = (globalThis as { FontFace?: unknown }).FontFace;
  beforeAll(() => {
    (globalThis as { FontFace?: unknown }).FontFace = FakeFace;
  });
  afterAll(() => {
    (globalThis as { FontFace?: unknown }).FontFace = realFontFace;
  });

  const fontSet = () => {
    const faces: FakeFace[] = [];
    return { faces, set: { add: (f: FakeFace) => faces.push(f) } as unknown as FontFaceSet };
  };
  const response = (status: number, text = '') => ({ ok: status < 400, status, url: '', text: async () => text }) as Response;
  const brandTheme = resolveTheme({ branding: {}, fonts: [{ key: 'main-font', fontFamily: 'Brand Sans' }] }, {}, {});

  it('adds every face with font-display swap, whatever the package says', async () => {
    const { faces, set } = fontSet();
    const get = jest.fn(async () => response(200, '@font-face { font-family: Brand Sans; src: url(brand.woff); font-display: block; font-weight: 700 }'));
    await loadPackageFonts({ baseUrl: 'https://lms.example/c1/', theme: brandTheme, customFontPlace: null, fonts: set, fetch: get as typeof fetch, warn: jest.fn() });
    expect(get).toHaveBeenCalledWith('https://lms.example/c1/fonts/fonts.css', expect.objectContaining({ credentials: 'same-origin' }));
    expect(faces.map((f) => [f.family, f.src, f.descriptors])).toEqual([['Brand Sans', 'url("https://lms.example/c1/fonts/brand.woff")', { weight: '700', display: 'swap' }]]);
  });

  it('asks for no fonts.css when the theme names system fonts only', async () => {
    const get = jest.fn();
    await loadPackageFonts({ baseUrl: 'https://lms.example/c1/', theme: resolveTheme({ fonts: [{ key: 'main-font', fontFamily: 'Arial' }] }, {}, {}), customFontPlace: null, fonts: fontSet().set, fetch: get, warn: jest.fn() });
    expect(get).not.toHaveBeenCalled();
  });

  it('warns once and adds nothing for a missing fonts.css or an unreachable customFontPlace', async () => {
    const { faces, set } = fontSet();
    const warn = jest.fn();
    const get = jest.fn(async (url: string) => {
      if (url.startsWith('https://fonts.unreachable.example/')) throw new TypeError('Failed to fetch');
      return response(404);
    });
    await loadPackageFonts({ baseUrl: 'https://lms.example/c1/', theme: brandTheme, customFontPlace: 'https://fonts.unreachable.example/brand.css', fonts: set, fetch: get as typeof fetch, warn });
    expect(faces).toEqual([]);
    expect(warn.mock.calls.map(([m]) => m)).toEqual([
      'The font stylesheet https://lms.example/c1/fonts/fonts.css could not be loaded (404); the text keeps its fallback fonts.',
      'The font stylesheet https://fonts.unreachable.example/brand.css could not be reached (Failed to fetch); the text keeps its fallback fonts.',
    ]);
    expect(get).toHaveBeenCalledWith('https://fonts.unreachable.example/brand.css', expect.objectContaining({ credentials: 'omit' }));
  });

  // Issue 22: the remote font service is for the fonts the package does not bring itself.
  it('asks customFontPlace for nothing when every font of the theme is in fonts/', async () => {
    const { faces, set } = fontSet();
    const get = jest.fn(async (_url: string) => response(200, '@font-face { font-family: "Brand Sans"; src: url(brand.woff) }'));
    await loadPackageFonts({ baseUrl: 'https://lms.example/c1/', theme: brandTheme, customFontPlace: 'https://fonts.example/brand.css', fonts: set, fetch: get as typeof fetch, warn: jest.fn() });
    expect(get.mock.calls.map(([url]) => url)).toEqual(['https://lms.example/c1/fonts/fonts.css']);
    expect(faces.map((f) => f.family)).toEqual(['Brand Sans']);
  });

  it('asks customFontPlace once for a font that fonts/ does not have, and adds only what is missing', async () => {
    const { faces, set } = fontSet();
    const theme = resolveTheme({ fonts: [{ key: 'main-font', fontFamily: 'Brand Sans' }, { key: 'Normal', fontFamily: 'Body Serif, serif' }] }, {}, {});
    const get = jest.fn(async (url: string) =>
      url.startsWith('https://fonts.example/')
        ? response(200, '@font-face { font-family: "Brand Sans"; src: url(remote-brand.woff) } @font-face { font-family: "Body Serif"; src: url(body.woff) }')
        : response(200, '@font-face { font-family: "Brand Sans"; src: url(brand.woff) }'),
    );
    await loadPackageFonts({ baseUrl: 'https://lms.example/c1/', theme, customFontPlace: 'https://fonts.example/brand.css', fonts: set, fetch: get as typeof fetch, warn: jest.fn() });
    expect(get.mock.calls.map(([url]) => url)).toEqual(['https://lms.example/c1/fonts/fonts.css', 'https://fonts.example/brand.css']);
    expect(faces.map((f) => [f.family, f.src])).toEqual([
      ['Brand Sans', 'url("https://lms.example/c1/fonts/brand.woff")'],
      ['Body Serif', 'url("https://fonts.example/body.woff")'],
    ]);
  });

  it('warns for a font file that fails, and keeps the others', async () => {
    const { faces, set } = fontSet();
    const warn = jest.fn();
    addFaces(
      readFontFaces('@font-face { font-family: A; src: url(missing.woff) } @font-face { font-family: B; src: url(b.woff) }', 'https://lms.example/c1/fonts/fonts.css'),
      set,
      warn,
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(faces.map((f) => f.family)).toEqual(['A', 'B']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('"A"');
  });
});

describe('the theme font stacks', () => {
  it('quote author family names and keep generic ones bare', () => {
    expect(fontStack("Qanelas-Soft, 'Open Sans 2', serif")).toBe('"Qanelas-Soft", "Open Sans 2", serif');
    // Nothing of the author's value can close the quoted name or the declaration.
    expect(fontStack('X"; } body { color: red')).toBe('"X  body  color: red"');
    const vars = themeVariables(resolveTheme({ fonts: [{ key: 'main-font', fontFamily: 'Leafwise Narrow' }] }, {}, {}));
    expect(vars['--font-heading']).toMatch(/^"Leafwise Narrow", system-ui/);
  });
});
