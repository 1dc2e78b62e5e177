import { defineContentBlock } from '@core';
import type { MediaProgress } from '../shared/media/progress';
import { VIDEO_ALIASES } from './dataTypes';

/**
 * singleVideo and the video layouts (SPEC 2.12): SingleVideo, VideoWithText, VideoInTheLeft,
 * VideoInTheRight, VideoOnTheBottom, videoTwoColumns (and their other capitalisations), one view.
 * Media progress is saved under videoProgress, keyed by media id (SPEC 3.7, 5.2); a retake keeps it.
 */
export default defineContentBlock<MediaProgress>({
  dataType: 'singleVideo',
  aliases: VIDEO_ALIASES,
  media: true,
  // The first block state to go when a record does not fit (the video plays from the start).
  state: { key: 'videoProgress', denseKey: 'vp', clearedOnNewAttempt: false, dropRank: 40, media: true },
  loadView: () => import(/* webpackChunkName: "b-singleVideo" */ './View'),
});
