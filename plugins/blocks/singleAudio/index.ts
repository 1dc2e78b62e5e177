import { defineContentBlock } from '@core';
import type { MediaProgress } from '../shared/media/progress';

/**
 * singleAudio / SingleAudio (SPEC 2.12): listening progress saved under audioProgress by media id
 * (SPEC 3.7), which the question's voice-over shares (app/components/PageMedia.tsx); a retake keeps it.
 */
export default defineContentBlock<MediaProgress>({
  dataType: 'singleAudio',
  aliases: ['SingleAudio'],
  media: true,
  state: { key: 'audioProgress', denseKey: 'ap', clearedOnNewAttempt: false, dropRank: 50, media: true },
  loadView: () => import(/* webpackChunkName: "b-singleAudio" */ './View'),
});
