/**
 * Card sorting (SPEC 2.12, 3.8; PACKAGE-FORMAT.md "Content block fragments").
 *
 * Fragment shape, as real packages have it:
 *
 *   <div class="eg-content-editor" data-type="cardSorting">
 *     <h2>…</h2><p>…</p>                                   optional introduction: anything that is
 *                                                          not a category is shown above the cards
 *     <div class="category-wrapper" data-category-id="c1" data-category-title="Sun lovers">
 *       <div class="card-sorting-wrapper" data-card-id="k1"><p>Jade plant</p></div>
 *       …                                                  the cards that belong in this category
 *     </div>
 *     …
 *   </div>
 *
 * Read leniently: a category without data-category-id gets 'category-{n}'; without a title, the text
 * of a heading inside it (not inside a card), else the view says "Category {n}". A card without
 * data-card-id gets 'card-{n}'; its text is data-card-text, else its text content; its picture is the
 * first <img> inside it (src and alt kept). Repeated ids keep their first entry; empty cards are
 * dropped. A fragment with no category renders as its static HTML.
 *
 * Saved state (progress record field `cardSorting`, keyed by block id): the placements, one entry per
 * placed card, {cardId: categoryId}. A card not in it is still in the list of cards to sort. Reset
 * saves null (SPEC 3.8 "cardSorting (null on reset)"); a retake clears the field (SPEC 4.5).
 */

import { createRng, shuffle } from '@core';

export interface Card {
  id: string;
  text: string;
  image: { src: string; alt: string } | null;
  /** The category it belongs in. */
  categoryId: string;
}

export interface Category {
  id: string;
  /** The author's title; '' when the fragment gives none (the view then numbers it). */
  title: string;
}

export interface CardSorting {
  categories: Category[];
  cards: Card[];
  /** The fragment without its categories: the author's introduction, or null when there is none. */
  intro: Element | null;
}

/** Placements {cardId: categoryId}. */
export type Placements = Record<string, string>;

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * The author's id, or `fallback` when it is missing or already taken (a copied card keeps its
 * copy's id): a card or category must never vanish because its id repeats.
 */
function claimId(seen: Set<string>, id: string, fallback: string): string {
  let claimed = id && !seen.has(id) ? id : fallback;
  while (seen.has(claimed)) claimed = `${claimed}-2`;
  seen.add(claimed);
  return claimed;
}

/** The text of an element without the parts matched by `skip`. */
function textWithout(el: Element, skip: string): string {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll(skip).forEach((n) => n.remove());
  return clean(copy.textContent);
}

function hasContent(el: Element): boolean {
  return clean(el.textContent) !== '' || el.querySelector('img, svg, video, audio, iframe, picture, table') !== null;
}

export function parseCardSorting(root: Element): CardSorting {
  const categories: Category[] = [];
  const cards: Card[] = [];
  const seenCategories = new Set<string>();
  const seenCards = new Set<string>();
  const wrappers = Array.from(root.querySelectorAll('.category-wrapper'));
  wrappers.forEach((wrapper, n) => {
    // A category nested inside another one's card is not a category of its own.
    if (wrapper.parentElement?.closest('.card-sorting-wrapper')) return;
    const id = claimId(seenCategories, clean(wrapper.getAttribute('data-category-id')), `category-${n + 1}`);
    const heading = Array.from(wrapper.querySelectorAll('h1, h2, h3, h4, h5, h6, .category-title')).find((h) => !h.closest('.card-sorting-wrapper'));
    const title = clean(wrapper.getAttribute('data-category-title')) || (heading ? clean(heading.textContent) : '');
    categories.push({ id, title });
    Array.from(wrapper.querySelectorAll('.card-sorting-wrapper')).forEach((cardEl) => {
      if (cardEl.closest('.category-wrapper') !== wrapper) return;
      const text = clean(cardEl.getAttribute('data-card-text')) || textWithout(cardEl, 'script, style');
      const img = cardEl.querySelector('img[src]');
      const image = img ? { src: img.getAttribute('src') ?? '', alt: clean(img.getAttribute('alt')) } : null;
      if (!text && !image) return;
      const cardId = claimId(seenCards, clean(cardEl.getAttribute('data-card-id')), `card-${cards.length + 1}`);
      cards.push({ id: cardId, text, image, categoryId: id });
    });
  });

  const introCopy = root.cloneNode(true) as Element;
  introCopy.querySelectorAll('.category-wrapper').forEach((n) => n.remove());
  return { categories, cards, intro: hasContent(introCopy) ? introCopy : null };
}

/**
 * The order the cards are offered in: shuffled with the block id as seed, so it is the same after a
 * reload and on every device, and never the author's order (which would group the cards by category).
 */
export function shuffledCards(cards: readonly Card[], seed: string): Card[] {
  const order = shuffle(cards, createRng(seed));
  if (order.length > 1 && order.every((c, i) => c.id === cards[i].id)) order.push(order.shift()!);
  return order;
}

/** Saved placements, checked against the fragment: unknown cards or categories are dropped. */
export function normalizePlacements(data: CardSorting, saved: unknown): Placements {
  // Without a prototype, a card the author gave the id "__proto__" or "constructor" reads as unplaced.
  const out: Placements = Object.create(null) as Placements;
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return out;
  const cardIds = new Set(data.cards.map((c) => c.id));
  const categoryIds = new Set(data.categories.map((c) => c.id));
  for (const [cardId, categoryId] of Object.entries(saved as Record<string, unknown>)) {
    if (cardIds.has(cardId) && typeof categoryId === 'string' && categoryIds.has(categoryId)) out[cardId] = categoryId;
  }
  return out;
}

/** Puts a card in a category (moving it if it was placed elsewhere). */
export function place(placements: Placements, cardId: string, categoryId: string): Placements {
  return Object.assign(Object.create(null) as Placements, placements, { [cardId]: categoryId });
}

export function isRightPlacement(data: CardSorting, placements: Placements, cardId: string): boolean {
  const card = data.cards.find((c) => c.id === cardId);
  return !!card && placements[cardId] === card.categoryId;
}

/** How many cards are placed, and how many of them rightly. */
export function tally(data: CardSorting, placements: Placements): { placed: number; right: number; total: number } {
  let placed = 0;
  let right = 0;
  for (const card of data.cards) {
    if (placements[card.id] === undefined) continue;
    placed++;
    if (placements[card.id] === card.categoryId) right++;
  }
  return { placed, right, total: data.cards.length };
}
