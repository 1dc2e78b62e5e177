import { defineContentBlock } from '@core';
import type { Placements } from './model';

/** Card sorting (SPEC 2.12): sort shuffled cards into categories; placements saved under `cardSorting` (SPEC 3.8). */
export default defineContentBlock<Placements>({
  dataType: 'cardSorting',
  stateKind: 'cardSorting',
  loadView: () => import(/* webpackChunkName: "b-cardSorting" */ './View'),
});
