import type { CoverModel } from '@core';

/**
 * The cover model the page was pre-rendered from (scripts/prerender/coverPage.ts writes both), or
 * null for a page without the pre-render (a package served as plain files): that page takes
 * today's path, the loader and then the app.
 */
export function prerenderedCover(root: HTMLElement): CoverModel | null {
  if (!root.hasAttribute('data-prerendered')) return null;
  const json = document.getElementById('cover-model')?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as CoverModel;
  } catch {
    return null;
  }
}
