import type { CommentTarget } from '@core';

/**
 * What the course page offers to comment on (issue 25 §2), read from the page as it stands. The first
 * page carries no comment code: its components only mark what they draw with small attributes, and the
 * review chunk finds them here —
 * - a block: `data-block-id` (app/components/Blocks.tsx, every block at any depth);
 * - a section: `data-review-section` on a section card (app/components/SectionCards.tsx), the section
 *   page's heading and the learning objective's section line;
 * - a page (question or content page): `data-review-page` on its title;
 * - the course title: `data-cover-title` on the cover's heading (the review bar has its own control).
 */
export const TARGET_SELECTOR = '[data-block-id], [data-review-section], [data-review-page], [data-cover-title]';

/** Marks every element the review chunk adds, so that none is taken for course content. */
export const UI_ATTR = 'data-review-ui';

/**
 * How a spot's control sits: `inside` a container (a block, a section card), in its inline-end corner;
 * `before` a heading, floated to its inline-end so the title wraps around it. Never inside a heading:
 * the control's name would become part of the heading's.
 */
export type Placement = 'inside' | 'before';

export interface FoundTarget {
  element: HTMLElement;
  target: CommentTarget;
  placement: Placement;
  /** A block's first words, so that a list of controls tells its blocks apart ('' for a titled place). */
  excerpt: string;
}

/** The page the route shows: a block on it is anchored there too. */
export interface RoutePlace {
  sectionId?: string;
  pageId?: string;
}

const EXCERPT_LENGTH = 240;

/** The text a reader sees in an element (its first words), leaving out what the review chunk added. */
export function visibleText(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node instanceof Element && node.hasAttribute(UI_ATTR) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  let text = '';
  for (let node = walker.nextNode(); node && text.length < EXCERPT_LENGTH; node = walker.nextNode()) if (node.nodeType === Node.TEXT_NODE) text += ` ${node.nodeValue}`;
  return text.replace(/\s+/g, ' ').trim().slice(0, EXCERPT_LENGTH);
}

/** The target an element marks, or null when it marks none (or is part of the review UI itself). */
export function readTarget(element: HTMLElement, route: RoutePlace): FoundTarget | null {
  if (element.closest(`[${UI_ATTR}]`)) return null;
  const { blockId, reviewSection, reviewPage } = element.dataset;
  if (blockId) return { element, placement: 'inside', excerpt: visibleText(element), target: { type: 'block', blockId, ...route } };
  if (reviewPage) return { element, placement: 'before', excerpt: '', target: { type: 'page', pageId: reviewPage, ...(route.sectionId ? { sectionId: route.sectionId } : {}) } };
  if (reviewSection) return { element, placement: element.tagName === 'LI' ? 'inside' : 'before', excerpt: '', target: { type: 'section', sectionId: reviewSection } };
  if (element.hasAttribute('data-cover-title')) return { element, placement: 'before', excerpt: '', target: { type: 'course' } };
  return null;
}

/** Every target on the page now, in document order (the order Tab reaches their controls). */
export function findTargets(root: ParentNode, route: RoutePlace): FoundTarget[] {
  const found: FoundTarget[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(TARGET_SELECTOR)) {
    const target = readTarget(element, route);
    if (target) found.push(target);
  }
  return found;
}

/** A new host for a control, or for the form beside a target: marked as review UI. */
export function createHost(className: string): HTMLElement {
  const host = document.createElement('div');
  host.className = className;
  host.setAttribute(UI_ATTR, '');
  return host;
}

/** Puts a control's host where its placement says, if it is not there already (React may have moved things). */
export function placeControlHost(host: HTMLElement, found: FoundTarget): void {
  const { element } = found;
  if (found.placement === 'inside') {
    if (host.parentElement !== element || element.firstElementChild !== host) element.prepend(host);
  } else if (element.previousElementSibling !== host) element.before(host);
}

/**
 * The form opens beside what it comments, in the reading order right after it: after a block or a
 * heading; inside a card (a list item holds nothing but its content).
 */
export function placeFormHost(host: HTMLElement, found: FoundTarget): void {
  const { element } = found;
  if (element.tagName === 'LI') {
    if (host.parentElement !== element || element.lastElementChild !== host) element.append(host);
  } else if (element.nextElementSibling !== host) element.after(host);
}
