/**
 * In xAPI a scenario page is experienced like a content page: interaction 'other' with no
 * response, the very shape informationContent sends (the question-type extension says 'scenario').
 */
export { toInteraction } from '../shared/contentPage';
