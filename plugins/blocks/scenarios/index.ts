import { defineContentBlock } from '@core';
import type { ScenarioState } from './model';

/** Branching scenario (SPEC 2.12): scenes and choices; the path saved under `scenario` (SPEC 3.7). */
export default defineContentBlock<ScenarioState>({
  dataType: 'scenarios',
  stateKind: 'scenario',
  loadView: () => import(/* webpackChunkName: "b-scenarios" */ './View'),
});
