import { defineContentBlock } from '@core';
import type { ChecklistState } from './model';

/**
 * Checklist (SPEC 2.12): items the learner ticks, saved as checklistItems (SPEC 3.7) under the
 * checklist's block id as {itemId: {isChecked}}; a retake clears them (SPEC 4.5). It owns its
 * children (the checklistItem entries of data.js) and also claims checklistContent (see model.ts).
 */
export default defineContentBlock<ChecklistState>({
  dataType: 'checklist',
  aliases: ['checklistContent'],
  state: {
    key: 'checklistItems',
    denseKey: 'ci',
    clearedOnNewAttempt: true,
    // The last part to go when a record does not fit: unticking is what a learner notices most.
    dropRank: 90,
  },
  ownsChildren: true,
  loadView: () => import(/* webpackChunkName: "b-checklist" */ './View'),
});
