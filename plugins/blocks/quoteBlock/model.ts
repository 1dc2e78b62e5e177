/**
 * quoteBlock: a quotation and who said it, shown as a semantic <blockquote> in a <figure> with the
 * author in its <figcaption>.
 *
 * PACKAGE-FORMAT.md gives no shape; the one decided (and written in the staged showcase page):
 *
 *   <div class="eg-content-editor" data-type="quoteBlock" [data-author="plain-text author"]>
 *     <blockquote><p>…quote HTML…</p></blockquote>        (or <div class="quote-text">…</div>)
 *     <p class="quote-author">…author HTML…</p>
 *   </div>
 *
 * Read leniently: the author may be `.quote-author`, `[data-quote-author]`, a `<figcaption>`, a
 * `<footer>` (inside or after the blockquote), or a `<cite>` standing alone in its paragraph (a
 * `<cite>` inside a sentence is a title, and stays in the quote); without any, the fragment's
 * `data-author` attribute (plain text). The quote is the blockquote / `.quote-text`, or else every
 * other part of the fragment. A fragment with no quote text, or with other content beside its
 * blockquote and author, is shown as static HTML.
 */
import { hasContent } from '../shared/authorImages';

export type Quote =
  | {
      kind: 'quote';
      /** Copies of the quotation's nodes, without the author. */
      text: Node[];
      /** Copies of the author's nodes, if the author is marked up. */
      author: Node[];
      /** The author as plain text from `data-author`, when not marked up. */
      authorText: string;
    }
  | { kind: 'static'; reason: string };

const AUTHOR = '.quote-author, [data-quote-author], figcaption, footer';
const QUOTE = 'blockquote, .quote-text';

/** A <cite> standing alone (the whole text of its paragraph, or a direct part of the quote) names the author. */
function standaloneCite(root: Element): Element | null {
  const bare = (s: string | null) => (s ?? '').replace(/[\s—–-]+/g, '');
  for (const cite of root.querySelectorAll('cite')) {
    const parent = cite.parentElement;
    if (!parent) continue;
    if (parent === root || parent.matches(QUOTE)) return cite;
    if (bare(parent.textContent) === bare(cite.textContent)) return parent;
  }
  return null;
}

/** A deep copy of a node without one of its descendants. */
function cloneWithout(node: Node, skip: Node | null): Node {
  const copy = node.cloneNode(false);
  node.childNodes.forEach((child) => {
    if (child !== skip) copy.appendChild(cloneWithout(child, skip));
  });
  return copy;
}

/** The author's nodes, copied, without the dash the author may have typed before the name (the view draws its own). */
function authorNodes(el: Element): Node[] {
  const nodes = [...el.childNodes].map((n) => n.cloneNode(true));
  const first = nodes[0];
  if (first?.nodeType === 3) first.textContent = (first.textContent ?? '').replace(/^[\s—–-]+/, '');
  return nodes.filter(hasContent);
}

/** Reads a quote fragment: the quotation and its author (copies of the fragment's nodes). */
export function parseQuote(root: Element): Quote {
  const authorEl = root.querySelector(AUTHOR) ?? standaloneCite(root);
  const author = authorEl ? authorNodes(authorEl) : [];
  const quoteEl = root.querySelector(QUOTE);
  const source = quoteEl && quoteEl !== authorEl ? quoteEl : root;
  if (source !== root) {
    // Content beside the quotation and its author is unexpected: show the fragment as it is.
    const beside = [...root.childNodes].some((n) => !(n.contains(source) || (authorEl && n.contains(authorEl))) && hasContent(n));
    if (beside) return { kind: 'static', reason: 'content beside the quotation' };
  }
  const text = [...source.childNodes]
    .filter((n) => n !== authorEl && (n.nodeType === 1 || n.nodeType === 3))
    .map((n) => cloneWithout(n, authorEl))
    .filter(hasContent);
  if (text.length === 0) return { kind: 'static', reason: 'no quote text' };
  const authorText = author.length > 0 ? '' : (root.getAttribute('data-author') ?? '').trim();
  return { kind: 'quote', text, author, authorText };
}
