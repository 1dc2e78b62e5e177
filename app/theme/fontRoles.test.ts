import { resolveTheme } from '@core';
import { themeVariables } from './applyTheme';

/**
 * Issue 22: a theme names a font per role (PACKAGE-FORMAT.md "fonts"); each role styles the text
 * the incumbent styles with it (docs/theming.md). The shape of the real course: the general fonts
 * and the headings in one brand family, the "Normal" text in a serif the package ships.
 */
const twoFonts = resolveTheme(
  {
    fonts: [
      { key: 'main-font', fontFamily: 'Qanelas-Soft, sans-serif' },
      { key: 'secondary-font', fontFamily: 'Qanelas-Soft, sans-serif' },
      { key: 'Heading1', fontFamily: 'Qanelas-Soft' },
      { key: 'Heading2', fontFamily: 'Qanelas-Soft' },
      { key: 'Heading3', fontFamily: 'Brand Slab' },
      { key: 'Heading4', fontFamily: 'Arial' },
      { key: 'Normal', fontFamily: 'Body Serif, Georgia, serif' },
      { key: 'Quote', fontFamily: 'Quote Italic' },
      { key: 'Highlighted', fontFamily: 'Marker Sans' },
      { key: 'links', fontFamily: 'Link Sans' },
    ],
  },
  {},
  {},
);

const first = (stack: string | undefined) => stack?.split(',')[0];

describe('the theme font roles (issue 22)', () => {
  it('draws the author text (body paragraphs, answers, introduction, results) in the Normal font, not the heading font', () => {
    const vars = themeVariables(twoFonts);
    expect(first(vars['--font-text'])).toBe('"Body Serif"');
    expect(vars['--font-text']).toMatch(/^"Body Serif", "Georgia", serif, /);
  });

  it('gives each heading level its own role', () => {
    const vars = themeVariables(twoFonts);
    expect([1, 2, 3, 4].map((n) => first(vars[`--font-h${n}`]))).toEqual(['"Qanelas-Soft"', '"Qanelas-Soft"', '"Brand Slab"', '"Arial"']);
  });

  it("keeps the player's own text (buttons, navigation, labels) in the general fonts", () => {
    const vars = themeVariables(twoFonts);
    expect(first(vars['--font-body'])).toBe('"Qanelas-Soft"');
    expect(first(vars['--font-heading'])).toBe('"Qanelas-Soft"');
  });

  it('sets quotes, highlighted text and links from their roles', () => {
    const vars = themeVariables(twoFonts);
    expect(first(vars['--font-quote'])).toBe('"Quote Italic"');
    expect(first(vars['--font-highlighted'])).toBe('"Marker Sans"');
    expect(first(vars['--font-link'])).toBe('"Link Sans"');
  });

  it('falls back role by role: headings to main-font, Normal to secondary-font; unnamed roles are left to the stylesheet', () => {
    const vars = themeVariables(resolveTheme({ fonts: [{ key: 'main-font', fontFamily: 'Brand' }, { key: 'secondary-font', fontFamily: 'Text' }] }, {}, {}));
    expect([1, 2, 3, 4].map((n) => first(vars[`--font-h${n}`]))).toEqual(['"Brand"', '"Brand"', '"Brand"', '"Brand"']);
    expect(first(vars['--font-text'])).toBe('"Text"');
    expect(vars['--font-quote']).toBeUndefined();
    expect(vars['--font-link']).toBeUndefined();
    expect(Object.keys(themeVariables(resolveTheme({}, {}, {}))).filter((k) => k.startsWith('--font'))).toEqual([]);
  });
});
