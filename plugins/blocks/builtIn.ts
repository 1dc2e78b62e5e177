/**
 * One line per built-in content block: its folder's registration (plugins/blocks/<dataType>/).
 * The list's order does not matter: the catalogue finds a block by its data-type and aliases.
 */
// the text and image layouts (one view, the other layouts as aliases)
export { default as textEditorOneColumn } from './textEditorOneColumn';
export { default as oneImage } from './oneImage';
export { default as quoteBlock } from './quoteBlock';
export { default as tableBlock } from './tableBlock';
export { default as flipCards } from './flipCards';
export { default as expandableBlock } from './expandableBlock';
export { default as howTo } from './howTo';
export { default as checklist } from './checklist';
export { default as linkCuration } from './linkCuration';
export { default as webLinkBlock } from './webLinkBlock';
export { default as cardSorting } from './cardSorting';
export { default as contentHotspot } from './hotspot';
export { default as scenarios } from './scenarios';
export { default as walkthrough } from './walkthrough';
export { default as roleplayBlock } from './roleplayBlock';
export { default as singleVideo } from './singleVideo';
export { default as singleAudio } from './singleAudio';
export { default as embedBlock } from './embedBlock';
export { default as documentBlock } from './document';
export { default as htmlBlock } from './htmlBlock';
