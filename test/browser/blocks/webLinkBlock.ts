/** Web link (plugins/blocks/webLinkBlock): the same link card as linkCuration, so the same driver. */
export { interact, check } from './linkCuration';
