import { readLayoutSettings } from './layoutSettings';
import { readTemplateSettings } from './templateSettings';

describe('layout settings (SPEC 3.1 layout)', () => {
  const quiet = () => undefined;
  it('defaults to multiplePage with scrollThrough when settings.js has no layout', () => {
    expect(readLayoutSettings({}, quiet)).toEqual({ layout: 'multiplePage', navigation: 'scrollThrough' });
  });
  it.each([
    ['onePage', 'scrollThrough'],
    ['onePage', 'clickNext'],
    ['multiplePage', 'clickNext'],
  ] as const)('reads layout %s with %s', (layout, navigation) => {
    expect(readLayoutSettings({ layout: { selected: layout, courseNavigationSettings: { selected: navigation } } }, quiet)).toEqual({ layout, navigation });
  });
  it('reads an older package\'s layoutMode; "default" means not chosen', () => {
    expect(readLayoutSettings({ layoutMode: 'onePage' }, quiet).layout).toBe('onePage');
    expect(readLayoutSettings({ layoutMode: 'default' }, quiet).layout).toBe('multiplePage');
    expect(readLayoutSettings({ layout: { selected: 'multiplePage' }, layoutMode: 'onePage' }, quiet).layout).toBe('multiplePage');
  });
  it('falls back on unknown values, with a warning for each', () => {
    const warn = jest.fn();
    expect(readLayoutSettings({ layout: { selected: 'twoPage', courseNavigationSettings: { selected: 'swipe' } } }, warn)).toEqual({ layout: 'multiplePage', navigation: 'scrollThrough' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain('twoPage');
    expect(warn.mock.calls[1][0]).toContain('swipe');
  });
  it('merges settings.js over the manifest defaults like every template setting', () => {
    const defaults = { layout: { selected: 'multiplePage', courseNavigationSettings: { selected: 'clickNext' } } };
    expect(readTemplateSettings(defaults, { layout: { selected: 'onePage' } }).layout).toEqual({ layout: 'onePage', navigation: 'clickNext' });
  });
});
