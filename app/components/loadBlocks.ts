/**
 * The block renderer, in its own chunk: the cover's introduction and every page after the cover
 * need it, so startPlayer begins fetching it while the package loads and the cover never waits.
 */
export const loadBlocks = () => import(/* webpackChunkName: "blocks" */ './Blocks');
