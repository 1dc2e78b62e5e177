/**
 * singleVideo and the video layouts: the fragment read into data (pure, over an Element).
 *
 * Shapes read (lenient; an unreadable fragment falls back to static HTML):
 *
 *   <div class="eg-content-editor" data-type="VideoInTheLeft">
 *     <div class="column">
 *       <div class="row video-editor" data-content-type="videoEditor" data-width="40" style="padding-bottom: 56.25%">
 *         <video src="media/x.webm" poster="media/x.svg" title="What the video shows">
 *           <source src="media/x.mp4" type="video/mp4">
 *           <track kind="captions" src="media/x.en.vtt" srclang="en" label="English" default>
 *         </video>
 *       </div>
 *     </div>
 *     <div class="column"><div class="row" data-content-type="textEditor"><h3>…</h3><p>…</p></div></div>
 *   </div>
 *
 * - The media are the fragment's <video> elements and video hosts' <iframe>s, in document order
 *   (see ../shared/media/model.ts for the attributes); without either, a link to a video file or the
 *   root's data-video-url / data-src.
 * - The text is everything else in the fragment (the media and the wrappers they leave empty taken
 *   out), rendered as the author's static HTML.
 * - The layout comes from the data-type, compared case-insensitively:
 *     singleVideo / SingleVideo   the video alone (any text follows it)
 *     VideoWithText               the video, then the text
 *     VideoOnTheBottom            the text, then the video
 *     VideoInTheLeft              the video at the start side, the text beside it (end side)
 *     VideoInTheRight             the text at the start side, the video beside it
 *     videoTwoColumns             the videos side by side, two per row, then any text
 *   Start and end follow the reading direction: in Arabic "left" is on the right. Below 580 px
 *   everything stacks.
 * - Width (SPEC 2.12): a medium's data-width is a percentage of the block; 0 means 50%. Beside text
 *   the first video's width sets the video column (default 50%); alone it sets the video's width
 *   (default 100%, centred).
 */
import type { Resolve } from '../shared/attributes';
import { readMedia, textWithoutMedia, type MediaItem } from '../shared/media/model';

export type VideoLayout = 'single' | 'withText' | 'bottom' | 'left' | 'right' | 'twoColumns';

const LAYOUTS: Record<string, VideoLayout> = {
  singlevideo: 'single',
  videowithtext: 'withText',
  videoonthebottom: 'bottom',
  videointheleft: 'left',
  videointheright: 'right',
  videotwocolumns: 'twoColumns',
};

export { VIDEO_ALIASES } from './dataTypes';

export function layoutOf(dataType: string): VideoLayout {
  return LAYOUTS[dataType.toLowerCase()] ?? 'withText';
}

export interface VideoBlock {
  layout: VideoLayout;
  media: MediaItem[];
  /** The author's text around the video, or null. */
  text: Element | null;
  /** Percentage of the block the video column (beside text) or the video (alone) takes. */
  mediaWidth: number;
}

/** Null when the fragment holds no playable video: the view then shows the static HTML. */
export function parseVideoBlock(root: Element, dataType: string, frameTitle: string, resolve?: Resolve): VideoBlock | null {
  const media = readMedia(root, 'video', frameTitle, resolve);
  if (media.length === 0) return null;
  const layout = layoutOf(dataType);
  const text = textWithoutMedia(root, 'video', !root.querySelector('video, iframe'));
  const beside = layout === 'left' || layout === 'right';
  const first = media[0]!.width;
  return { layout, media, text, mediaWidth: first ?? (beside ? 50 : 100) };
}
