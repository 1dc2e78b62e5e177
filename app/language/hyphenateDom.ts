/**
 * Puts a hyphenator's soft hyphens (U+00AD) into the text of a page and keeps them there as React
 * renders new text: the half of SPEC 9.3's hyphenation that the browser cannot do itself when it
 * has no dictionary for the language (hyphenation.ts decides; docs/hyphenation.md).
 *
 * Only text nodes change, never elements, so React's own nodes stay in place: when React later
 * writes a new text, the observer sees it and hyphenates that text again.
 */

/** Hyphenates one text: returns it with soft hyphens at the places a line may break. */
export type Hyphenate = (text: string) => string;

const SOFT_HYPHEN = /\u00AD/g;
const HAS_SOFT_HYPHEN = /\u00AD/;

/** Text that is not prose: code keeps its characters, fields and scripts are no text to break. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'INPUT', 'SELECT', 'OPTION', 'CODE', 'PRE', 'KBD', 'SAMP', 'VAR', 'NOSCRIPT', 'TEMPLATE']);

/**
 * Whether the text of `element` is in `language` and is prose: the nearest lang attribute decides
 * (content may quote another language), as it does for CSS hyphenation.
 */
function isProseIn(element: Element | null, language: string): boolean {
  if (!element) return false;
  for (let e: Element | null = element; e; e = e.parentElement) if (SKIPPED.has(e.tagName) || (e as HTMLElement).isContentEditable) return false;
  const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
  return lang.toLowerCase().split(/[-_]/)[0] === language;
}

/**
 * Hyphenates one text node again from its plain text, so that hyphenating twice changes nothing
 * (and the observer, seeing its own change, stops there).
 */
function hyphenateText(node: Text, hyphenate: Hyphenate): void {
  const plain = node.data.replace(SOFT_HYPHEN, '');
  if (plain.trim().length === 0) return;
  const hyphenated = hyphenate(plain);
  if (hyphenated !== node.data) node.data = hyphenated;
}

/** Hyphenates every prose text node in `language` under `root` (itself included). */
export function hyphenateTree(root: Node, language: string, hyphenate: Hyphenate): void {
  if (root.nodeType === Node.TEXT_NODE) {
    if (isProseIn(root.parentElement, language)) hyphenateText(root as Text, hyphenate);
    return;
  }
  if (root.nodeType !== Node.ELEMENT_NODE && root.nodeType !== Node.DOCUMENT_NODE && root.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const checked = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent) continue;
    let prose = checked.get(parent);
    if (prose === undefined) checked.set(parent, (prose = isProseIn(parent, language)));
    if (prose) hyphenateText(node as Text, hyphenate);
  }
}

/**
 * Hyphenates `root` now and whatever is added or rewritten under it later, until the returned stop
 * is called. Copying text takes the soft hyphens out, so a learner who copies a word gets the word.
 */
export function keepHyphenated(root: HTMLElement, language: string, hyphenate: Hyphenate): () => void {
  hyphenateTree(root, language, hyphenate);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') hyphenateTree(record.target, language, hyphenate);
      else record.addedNodes.forEach((node) => hyphenateTree(node, language, hyphenate));
    }
    // The records of the changes just made: hyphenating them again would change nothing.
    observer.takeRecords();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const onCopy = (event: ClipboardEvent) => {
    const text = root.ownerDocument.getSelection()?.toString() ?? '';
    if (!event.clipboardData || !HAS_SOFT_HYPHEN.test(text)) return;
    event.clipboardData.setData('text/plain', text.replace(SOFT_HYPHEN, ''));
    event.preventDefault();
  };
  root.addEventListener('copy', onCopy);
  return () => {
    observer.disconnect();
    root.removeEventListener('copy', onCopy);
  };
}
