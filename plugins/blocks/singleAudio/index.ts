import { defineContentBlock } from '@core';
import type { MediaProgress } from '../shared/media/progress';

/** singleAudio / SingleAudio (SPEC 2.12): listening progress saved under audioProgress by media id (SPEC 3.7). */
export default defineContentBlock<MediaProgress>({
  dataType: 'singleAudio',
  aliases: ['SingleAudio'],
  media: true,
  stateKind: 'audioProgress',
  loadView: () => import(/* webpackChunkName: "b-singleAudio" */ './View'),
});
