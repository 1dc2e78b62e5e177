import { defineContentBlock } from '@core';
import type { Placements } from './model';

/**
 * Card sorting (SPEC 2.12): sort shuffled cards into categories; placements saved under
 * `cardSorting` (SPEC 3.8), which a retake resets (SPEC 4.5).
 */
export default defineContentBlock<Placements>({
  dataType: 'cardSorting',
  state: { key: 'cardSorting', denseKey: 'cs', clearedOnNewAttempt: true, dropRank: 80 },
  loadView: () => import(/* webpackChunkName: "b-cardSorting" */ './View'),
});
