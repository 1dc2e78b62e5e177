import plugin from '.';
import { fragment } from '../shared/blockHarness.testing';
import { walkthroughHtml } from './examples';
import { navigate, parseWalkthrough, stepIndexOf } from './model';

describe('walkthrough model', () => {
  const data = parseWalkthrough(fragment(walkthroughHtml));

  it('registers under its data-type with the walkthrough state', () => {
    expect(plugin.dataType).toBe('walkthrough');
    expect(plugin.state).toEqual({ key: 'walkthrough', denseKey: 'wt', clearedOnNewAttempt: true, dropRank: 60 });
  });

  it('reads the steps, their titles and pictures', () => {
    expect(data.steps.map((s) => [s.id, s.title])).toEqual([
      ['spring', 'Spring'],
      ['summer', 'Summer'],
      ['step-3', ''],
    ]);
    expect(data.steps[0].image).toEqual({ src: 'media/spring.svg', alt: 'New shoots', width: 640, height: 400 });
    // The picture (and its now empty figure) and the heading used as the title leave the body.
    expect(data.steps[0].body.querySelector('img, figure')).toBeNull();
    expect(data.steps[0].body.textContent?.trim()).toBe('Repot and feed.');
    expect(data.steps[1].body.querySelector('h3')).toBeNull();
    expect(data.intro?.textContent?.trim()).toBe('A year of care');
    expect(parseWalkthrough(fragment('<div data-type="walkthrough"><p>x</p></div>')).steps).toEqual([]);
  });

  it('saves the last two navigation entries and reads them back', () => {
    expect(navigate(data, 0, 1)).toEqual(['spring', 'summer']);
    expect(stepIndexOf(data, ['spring', 'summer'])).toBe(1);
    expect(stepIndexOf(data, navigate(data, 1, 2))).toBe(2);
  });

  it('reads saved states leniently', () => {
    expect(stepIndexOf(data, undefined)).toBe(0);
    expect(stepIndexOf(data, [])).toBe(0);
    expect(stepIndexOf(data, ['gone'])).toBe(0);
    expect(stepIndexOf(data, { navigationHistory: ['spring', 'step-3'] })).toBe(2);
    expect(stepIndexOf(data, [0, 1])).toBe(1);
    expect(stepIndexOf(data, ['2'])).toBe(2);
    expect(stepIndexOf(data, [99])).toBe(2);
    expect(stepIndexOf(data, 'spring')).toBe(0);
  });
});
