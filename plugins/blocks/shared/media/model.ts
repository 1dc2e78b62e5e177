/**
 * Media elements of a fragment (bd's group: singleVideo and its layouts, singleAudio), read leniently.
 *
 * A native medium is a <video> or <audio> with `src` or <source src type> children, optional
 * <track src kind srclang label default> captions, `poster`, and a name in aria-label / title /
 * data-title. Its width in the layout is `data-width` (a percentage of the block, on the element or a
 * wrapper; SPEC 2.12: a width of 0 means 50%) or a `width="NN%"` attribute. Its shape is
 * data-aspect-ratio, numeric width/height attributes or a wrapper's `padding-bottom: NN%` (the
 * authoring tool's video rows), else 16:9. A video host's player is an <iframe src> (rendered as a
 * lazily loaded frame, without saved progress: its time is the host's business).
 */
import { aspectOf, attr, flag, hasContent, inheritedAttr, safeUrl, textOf, type Resolve } from '../attributes';
import type { FrameData } from '../../../shared/LazyFrame';

export interface MediaSource {
  src: string;
  type: string | null;
}

export type TrackKind = 'captions' | 'subtitles' | 'descriptions' | 'chapters' | 'metadata';

export interface MediaTrack {
  src: string;
  kind: TrackKind;
  srclang: string | null;
  label: string | null;
  isDefault: boolean;
}

export interface NativeMedia {
  kind: 'video' | 'audio';
  sources: MediaSource[];
  tracks: MediaTrack[];
  poster: string | null;
  /** The author's name for the medium (aria-label), if any. */
  label: string | null;
  /** Percentage of the block's width, or null for the layout's default. */
  width: number | null;
  aspectRatio: number;
}

export interface FrameMedia {
  kind: 'frame';
  frame: FrameData;
  width: number | null;
}

export type MediaItem = NativeMedia | FrameMedia;

const TRACK_KINDS: TrackKind[] = ['captions', 'subtitles', 'descriptions', 'chapters', 'metadata'];
const AUDIO_FILE = /\.(mp3|m4a|aac|oga|ogg|opus|wav|weba|flac)(?:[?#]|$)/i;
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)(?:[?#]|$)/i;

/** SPEC 2.12: "A video with width 0 defaults to 50%". Other values are clamped to 10..100. */
export function parseWidth(value: string | null): number | null {
  if (value === null) return null;
  const n = parseFloat(value);
  if (!Number.isFinite(n)) return null;
  if (n === 0) return 50;
  return Math.min(100, Math.max(10, n));
}

function widthOf(el: Element, root: Element): number | null {
  const data = inheritedAttr(el, root, 'data-width', 'data-video-width');
  if (data !== null) return parseWidth(data);
  const w = el.getAttribute('width');
  return w && /%\s*$/.test(w) ? parseWidth(w) : null;
}

function tracksOf(el: Element): MediaTrack[] {
  return Array.from(el.querySelectorAll('track')).flatMap((t) => {
    const src = safeUrl(t.getAttribute('src'), { allowData: true });
    if (!src) return [];
    const kind = (t.getAttribute('kind') ?? 'subtitles').toLowerCase() as TrackKind;
    return [{ src, kind: TRACK_KINDS.includes(kind) ? kind : 'subtitles', srclang: attr(t, 'srclang'), label: attr(t, 'label'), isDefault: t.hasAttribute('default') }];
  });
}

function sourcesOf(el: Element): MediaSource[] {
  const out: MediaSource[] = [];
  const own = safeUrl(el.getAttribute('src') ?? el.getAttribute('data-src'), { allowData: true });
  if (own) out.push({ src: own, type: attr(el, 'type') });
  el.querySelectorAll('source').forEach((s) => {
    const src = safeUrl(s.getAttribute('src'), { allowData: true });
    if (src && !out.some((o) => o.src === src)) out.push({ src, type: attr(s, 'type') });
  });
  return out;
}

/** A <video>/<audio> (or a link to a media file) as a native medium; null when it has no usable source. */
export function readNative(el: Element, root: Element, kind: 'video' | 'audio'): NativeMedia | null {
  const tag = el.tagName.toLowerCase();
  const sources = tag === 'a' ? [safeUrl(el.getAttribute('href'))].filter((s): s is string => !!s).map((src) => ({ src, type: null })) : sourcesOf(el);
  if (sources.length === 0) return null;
  return {
    kind,
    sources,
    tracks: tag === 'a' ? [] : tracksOf(el),
    poster: kind === 'video' ? safeUrl(el.getAttribute('poster'), { allowData: true }) : null,
    label: attr(el, 'aria-label', 'title', 'data-title') ?? (tag === 'a' ? textOf(el) || null : null),
    width: widthOf(el, root),
    aspectRatio: aspectOf(el, root, 16 / 9),
  };
}

/** A video host's <iframe> as a frame medium; null without a loadable http(s) src. */
export function readFrameMedia(el: Element, root: Element, fallbackTitle: string): FrameMedia | null {
  const src = safeUrl(el.getAttribute('src') ?? el.getAttribute('data-src'));
  if (!src) return null;
  return {
    kind: 'frame',
    frame: {
      src,
      title: attr(el, 'title', 'aria-label', 'data-title') ?? fallbackTitle,
      allow: attr(el, 'allow'),
      allowFullscreen: flag(el, 'allowfullscreen') ?? true,
      aspectRatio: aspectOf(el, root, 16 / 9),
      height: null,
    },
    width: widthOf(el, root),
  };
}

/** The elements that hold media, in document order: the selector both the reader and the text split use. */
export function mediaSelector(kind: 'video' | 'audio'): string {
  return kind === 'video' ? 'video, iframe' : 'audio';
}

/** The media of a fragment in document order (unusable ones dropped). */
export function readMedia(root: Element, kind: 'video' | 'audio', frameTitle: string, resolve?: Resolve): MediaItem[] {
  const found = Array.from(root.querySelectorAll(mediaSelector(kind)));
  const items = found.flatMap((el) => {
    const item = el.tagName.toLowerCase() === 'iframe' ? readFrameMedia(el, root, frameTitle) : readNative(el, root, kind);
    return item ? [item] : [];
  });
  if (items.length > 0) return items;
  // Lenient: a plain link to a media file, or the file on the root's data attributes.
  const pattern = kind === 'audio' ? AUDIO_FILE : VIDEO_FILE;
  const link = Array.from(root.querySelectorAll('a[href]')).find((a) => pattern.test(a.getAttribute('href') ?? ''));
  if (link) {
    const item = readNative(link, root, kind);
    if (item) return [item];
  }
  const data = safeUrl(attr(root, kind === 'audio' ? 'data-audio-url' : 'data-video-url', 'data-src', 'data-url'), { allowData: true, resolve });
  return data ? [{ kind, sources: [{ src: data, type: null }], tracks: [], poster: null, label: attr(root, 'data-title'), width: widthOf(root, root), aspectRatio: aspectOf(root, root, 16 / 9) }] : [];
}

/**
 * The fragment's own text with the media taken out: a clone of the root without the media
 * elements (and links to media files when those were the media), and without wrappers that are left
 * empty. Null when nothing visible remains.
 */
export function textWithoutMedia(root: Element, kind: 'video' | 'audio', alsoLinks = false): Element | null {
  const clone = root.cloneNode(true) as Element;
  const selector = alsoLinks ? `${mediaSelector(kind)}, a[href]` : mediaSelector(kind);
  const pattern = kind === 'audio' ? AUDIO_FILE : VIDEO_FILE;
  clone.querySelectorAll(selector).forEach((el) => {
    if (el.tagName.toLowerCase() === 'a' && !pattern.test(el.getAttribute('href') ?? '')) return;
    let node: Element | null = el.parentElement;
    el.remove();
    while (node && node !== clone && !hasContent(node)) {
      const parent: Element | null = node.parentElement;
      node.remove();
      node = parent;
    }
  });
  return hasContent(clone) ? clone : null;
}

/**
 * The fragment's content before and after `el` (each a shallow clone of the root holding that part,
 * or null when nothing visible is there): an author's heading stays above a player, a transcript
 * below it.
 */
export function splitAround(root: Element, el: Element): { before: Element | null; after: Element | null } {
  const part = (setup: (r: Range) => void) => {
    const range = root.ownerDocument.createRange();
    setup(range);
    const holder = root.cloneNode(false) as Element;
    holder.append(range.cloneContents());
    return hasContent(holder) ? holder : null;
  };
  return {
    before: part((r) => {
      r.setStart(root, 0);
      r.setEndBefore(el);
    }),
    after: part((r) => {
      r.setStartAfter(el);
      r.setEnd(root, root.childNodes.length);
    }),
  };
}
