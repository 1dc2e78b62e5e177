import type { CoverModel } from '@core';

/**
 * The cover model the page was pre-rendered from (scripts/prerender/coverPage.ts writes the markup
 * into #root and the model beside it, as JSON). Read by the cover's entry (app/cover/startCover.tsx)
 * and by the take-over (app/cover/takeOver.ts); never by the player's plain entry.
 */
export function prerenderedCover(): CoverModel | null {
  try {
    return JSON.parse(document.getElementById('cover-model')?.textContent ?? 'null') as CoverModel | null;
  } catch {
    return null;
  }
}
