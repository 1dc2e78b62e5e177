import { currentElementIndex, CURRENT_LINE, routes, scrollOffset } from '@core';

/** The rendered elements of the one-page view, in order. */
export function elementNodes(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('[data-one-page-element]'));
}

/**
 * The sticky header's height: SPEC 2.2's offsets are measured from the top of the page's visible
 * area, below it (else an element scrolled to with 16 px would sit under the header).
 */
function headerHeight(): number {
  return document.querySelector<HTMLElement>('.app-header')?.offsetHeight ?? 0;
}

/** The route of the element in view (SPEC 2.2 chain entry), or null while the section's head is. */
export function routeInView(container: HTMLElement): string | null {
  const nodes = elementNodes(container);
  const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  const index = currentElementIndex(nodes.map((node) => node.getBoundingClientRect().top), headerHeight() + CURRENT_LINE, atBottom && window.scrollY > 0);
  return index < 0 ? null : (nodes[index].dataset.onePageElement ?? null);
}

/**
 * Scrolls the element of `route` into view with SPEC 2.2's offset: 100 px, or under forced
 * navigation 160 for the first element, 0 before the results, 16 (less the separator in a section of
 * one question). Returns the element, or null when it is not on the page.
 */
export function scrollToElement(container: HTMLElement, route: string, input: { forced: boolean; next: string; questionCount: number }): HTMLElement | null {
  const nodes = elementNodes(container);
  const index = nodes.findIndex((node) => node.dataset.onePageElement === route);
  if (index < 0) return null;
  const node = nodes[index];
  const separator = node.previousElementSibling?.classList.contains('one-page-separator') ? (node.previousElementSibling as HTMLElement).offsetHeight : 0;
  const offset = scrollOffset({ forced: input.forced, isFirstElement: index === 0, nextIsResults: input.next === routes.results, sectionQuestionCount: input.questionCount, separatorHeight: separator });
  window.scrollTo({ top: Math.max(0, node.getBoundingClientRect().top + window.scrollY - headerHeight() - offset), behavior: 'instant' });
  return node;
}
