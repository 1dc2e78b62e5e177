// Kept apart from model.ts: the registration (on the first page) needs these names, not the parsing code.
/** The data-types this plugin claims besides 'singleVideo' (SPEC 2.12 spellings and their twins). */
export const VIDEO_ALIASES = [
  'SingleVideo',
  'VideoWithText',
  'videoWithText',
  'VideoInTheLeft',
  'videoInTheLeft',
  'VideoInTheRight',
  'videoInTheRight',
  'VideoOnTheBottom',
  'videoOnTheBottom',
  'videoTwoColumns',
  'VideoTwoColumns',
];
