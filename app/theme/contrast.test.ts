import { THEME_DEFAULTS, resolveTheme } from '@core';
import { applyTheme, themeColors, themeVariables } from './applyTheme';
import { contrast, parseColor } from './contrast';

const ratio = (a: string, b: string) => contrast(parseColor(a)!, parseColor(b)!);

describe('theme colours stay readable (WCAG AA)', () => {
  it('keeps a readable author colour as it is', () => {
    const vars = themeVariables(resolveTheme({ branding: { colors: [{ key: 'main-color', value: '#1F4E79' }] } }, {}, {}));
    expect(vars['--main']).toBe('#1f4e79');
    expect(vars['--accent-text']).toBe('#1f4e79');
  });

  it('shades the default orange main colour for buttons and text (SPEC 9.4 default #F6842C)', () => {
    const vars = themeVariables(resolveTheme({}, {}, {}));
    expect(vars['--main'].toLowerCase()).toBe(THEME_DEFAULTS.mainColor.toLowerCase());
    expect(ratio(vars['--button-bg'], vars['--button-text'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(vars['--accent-text'], vars['--surface'])).toBeGreaterThanOrEqual(4.5);
  });

  it('picks cover text that reads on the overlay', () => {
    const theme = resolveTheme({ branding: { colors: [{ key: 'cover-bg-overlay-text-color', value: '#FFFF00' }], background: { header: { color: '#FFFFFF', coverOverlay: { enabled: true, color: '#EEEEEE', opacity: 0.9 } } } } }, {}, {});
    const vars = themeVariables(theme);
    expect(ratio(vars['--cover-text'], vars['--cover-backdrop'])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#777777', '#FFD700', '#00FF00', '#2C632E'])('makes %s readable as correct/incorrect text', (c) => {
    const vars = themeVariables(resolveTheme({ branding: { colors: [{ key: 'correct-color', value: c }, { key: 'incorrect-color', value: c }] } }, {}, {}));
    expect(ratio(vars['--correct'], vars['--surface'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(vars['--incorrect'], vars['--surface'])).toBeGreaterThanOrEqual(4.5);
  });
});

/**
 * Issue 22: the author's colours are kept wherever they meet WCAG AA (4.5:1 for the text the player
 * sets in them), and only a pair that fails is changed, as little as it takes, with one warning.
 */
describe("the author's colours are kept where they meet WCAG AA (issue 22)", () => {
  const theme = (colors: Record<string, string>, header?: Record<string, unknown>, body?: Record<string, unknown>) =>
    resolveTheme({ branding: { colors: Object.entries(colors).map(([key, value]) => ({ key, value })), background: { header: header ?? {}, body: body ?? {} } } }, {}, {});

  it('keeps a text colour that reads at 4.5:1 (AA), not only at 7:1', () => {
    const vars = themeVariables(theme({ 'text-color': '#666666', 'content-body-color': '#FFFFFF' }, undefined, { enabled: true, color: '#F5F7FA' }));
    expect(vars['--text']).toBe('#666666');
    expect(vars['--body-text']).toBe('#666666');
  });

  it('keeps white button text on a light blue, and shades the blue only as far as white needs', () => {
    const vars = themeVariables(theme({ 'main-color': '#3A9AD9', 'cta-button-color': '#3A9AD9', 'button-text-color': '#FFFFFF' }));
    expect(vars['--button-text']).toBe('#ffffff');
    expect(ratio(vars['--button-bg'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(vars['--button-bg'], '#ffffff')).toBeLessThan(5.2);
    // Still the author's blue: the same hue, darker.
    const [r, g, b] = parseColor(vars['--button-bg'])!;
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });

  it('keeps white cover text on a light blue header, and shades the header only as far as white needs', () => {
    const vars = themeVariables(theme({ 'cover-bg-overlay-text-color': '#FFFFFF' }, { color: '#3A9AD9', coverOverlay: { enabled: false } }));
    expect(vars['--cover-text']).toBe('#ffffff');
    expect(ratio(vars['--cover-backdrop'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(vars['--cover-backdrop'], '#ffffff')).toBeLessThan(5.2);
  });

  it('changes nothing of a theme whose pairs all meet AA', () => {
    const colors = { 'main-color': '#0078D4', 'cta-button-color': '#0078D4', 'button-text-color': '#FFFFFF', 'cover-bg-overlay-text-color': '#FFFFFF', 'text-color': '#666666' };
    const { vars, changes } = themeColors(theme(colors, { color: '#0078D4', coverOverlay: { enabled: false } }));
    expect([vars['--button-bg'], vars['--button-text'], vars['--cover-backdrop'], vars['--cover-text'], vars['--text']]).toEqual(['#0078d4', '#ffffff', '#0078d4', '#ffffff', '#666666']);
    expect(changes).toEqual([]);
  });

  it('says once in the console which pair it changed', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const t = theme({ 'cta-button-color': '#3A9AD9', 'button-text-color': '#FFFFFF' });
      applyTheme(t, document.createElement('div'));
      applyTheme(t, document.createElement('div'));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/button-text-color #FFFFFF on cta-button-color #3A9AD9 \(3\.08:1, below 4\.5:1\)/);
    } finally {
      warn.mockRestore();
    }
  });
});
