import { defineContentBlock } from '@core';
import type { MediaProgress } from '../shared/media/progress';
import { VIDEO_ALIASES } from './dataTypes';

/**
 * singleVideo and the video layouts (SPEC 2.12): SingleVideo, VideoWithText, VideoInTheLeft,
 * VideoInTheRight, VideoOnTheBottom, videoTwoColumns (and their other capitalisations), one view.
 * Media progress is saved under videoProgress, keyed by media id (SPEC 3.7, 5.2).
 */
export default defineContentBlock<MediaProgress>({
  dataType: 'singleVideo',
  aliases: VIDEO_ALIASES,
  media: true,
  stateKind: 'videoProgress',
  loadView: () => import(/* webpackChunkName: "b-singleVideo" */ './View'),
});
