/**
 * The question's text (content/{questionId}_content.html, already sanitised by the player) read into
 * a plain tree the view renders as React elements. Only an allow-list of tags and attributes
 * survives: other elements are unwrapped (their text kept) or, for embedded or active content,
 * dropped. Each `<input class="blankInput" data-group-id="...">` becomes a blank.
 */

export type ContentNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: string; attrs: Record<string, string>; children: ContentNode[] }
  /** A blank of a known group: `number` counts from 1 in reading order; `context` is its sentence (sentenceOf). */
  | { kind: 'blank'; groupId: string; number: number; context: string }
  /** A blank whose group the question does not have: shown as a gap, never as a control. */
  | { kind: 'gap' };

export interface ParsedContent {
  nodes: ContentNode[];
  /** Blanks in reading order. */
  blanks: { groupId: string; number: number; context: string }[];
}

/** Tags rendered as themselves. */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark',
  'abbr', 'cite', 'q', 'code', 'kbd', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'blockquote', 'pre', 'figure', 'figcaption', 'img', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);

/** Elements dropped with everything inside them. */
const DROPPED_TAGS = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'frame', 'frameset', 'svg', 'math', 'canvas',
  'video', 'audio', 'source', 'track', 'form', 'input', 'button', 'select', 'option', 'textarea', 'label', 'meta', 'link', 'base', 'head', 'title',
]);

/** Attributes kept, per tag ('*' for every allowed tag), with React's names. */
const GLOBAL_ATTRS: Record<string, string> = { lang: 'lang', dir: 'dir', title: 'title' };
const TAG_ATTRS: Record<string, Record<string, string>> = {
  a: { href: 'href', target: 'target' },
  img: { src: 'src', alt: 'alt', width: 'width', height: 'height' },
  td: { colspan: 'colSpan', rowspan: 'rowSpan' },
  th: { colspan: 'colSpan', rowspan: 'rowSpan', scope: 'scope' },
  ol: { start: 'start' },
  abbr: { title: 'title' },
};

/** Parents whose whitespace-only text children are not content (and are invalid in React's DOM nesting). */
const NO_TEXT_PARENTS = new Set(['ul', 'ol', 'dl', 'table', 'thead', 'tbody', 'tfoot', 'tr']);

/** Elements that hold a blank's surrounding sentence. */
const CONTEXT_TAGS = new Set(['p', 'li', 'dt', 'dd', 'td', 'th', 'caption', 'figcaption', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:/?#]+(?:[/?#]|$))/i;

export const isBlankElement = (el: Element): boolean => el.tagName.toLowerCase() === 'input' && el.classList.contains('blankInput');

function attributesOf(el: Element, tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const allowed = { ...GLOBAL_ATTRS, ...(TAG_ATTRS[tag] ?? {}) };
  for (const { name, value } of Array.from(el.attributes)) {
    const key = allowed[name.toLowerCase()];
    if (!key) continue;
    if ((key === 'href' || key === 'src') && !SAFE_URL.test(value.trim())) continue;
    if (key === 'dir' && !/^(ltr|rtl|auto)$/i.test(value)) continue;
    if (key === 'target' && value !== '_blank') continue;
    if ((key === 'colSpan' || key === 'rowSpan' || key === 'start' || key === 'width' || key === 'height') && !/^\d{1,4}$/.test(value)) continue;
    if (key === 'scope' && !/^(row|col|rowgroup|colgroup)$/i.test(value)) continue;
    attrs[key] = value;
  }
  if (tag === 'img' && attrs.alt === undefined) attrs.alt = '';
  if (tag === 'a' && attrs.target) attrs.rel = 'noopener noreferrer';
  return attrs;
}

const HERE = '\u0001';
const OTHER = '\u0002';

/** The readable text of a node: the blank `current` read as HERE, any other blank as OTHER. */
function readableText(node: Node, current: Element): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1 && node.nodeType !== 11) return '';
  if (node.nodeType === 1) {
    const el = node as Element;
    if (isBlankElement(el)) return el === current ? HERE : OTHER;
    const tag = el.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) return '';
    if (tag === 'br') return ' ';
  }
  return Array.from(node.childNodes).map((child) => readableText(child, current)).join('');
}

/**
 * The sentence around a blank, in the author's language, with the blank itself as '___' and other
 * blanks as '…': the blank's accessible name ("It grows best in ___ near a window."). Empty when the
 * blank stands alone (a table cell holding only a blank, say).
 */
export function sentenceOf(el: Element, root: ParentNode): string {
  let scope: Node = root as Node;
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (CONTEXT_TAGS.has(p.tagName.toLowerCase())) {
      scope = p;
      break;
    }
  }
  const text = readableText(scope, el).replace(/\s+/gu, ' ').trim();
  const sentences = text.split(/(?<=[.!?\u061F\u3002\u06D4])\s+/u);
  const sentence = sentences.find((s) => s.includes(HERE)) ?? text;
  if (!/[\p{L}\p{N}]/u.test(sentence)) return '';
  return sentence.replace(HERE, '___').replace(/\u0002/gu, '…');
}

/** Reads a sanitised fragment. `groupIds`: the question's groups; other blanks become gaps. */
export function parseContent(root: ParentNode, groupIds: ReadonlySet<string>): ParsedContent {
  const blanks: ParsedContent['blanks'] = [];
  const walk = (parent: Node, parentTag: string): ContentNode[] => {
    const out: ContentNode[] = [];
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === 3) {
        const text = node.textContent ?? '';
        if (text === '' || (NO_TEXT_PARENTS.has(parentTag) && text.trim() === '')) continue;
        out.push({ kind: 'text', text });
        continue;
      }
      if (node.nodeType !== 1) continue;
      const el = node as Element;
      const tag = el.tagName.toLowerCase();
      if (isBlankElement(el)) {
        const groupId = el.getAttribute('data-group-id') ?? '';
        if (!groupIds.has(groupId)) {
          out.push({ kind: 'gap' });
          continue;
        }
        const blank = { groupId, number: blanks.length + 1, context: sentenceOf(el, root) };
        blanks.push(blank);
        out.push({ kind: 'blank', ...blank });
        continue;
      }
      if (DROPPED_TAGS.has(tag)) continue;
      if (!ALLOWED_TAGS.has(tag)) {
        out.push(...walk(el, parentTag));
        continue;
      }
      if (tag === 'img' && !el.getAttribute('src')) continue;
      const attrs = attributesOf(el, tag);
      const children = tag === 'br' || tag === 'hr' || tag === 'img' ? [] : walk(el, tag);
      out.push({ kind: 'element', tag, attrs, children });
    }
    return out;
  };
  const nodes = walk(root as Node, '');
  return { nodes, blanks };
}
