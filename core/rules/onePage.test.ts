import { routes } from './navigation';
import { afterSection, currentElementIndex, CURRENT_LINE, initialRevealed, sectionElements } from './onePage';
import { DEFAULT_SCROLL_OFFSET, FORCED_FIRST_ELEMENT_OFFSET } from './forcedNavigation';

const chain = [routes.learningObjective('a'), routes.question('a', '1'), routes.question('a', '2'), routes.question('b', '3'), routes.results];

describe('one-page elements (SPEC 3.1 onePage, SPEC 2.2 chain order)', () => {
  it("keeps the section's chain entries in chain order", () => {
    expect(sectionElements(chain, 'a')).toEqual(chain.slice(0, 3));
    expect(sectionElements(chain, 'b')).toEqual([routes.question('b', '3')]);
    expect(sectionElements(chain, 'zz')).toEqual([]);
  });
  it('leads on to the next section, then to the results', () => {
    expect(afterSection(chain, 'a')).toBe(routes.question('b', '3'));
    expect(afterSection(chain, 'b')).toBe(routes.results);
  });
});

describe('the current element from positions', () => {
  it('is the last element whose top passed the line', () => {
    expect(currentElementIndex([300, 900, 1500], CURRENT_LINE, false)).toBe(-1);
    expect(currentElementIndex([-400, 100, 700], CURRENT_LINE, false)).toBe(1);
    expect(currentElementIndex([-1400, -800, -10], CURRENT_LINE, false)).toBe(2);
  });
  it('is the last element at the bottom of the page, and none without elements', () => {
    expect(currentElementIndex([-400, 100, 700], CURRENT_LINE, true)).toBe(2);
    expect(currentElementIndex([], CURRENT_LINE, true)).toBe(-1);
  });
  it('keeps an element scrolled to with any SPEC 2.2 offset current', () => {
    for (const offset of [DEFAULT_SCROLL_OFFSET, FORCED_FIRST_ELEMENT_OFFSET, 16, 0]) expect(currentElementIndex([-500, offset, offset + 400], CURRENT_LINE, false)).toBe(1);
  });
});

describe('clickNext: the elements shown', () => {
  it('shows the first element, then up to the addressed or furthest opened one', () => {
    expect(initialRevealed({ count: 5, targetIndex: -1, furthestOpened: -1 })).toBe(1);
    expect(initialRevealed({ count: 5, targetIndex: 2, furthestOpened: -1 })).toBe(3);
    expect(initialRevealed({ count: 5, targetIndex: 0, furthestOpened: 3 })).toBe(4);
    expect(initialRevealed({ count: 5, targetIndex: 9, furthestOpened: 9 })).toBe(5);
    expect(initialRevealed({ count: 0, targetIndex: -1, furthestOpened: -1 })).toBe(0);
  });
});
