import { isAnimatedImage } from './animatedImage';

/**
 * Seizure-safe mode beyond CSS (SPEC 2.7; docs/accessibility.md). While html[data-a11y-seizure-safe]
 * is set, on every screen and in every plugin's markup, which none of them needs to know:
 * - media start only on the learner's press: an author's `autoplay` is removed from <video>/<audio>,
 *   and a medium that starts without the learner's activation (a script's play()) is paused again;
 * - a video host's frame is loaded without its autoplay (the address's autoplay parameter set to 0,
 *   the frame's autoplay permission taken away);
 * - an animated GIF, PNG or WebP shows its first frame, as a still image of the same size and text.
 * Turned off, the images are given their own files back; nothing starts playing by itself again.
 * The CSS half (no animation, transition or smooth scrolling) is app/styles/accessibility.css.
 */
const ATTRIBUTE = 'data-a11y-seizure-safe';
/** The animated file of an image shown as a still, to give back when the setting is turned off. */
const ANIMATED_SRC = 'data-a11y-animated-src';
/** Set on an image once checked: its value says whether it is a still made here or moved not. */
const CHECKED = 'data-a11y-still';

const on = () => document.documentElement.hasAttribute(ATTRIBUTE);

/** The autoplay parameters of the video hosts' embed addresses (YouTube, Vimeo, Wistia, Dailymotion…). */
const AUTOPLAY_PARAMS = /^(autoplay|auto_play|autostart|muted_autoplay)$/i;

/** The address of a frame without its autoplay; null when it asks for none. */
export function withoutAutoplay(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src, document.baseURI);
  } catch {
    return null;
  }
  let changed = false;
  for (const key of [...url.searchParams.keys()]) {
    if (AUTOPLAY_PARAMS.test(key) && !/^(0|false|no)$/i.test(url.searchParams.get(key) ?? '')) {
      url.searchParams.set(key, '0');
      changed = true;
    }
  }
  return changed ? url.toString() : null;
}

/** A permissions policy without autoplay, and autoplay explicitly refused. */
export const allowWithoutAutoplay = (allow: string | null): string =>
  [...(allow ?? '').split(';').map((p) => p.trim()).filter((p) => p && !/^autoplay\b/i.test(p)), "autoplay 'none'"].join('; ');

function quietFrame(frame: HTMLIFrameElement): void {
  const allow = frame.getAttribute('allow');
  if (allow?.includes("autoplay 'none'")) return;
  frame.setAttribute('allow', allowWithoutAutoplay(allow));
  // The new policy and address apply to the frame's next load: a frame that asked for autoplay loads again at once.
  const src = frame.getAttribute('src');
  const quiet = src ? withoutAutoplay(src) : null;
  if (src && (quiet || /\bautoplay\b/i.test(allow ?? ''))) frame.setAttribute('src', quiet ?? src);
}

function quietMedia(media: HTMLMediaElement): void {
  if (!media.hasAttribute('autoplay')) return;
  media.removeAttribute('autoplay');
  media.autoplay = false;
  if (!media.paused) media.pause();
}

/** The first frame of an animated image, as a PNG of its own size; null when it cannot be read here. */
async function stillOf(src: string): Promise<string | null> {
  const response = await fetch(src);
  if (!response.ok) return null;
  const blob = await response.blob();
  if (!isAnimatedImage(new Uint8Array(await blob.arrayBuffer()))) return null;
  // createImageBitmap decodes an animation's first frame.
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const still = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return still ? URL.createObjectURL(still) : null;
}

/** Only the formats that can move are read; a JPEG or an SVG is left alone at once. */
const MAY_MOVE = /\.(gif|png|apng|webp)(?:[?#]|$)|^data:image\/(gif|png|apng|webp)[;,]/i;

async function stillImage(img: HTMLImageElement): Promise<void> {
  const src = img.currentSrc || img.getAttribute('src') || '';
  if (img.hasAttribute(CHECKED) || !src || !MAY_MOVE.test(src)) return;
  img.setAttribute(CHECKED, 'checking');
  let still: string | null = null;
  try {
    still = await stillOf(src);
  } catch {
    // Another origin without CORS, or a file that cannot be decoded: it stays as it is.
  }
  if (still && on()) {
    img.setAttribute(ANIMATED_SRC, src);
    img.removeAttribute('srcset');
    img.src = still;
    img.setAttribute(CHECKED, 'still');
  } else img.setAttribute(CHECKED, 'no');
}

function restoreImages(): void {
  document.querySelectorAll<HTMLImageElement>(`img[${ANIMATED_SRC}]`).forEach((img) => {
    URL.revokeObjectURL(img.src);
    img.src = img.getAttribute(ANIMATED_SRC)!;
    img.removeAttribute(ANIMATED_SRC);
  });
  document.querySelectorAll(`img[${CHECKED}]`).forEach((img) => img.removeAttribute(CHECKED));
}

function apply(root: ParentNode): void {
  root.querySelectorAll<HTMLMediaElement>('video[autoplay], audio[autoplay]').forEach(quietMedia);
  root.querySelectorAll<HTMLIFrameElement>('iframe').forEach(quietFrame);
  root.querySelectorAll<HTMLImageElement>('img').forEach((img) => void stillImage(img));
}

function applyTo(node: Node): void {
  if (!(node instanceof Element)) return;
  if (node instanceof HTMLMediaElement) quietMedia(node);
  else if (node instanceof HTMLIFrameElement) quietFrame(node);
  else if (node instanceof HTMLImageElement) void stillImage(node);
  apply(node);
}

let started = false;

/** Runs from the first time the setting is on, for the rest of the page's life (app/a11yEffects/index.ts). */
export function startSeizureSafe(): void {
  if (started) return;
  started = true;
  // A medium started without the learner's press (its own or a script's) is stopped.
  document.addEventListener(
    'play',
    (event) => {
      const media = event.target;
      if (on() && media instanceof HTMLMediaElement && !navigator.userActivation?.isActive) media.pause();
    },
    true,
  );
  const observer = new MutationObserver((records) => {
    if (!on()) return;
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(applyTo);
      // A new address of an image (a lazily loaded one, a gallery's next picture) is checked again.
      else if (record.target instanceof HTMLImageElement && !record.target.getAttribute('src')?.startsWith('blob:')) {
        record.target.removeAttribute(CHECKED);
        void stillImage(record.target);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
  new MutationObserver(() => (on() ? apply(document) : restoreImages())).observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  if (on()) apply(document);
}
