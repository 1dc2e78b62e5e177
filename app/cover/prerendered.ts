import type { CoverModel } from '@core';

/**
 * The cover model the page was pre-rendered from (scripts/prerender/coverPage.ts writes the markup
 * into #root and the model beside it, as JSON). Read in the cover view's chunk, not the entry: the
 * entry only asks whether #root carries the marker.
 */
export function prerenderedCover(): CoverModel | null {
  try {
    return JSON.parse(document.getElementById('cover-model')?.textContent ?? 'null') as CoverModel | null;
  } catch {
    return null;
  }
}
