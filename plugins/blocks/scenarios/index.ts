import { defineContentBlock } from '@core';
import type { ScenarioState } from './model';
import { NAV_HIST_KEY } from './navHist';

/**
 * Branching scenario (SPEC 2.12): scenes and choices; the path saved under `scenario` (SPEC 3.7),
 * cleared by a retake (SPEC 4.5).
 */
export default defineContentBlock<ScenarioState>({
  dataType: 'scenarios',
  state: {
    key: 'scenario',
    denseKey: 'sc',
    clearedOnNewAttempt: true,
    dropRank: 70,
    trims: [
      {
        // The scenes visited, for the way back, go early (before `opened`, 30): the scene the learner is on stays.
        name: NAV_HIST_KEY,
        dropRank: 20,
        holds: (entries) => Object.prototype.hasOwnProperty.call(entries, NAV_HIST_KEY),
        trim: ({ [NAV_HIST_KEY]: _visited, ...entries }) => entries,
      },
    ],
  },
  loadView: () => import(/* webpackChunkName: "b-scenarios" */ './View'),
});
