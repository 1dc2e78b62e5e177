import plugin from '.';
import { fragment } from '../shared/blockHarness.testing';
import { hotspotHtml } from './examples';
import { coordinate, parseHotspot, popoverSide } from './model';

describe('hotspot content model', () => {
  const data = parseHotspot(fragment(hotspotHtml));

  it('registers under its data-type and keeps no state', () => {
    expect(plugin.dataType).toBe('hotspot');
    expect(plugin.state).toBeUndefined();
  });

  it('reads the image, the points in percent and their titles', () => {
    expect(data.image).toEqual({ src: 'media/pot.svg', alt: 'A potted plant', width: 800, height: 500 });
    expect(data.points.map((p) => [p.x, p.y, p.title])).toEqual([
      [20, 80, 'Drainage hole'],
      [75, 20, 'Leaves'],
      [100, 0, ''],
    ]);
    expect(data.points[1].content.querySelector('h4')).toBeNull();
    expect(data.points[1].content.textContent?.trim()).toBe('Dust them.');
    expect(data.intro?.textContent?.trim()).toBe('Parts of a pot');
    expect(data.intro?.querySelector('img, .hotspot-image')).toBeNull();
  });

  it('reads coordinates leniently', () => {
    expect(coordinate('12.5', 0, '')).toBe(12.5);
    expect(coordinate('50px', 200, '')).toBe(25);
    expect(coordinate('50', 200, 'px')).toBe(25);
    expect(coordinate('50px', 0, '')).toBeNull();
    expect(coordinate('', 100, '')).toBeNull();
    expect(coordinate(null, 100, '')).toBeNull();
  });

  it('opens a popover towards the middle of the image', () => {
    expect(popoverSide({ x: 10, y: 10 })).toEqual({ horizontal: 'left', vertical: 'below' });
    expect(popoverSide({ x: 90, y: 90 })).toEqual({ horizontal: 'right', vertical: 'above' });
  });

  it('has nothing to show without an image or points', () => {
    expect(parseHotspot(fragment('<div data-type="hotspot"><p>x</p></div>')).image).toBeNull();
    expect(parseHotspot(fragment('<div data-type="hotspot"><img src="a.svg"></div>')).points).toEqual([]);
  });
});
