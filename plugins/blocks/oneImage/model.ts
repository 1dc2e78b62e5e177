/**
 * oneImage: one picture, shown at its size and opened full size in the image-preview gallery
 * (SPEC 2.8) from a zoom button or a click on the picture.
 *
 * Fragment shape read here (real packages: the image in a paragraph; the caption is optional):
 *
 *   <div class="eg-content-editor" data-type="oneImage" [data-caption="…"]>
 *     <p><img src="media/x.svg" alt="…" [width="960" height="540"]></p>
 *     [<p class="image-caption">…caption HTML…</p>]
 *   </div>
 *
 * Also read: `<figure><img><figcaption>…</figcaption></figure>`, a caption in `.caption` /
 * `[data-caption-text]`, or the caption as the image's `data-caption` / the fragment's `data-caption`
 * attribute (plain text). Any other content beside the image counts as its caption. The size comes
 * from the image's width / height (attributes, px style or URL parameters; see shared/authorImages).
 * No image, more than one image, or an image without a source: the fragment is shown as static HTML.
 */
import { hasContent, knownSize, originalUrl, type ImageSize } from '../shared/authorImages';

export type OneImage =
  | {
      kind: 'image';
      /** The image URL as the fragment has it (relative URLs already resolved by the app). */
      src: string;
      /** The original, without the size parameters: what the gallery shows. */
      original: string;
      alt: string;
      size: ImageSize | null;
      /** Caption markup (nodes of the fragment; clone before showing), if any. */
      caption: Node[];
      /** A plain-text caption from an attribute, when there is no caption markup. */
      captionText: string;
    }
  | { kind: 'static'; reason: string };

const CAPTION = 'figcaption, .image-caption, .caption, [data-caption-text]';

/** The fragment's top-level part holding `node`. */
function topLevel(root: Element, node: Node): Node {
  let n = node;
  while (n.parentNode && n.parentNode !== root) n = n.parentNode;
  return n;
}

export function parseOneImage(root: Element): OneImage {
  const images = root.querySelectorAll('img');
  if (images.length === 0) return { kind: 'static', reason: 'no image' };
  if (images.length > 1) return { kind: 'static', reason: 'more than one image' };
  const img = images[0];
  const src = (img.getAttribute('src') ?? '').trim();
  if (!src) return { kind: 'static', reason: 'image without a source' };

  const captionEl = root.querySelector(CAPTION);
  const holder = topLevel(root, img);
  let caption: Node[] = [];
  if (captionEl && !captionEl.contains(img)) {
    caption = [...captionEl.childNodes];
  } else {
    // Whatever else the fragment shows beside the image's own paragraph is its caption.
    caption = [...root.childNodes].filter((n) => n !== holder && (n.nodeType === 1 || n.nodeType === 3) && hasContent(n));
    // Text beside the image inside its own paragraph too (not the paragraph itself: it holds the image).
    if (holder !== img && holder.nodeType === 1) {
      const beside = [...holder.childNodes].filter((n) => n !== img && !(n.nodeType === 1 && (n as Element).contains(img)) && hasContent(n));
      caption = [...beside, ...caption];
    }
  }
  const captionText = caption.length > 0 ? '' : (img.getAttribute('data-caption') ?? root.getAttribute('data-caption') ?? '').trim();
  return {
    kind: 'image',
    src,
    original: originalUrl(src),
    alt: img.getAttribute('alt') ?? '',
    size: knownSize(img),
    caption,
    captionText,
  };
}
