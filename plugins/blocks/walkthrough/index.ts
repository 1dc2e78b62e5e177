import { defineContentBlock } from '@core';
import type { WalkthroughState } from './model';

/** Walkthrough (SPEC 2.12): steps with Previous / Next; the last two positions saved under `walkthrough` (SPEC 3.7). */
export default defineContentBlock<WalkthroughState>({
  dataType: 'walkthrough',
  stateKind: 'walkthrough',
  loadView: () => import(/* webpackChunkName: "b-walkthrough" */ './View'),
});
