import { defineContentBlock } from '@core';
import type { WalkthroughState } from './model';

/**
 * Walkthrough (SPEC 2.12): steps with Previous / Next; the last two positions saved under
 * `walkthrough` (SPEC 3.7), cleared by a retake (SPEC 4.5).
 */
export default defineContentBlock<WalkthroughState>({
  dataType: 'walkthrough',
  // The first block state to go after media progress: a learner steps through again quickly.
  state: { key: 'walkthrough', denseKey: 'wt', clearedOnNewAttempt: true, dropRank: 60 },
  loadView: () => import(/* webpackChunkName: "b-walkthrough" */ './View'),
});
