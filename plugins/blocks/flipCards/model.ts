/**
 * Flip cards: the fragment shape this block reads (PACKAGE-FORMAT.md "Content block fragments").
 *
 *   <div class="eg-content-editor" data-type="flipCards">
 *     <h2>An optional heading or introduction: anything outside the cards</h2>
 *     <div class="flip-card-wrapper" data-id="c1">
 *       <div class="flip-card-front"> author HTML </div>
 *       <div class="flip-card-back"> author HTML </div>
 *     </div>
 *     ...
 *   </div>
 *
 * Read leniently: a side is `.flip-card-front` / `.flip-card-back`, `[data-side="front|back"]` or
 * `.front` / `.back`; failing those, the wrapper's first two element children (an in-between
 * `.flip-card-inner` or any single wrapping element is looked through). A card without a back side
 * is left out; a card without a data-id gets `card-{n}`. A fragment without any card is shown as
 * its static HTML.
 */
import { hasContent, outermost, remainderOf, textOf, uniqueIds } from '../shared/fragmentText';

export interface FlipCard {
  id: string;
  front: Element;
  back: Element;
  /** Readable text of each side (alt text included), for announcements and accessible names. */
  frontText: string;
  backText: string;
}

export interface FlipCardsData {
  /** The author's markup around the cards (a heading, an introduction), or null. */
  intro: Element | null;
  cards: FlipCard[];
}

export const CARD_SELECTOR = '.flip-card-wrapper, [data-type="flipCard"], .flip-card[data-id]';
const FRONT = '.flip-card-front, [data-side="front"], .front';
const BACK = '.flip-card-back, [data-side="back"], .back';

/** The first descendant of `card` matching `selector` that does not belong to a nested card. */
function sideOf(card: Element, selector: string): Element | null {
  for (const el of Array.from(card.querySelectorAll(selector))) {
    const owner = el.parentElement?.closest(CARD_SELECTOR);
    if (!owner || owner === card || !card.contains(owner)) return el;
  }
  return null;
}

/** Without marked sides: the first two element children, looking through single wrapping elements. */
function positionalSides(card: Element): [Element, Element] | null {
  let node: Element = card;
  for (let depth = 0; depth < 4; depth++) {
    const kids = Array.from(node.children);
    if (kids.length >= 2) return [kids[0]!, kids[1]!];
    if (kids.length !== 1) return null;
    node = kids[0]!;
  }
  return null;
}

export function parseFlipCards(root: Element): FlipCardsData {
  const wrappers = outermost(root, CARD_SELECTOR);
  const found: { el: Element; front: Element; back: Element }[] = [];
  for (const el of wrappers) {
    let front = sideOf(el, FRONT);
    let back = sideOf(el, BACK);
    if (!front || !back) {
      const sides = positionalSides(el);
      if (sides) {
        front ??= sides[0] === back ? sides[1] : sides[0];
        back ??= sides[1] === front ? sides[0] : sides[1];
      }
    }
    if (front && back && front !== back && (hasContent(front) || hasContent(back))) found.push({ el, front, back });
  }
  const ids = uniqueIds(
    found.map((f) => f.el.getAttribute('data-id')),
    'card',
  );
  return {
    // A wrapper that is no card (one side only) stays in the text around the cards: its words are the author's.
    intro: wrappers.length > 0 ? remainderOf(root, found.map((f) => f.el)) : null,
    cards: found.map((f, i) => ({ id: ids[i]!, front: f.front, back: f.back, frontText: textOf(f.front), backText: textOf(f.back) })),
  };
}

/** The flipped cards after the learner flips `id` (a card flips back on a second press). */
export function toggleFlip(flipped: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(flipped);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
