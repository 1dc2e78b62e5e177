/**
 * singleAudio / SingleAudio: the fragment read into data (pure, over an Element).
 *
 * Shape read (lenient; without a playable source the view falls back to static HTML):
 *
 *   <div class="eg-content-editor" data-type="singleAudio">
 *     <h3>Listen: …</h3>
 *     <audio src="media/x.wav" title="What it is">
 *       <source src="media/x.mp3" type="audio/mpeg">
 *       <track kind="captions" src="media/x.vtt" srclang="en" label="English">
 *     </audio>
 *     <p>Any text: a transcript, a caption…</p>
 *   </div>
 *
 * - The media are the <audio> elements in document order (attributes in ../shared/media/model.ts);
 *   without one, a link to an audio file (.mp3, .m4a, .ogg, .wav…) or the root's data-audio-url.
 * - The text is the rest of the fragment, kept where the author put it: what comes before the first
 *   audio (a heading, an introduction) above the player(s), what follows it (a transcript) below.
 * - Tracks are passed to the <audio> element; browsers show no captions for audio, so an author who
 *   wants a transcript writes it as text.
 */
import type { Resolve } from '../shared/attributes';
import { readMedia, splitAround, textWithoutMedia, type NativeMedia } from '../shared/media/model';

export interface AudioBlock {
  media: NativeMedia[];
  /** The author's content above the player(s), or null. */
  before: Element | null;
  /** The author's content below the player(s), or null. */
  after: Element | null;
}

const AUDIO_LINK = /\.(mp3|m4a|aac|oga|ogg|opus|wav|weba|flac)(?:[?#]|$)/i;

export function parseAudioBlock(root: Element, resolve?: Resolve): AudioBlock | null {
  const media = readMedia(root, 'audio', '', resolve).filter((m): m is NativeMedia => m.kind === 'audio');
  if (media.length === 0) return null;
  const anchor = root.querySelector('audio') ?? Array.from(root.querySelectorAll('a[href]')).find((a) => AUDIO_LINK.test(a.getAttribute('href') ?? '')) ?? null;
  if (!anchor) return { media, before: null, after: textWithoutMedia(root, 'audio') };
  const links = anchor.tagName.toLowerCase() === 'a';
  const { before, after } = splitAround(root, anchor);
  return {
    media,
    before: before && textWithoutMedia(before, 'audio', links),
    after: after && textWithoutMedia(after, 'audio', links),
  };
}
