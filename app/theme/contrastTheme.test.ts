import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrast, mix, parseColor, type Rgb } from './contrast';
import { COVER_OVERLAY_OPACITY, SPEC_CONTRAST_COLOURS, TEXT_RATIO, UI_RATIO, contrastThemeVariables, coverTextWorstCase, shadeFor } from './contrastTheme';

const vars = contrastThemeVariables();
const rgb = (name: string): Rgb => parseColor(vars[name])!;
const ratio = (a: string, b: string) => contrast(rgb(a), rgb(b));

/** The custom properties of the contrast theme's rule in app/styles/accessibility.css, as written. */
function cssContrastBlock(): Record<string, string> {
  const css = readFileSync(path.join(__dirname, '../styles/accessibility.css'), 'utf8');
  const block = /:root\[data-a11y-contrast\],\s*:root\[data-a11y-contrast\] \[data-theme-root\] \{([^}]*)\}/.exec(css);
  if (!block) throw new Error('accessibility.css has no contrast-theme rule on :root and [data-theme-root]');
  return Object.fromEntries([...block[1].matchAll(/(--[\w-]+):\s*([^;]+?)\s*!important;/g)].map((m) => [m[1], m[2]]));
}

describe('the contrast theme (SPEC 9.4 contrast colours, WCAG 1.4.6 and 1.4.11)', () => {
  it("uses SPEC 9.4's text and main colours as they are", () => {
    expect(vars['--text']).toBe(SPEC_CONTRAST_COLOURS.text.toLowerCase());
    expect(vars['--main']).toBe(SPEC_CONTRAST_COLOURS.main.toLowerCase());
    expect(vars['--button-bg']).toBe(SPEC_CONTRAST_COLOURS.main.toLowerCase());
  });

  it.each(['--text', '--body-text', '--muted-text', '--accent-text', '--correct', '--incorrect'])('%s reaches 7:1 on the surface and on the tint', (name) => {
    expect(ratio(name, '--surface')).toBeGreaterThanOrEqual(TEXT_RATIO);
    expect(ratio(name, '--accent-tint')).toBeGreaterThanOrEqual(TEXT_RATIO);
    expect(ratio(name, '--body-bg')).toBeGreaterThanOrEqual(TEXT_RATIO);
  });

  it('button text and cover text reach 7:1 on their fills; white cover text keeps 7:1 over the lightest photo', () => {
    expect(ratio('--button-text', '--button-bg')).toBeGreaterThanOrEqual(TEXT_RATIO);
    expect(ratio('--cover-text', '--cover-backdrop')).toBeGreaterThanOrEqual(TEXT_RATIO);
    expect(Number(vars['--cover-overlay-opacity'])).toBe(COVER_OVERLAY_OPACITY);
    expect(coverTextWorstCase()).toBeGreaterThanOrEqual(TEXT_RATIO);
    // The same by hand: white laid under the overlay at its opacity.
    const blend = mix([255, 255, 255], rgb('--cover-overlay'), COVER_OVERLAY_OPACITY).map(Math.round) as Rgb;
    expect(contrast(rgb('--cover-text'), blend)).toBeGreaterThanOrEqual(TEXT_RATIO);
  });

  it.each(['--line', '--focus', '--accent-text', '--correct', '--incorrect'])('%s outlines a control at 3:1 or more on the surface and the tint', (name) => {
    expect(ratio(name, '--surface')).toBeGreaterThanOrEqual(UI_RATIO);
    expect(ratio(name, '--accent-tint')).toBeGreaterThanOrEqual(UI_RATIO);
  });

  it("replaces the SPEC's correct and incorrect colours only by their nearest darker shade that reaches 7:1", () => {
    const surfaces = [rgb('--surface'), rgb('--accent-tint')];
    for (const [name, spec] of [['--correct', SPEC_CONTRAST_COLOURS.correct], ['--incorrect', SPEC_CONTRAST_COLOURS.incorrect]] as const) {
      const specRgb = parseColor(spec)!;
      // #DD3943 is 4.43:1 on white; #2C632E is 7.16:1 on white but not on the tint.
      expect(surfaces.every((s) => contrast(specRgb, s) >= TEXT_RATIO)).toBe(false);
      const used = rgb(name);
      // A shade of the same colour: each channel scaled down by one factor (the hue kept).
      const factors = used.map((c, i) => c / specRgb[i]);
      expect(Math.max(...factors) - Math.min(...factors)).toBeLessThan(0.03);
      // The nearest: the shade one step (1% toward black) lighter fails somewhere.
      const step = Math.round((1 - Math.max(...factors)) * 100);
      const lighter = mix(specRgb, [0, 0, 0], (step - 1) / 100).map(Math.round) as Rgb;
      expect(step).toBeGreaterThan(0);
      expect(surfaces.every((s) => contrast(lighter, s) >= TEXT_RATIO)).toBe(false);
    }
  });

  it('shadeFor keeps a colour that already reads and darkens one that does not', () => {
    expect(shadeFor([42, 42, 42], [[255, 255, 255]], 7)).toEqual([42, 42, 42]);
    const shaded = shadeFor([221, 57, 67], [[255, 255, 255]], 7);
    expect(contrast(shaded, [255, 255, 255])).toBeGreaterThanOrEqual(7);
    expect(shadeFor([255, 255, 255], [[0, 0, 0]], 22)).toEqual([0, 0, 0]);
  });

  it('app/styles/accessibility.css writes exactly these values (and removes the body texture)', () => {
    const css = cssContrastBlock();
    expect(css['--body-texture']).toBe('none');
    delete css['--body-texture'];
    expect(css).toEqual(vars);
  });
});

describe('the contrast theme reaches a screen themed on its own root', () => {
  it('applyTheme marks a root other than <html> data-theme-root, which the contrast rule covers', async () => {
    const { applyTheme } = await import('./applyTheme');
    const { resolveTheme } = await import('@core');
    const host = document.createElement('div');
    applyTheme(resolveTheme({}, {}, {}), host);
    expect(host.hasAttribute('data-theme-root')).toBe(true);
    applyTheme(resolveTheme({}, {}, {}));
    expect(document.documentElement.hasAttribute('data-theme-root')).toBe(false);
  });
});
