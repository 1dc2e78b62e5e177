import { THEME_DEFAULTS, resolveTheme } from '@core';
import { themeVariables } from './applyTheme';
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
