/**
 * A scenario page is scored as a content page (SPEC 5.1): 100 when content-page scoring is on and
 * the page was opened, else 0. The rule is informationContent's own, shared rather than restated.
 */
export { score } from '../informationContent/scorer';
