import type { AnyContentBlock } from '@core';
import cardSorting from './cardSorting';
import checklist from './checklist';
import documentBlock from './document';
import embedBlock from './embedBlock';
import expandableBlock from './expandableBlock';
import flipCards from './flipCards';
import contentHotspot from './hotspot';
import howTo from './howTo';
import htmlBlock from './htmlBlock';
import linkCuration from './linkCuration';
import oneImage from './oneImage';
import quoteBlock from './quoteBlock';
import roleplayBlock from './roleplayBlock';
import scenarios from './scenarios';
import singleAudio from './singleAudio';
import singleVideo from './singleVideo';
import tableBlock from './tableBlock';
import textEditorOneColumn from './textEditorOneColumn';
import walkthrough from './walkthrough';
import webLinkBlock from './webLinkBlock';

/**
 * The built-in content blocks. Adding one is a folder under plugins/blocks/ named by its data-type
 * and one line here; a data-type without a plugin renders as the author's static HTML. Only the
 * registration is on the first page: each view loads when a page shows its block.
 */
export const builtInBlocks: AnyContentBlock[] = [
  // the text and image layouts (one view, the other layouts as aliases)
  textEditorOneColumn,
  oneImage,
  quoteBlock,
  tableBlock,
  flipCards,
  expandableBlock,
  howTo,
  checklist,
  linkCuration,
  webLinkBlock,
  cardSorting,
  contentHotspot,
  scenarios,
  walkthrough,
  roleplayBlock,
  singleVideo,
  singleAudio,
  embedBlock,
  documentBlock,
  htmlBlock,
];
