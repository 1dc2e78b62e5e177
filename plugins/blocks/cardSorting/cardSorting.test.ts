import plugin from '.';
import { fragment } from '../shared/blockHarness.testing';
import { isRightPlacement, normalizePlacements, parseCardSorting, place, shuffledCards, tally } from './model';

const html = `
<div class="eg-content-editor" data-type="cardSorting">
  <h2>Where does it grow best?</h2>
  <p>Sort each plant.</p>
  <div class="category-wrapper" data-category-id="sun" data-category-title="Sun lovers">
    <div class="card-sorting-wrapper" data-card-id="jade"><p>Jade plant</p></div>
    <div class="card-sorting-wrapper" data-card-id="aloe"><p>Aloe <b>vera</b></p></div>
  </div>
  <div class="category-wrapper" data-category-id="shade" data-category-title="Shade tolerant">
    <div class="card-sorting-wrapper" data-card-id="zz"><p>ZZ plant</p></div>
    <div class="card-sorting-wrapper" data-card-id="fern"><img src="media/fern.svg" alt="Boston fern"></div>
  </div>
</div>`;

describe('cardSorting model', () => {
  const data = parseCardSorting(fragment(html));

  it('registers under its data-type with the cardSorting state', () => {
    expect(plugin.dataType).toBe('cardSorting');
    expect(plugin.state).toEqual({ key: 'cardSorting', denseKey: 'cs', clearedOnNewAttempt: true, dropRank: 80 });
  });

  it('reads the categories and the cards that belong in each', () => {
    expect(data.categories).toEqual([
      { id: 'sun', title: 'Sun lovers' },
      { id: 'shade', title: 'Shade tolerant' },
    ]);
    expect(data.cards.map((c) => [c.id, c.text, c.categoryId])).toEqual([
      ['jade', 'Jade plant', 'sun'],
      ['aloe', 'Aloe vera', 'sun'],
      ['zz', 'ZZ plant', 'shade'],
      ['fern', '', 'shade'],
    ]);
    expect(data.cards[3].image).toEqual({ src: 'media/fern.svg', alt: 'Boston fern' });
  });

  it('keeps the introduction without the categories', () => {
    expect(data.intro?.querySelector('h2')?.textContent).toBe('Where does it grow best?');
    expect(data.intro?.querySelector('.category-wrapper')).toBeNull();
  });

  it('reads odd markup leniently: missing ids and titles, repeats, empty cards', () => {
    const odd = parseCardSorting(
      fragment(`<div data-type="cardSorting">
        <div class="category-wrapper"><h3>Bright</h3><div class="card-sorting-wrapper"> Cactus </div><div class="card-sorting-wrapper"></div></div>
        <div class="category-wrapper" data-category-id="x"><div class="card-sorting-wrapper" data-card-id="a">A</div><div class="card-sorting-wrapper" data-card-id="a">A again</div></div>
        <div class="category-wrapper" data-category-id="x"><div class="card-sorting-wrapper" data-card-id="b">B</div></div>
      </div>`),
    );
    // A repeated id is a copied card or category the author went on to edit: it keeps its words under an id of its own.
    expect(odd.categories).toEqual([
      { id: 'category-1', title: 'Bright' },
      { id: 'x', title: '' },
      { id: 'category-3', title: '' },
    ]);
    expect(odd.cards.map((c) => [c.id, c.text, c.categoryId])).toEqual([
      ['card-1', 'Cactus', 'category-1'],
      ['a', 'A', 'x'],
      ['card-3', 'A again', 'x'],
      ['b', 'B', 'category-3'],
    ]);
    expect(odd.intro).toBeNull();
    expect(parseCardSorting(fragment('<div data-type="cardSorting"><p>nothing</p></div>')).categories).toEqual([]);
  });

  it('shuffles the same way for the same block, never in the author order', () => {
    const a = shuffledCards(data.cards, 'block-a').map((c) => c.id);
    expect(shuffledCards(data.cards, 'block-a').map((c) => c.id)).toEqual(a);
    expect([...a].sort()).toEqual(data.cards.map((c) => c.id).sort());
    for (const seed of ['1', '2', '3', 'x', 'y', 'z', 'block-b']) expect(shuffledCards(data.cards, seed).map((c) => c.id)).not.toEqual(data.cards.map((c) => c.id));
    const orders = new Set(['1', '2', '3', 'x', 'y', 'z'].map((s) => shuffledCards(data.cards, s).map((c) => c.id).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('places, moves and judges cards, and counts them', () => {
    let p = place({}, 'jade', 'sun');
    p = place(p, 'zz', 'sun');
    expect(isRightPlacement(data, p, 'jade')).toBe(true);
    expect(isRightPlacement(data, p, 'zz')).toBe(false);
    expect(tally(data, p)).toEqual({ placed: 2, right: 1, total: 4 });
    p = place(p, 'zz', 'shade');
    expect(p).toEqual({ jade: 'sun', zz: 'shade' });
    expect(tally(data, p)).toEqual({ placed: 2, right: 2, total: 4 });
  });

  it('reads saved placements leniently', () => {
    expect(normalizePlacements(data, { jade: 'sun', ghost: 'sun', aloe: 'nowhere', zz: 3 })).toEqual({ jade: 'sun' });
    expect(normalizePlacements(data, null)).toEqual({});
    expect(normalizePlacements(data, ['jade'])).toEqual({});
  });
});
