/** Content pages are 'experienced', not answered: the interaction every content page shares (plugins/questions/shared/contentPage.ts). */
export { toInteraction } from '../shared/contentPage';
