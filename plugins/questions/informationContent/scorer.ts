/** SPEC 5.1 content page: the rule every content page shares (plugins/questions/shared/contentPage.ts). */
export { score } from '../shared/contentPage';
