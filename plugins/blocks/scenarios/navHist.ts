/**
 * The entry of the `scenario` field that holds the visited scenes of every scenario block
 * (scenario.navHist, SPEC 3.7) beside the blocks' own entries. A module of its own: the
 * registration (index.ts, on the first page) trims it without loading the model.
 */
export const NAV_HIST_KEY = 'navHist';
