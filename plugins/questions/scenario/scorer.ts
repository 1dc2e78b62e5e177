/**
 * A scenario page is scored as a content page (SPEC 5.1): 100 when content-page scoring is on and
 * the page was opened, else 0. The rule is every content page's (plugins/questions/shared/
 * contentPage.ts), shared rather than restated.
 */
export { score } from '../shared/contentPage';
