import { useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { displayUrl, prepareImages } from '../shared/authorImages';
import { parseOneImage } from './model';
import './oneImage.css';

/**
 * One picture with its caption. The zoom button (and a click on the picture) opens the original
 * image in the image-preview gallery; Escape closes it and focus comes back to the button.
 */
export default function OneImageView({ root, renderHtml, imageUrl, openImagePreview, t }: ContentBlockViewProps) {
  const parsed = useMemo(() => parseOneImage(root), [root]);
  const zoom = useRef<HTMLButtonElement>(null);
  // The picture's own size, once loaded: an image the author gave no size is drawn scaled down and
  // centred in the reserved box, and the zoom button goes to the corner of the picture as drawn.
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const measure = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0 && img.naturalHeight > 0) setNatural({ width: img.naturalWidth, height: img.naturalHeight });
  }, []);
  const sized = useRef(imageUrl);
  sized.current = imageUrl;
  const prepared = useMemo(() => {
    if (parsed.kind === 'static') {
      const copy = root.cloneNode(true) as Element;
      prepareImages(copy, (p, w, h) => sized.current(p, w, h));
      return { copy, caption: null };
    }
    if (parsed.caption.length === 0) return { copy: null, caption: null };
    const caption = root.ownerDocument.createElement('div');
    caption.className = 'bl-caption-content';
    for (const n of parsed.caption) caption.appendChild(n.cloneNode(true));
    return { copy: null, caption };
  }, [parsed, root]);

  if (parsed.kind === 'static') return <div className="bl-one-image bl-static">{renderHtml(prepared.copy!) as ReactNode}</div>;

  const open = () => openImagePreview([{ url: parsed.original, alt: parsed.alt }], 0);
  const { size } = parsed;
  const frameStyle = size
    ? ({ '--bl-image-width': `${size.width}px` } as CSSProperties)
    : natural
      ? ({ '--bl-natural-width': natural.width, '--bl-natural-height': natural.height } as CSSProperties)
      : undefined;
  return (
    <figure className="bl-one-image">
      <div className={`bl-one-image-frame ${size ? 'is-sized' : 'is-unsized'}${!size && natural ? ' is-measured' : ''}`} style={frameStyle}>
        <img
          ref={measure}
          onLoad={(e) => measure(e.currentTarget)}
          src={displayUrl(parsed.src, size, imageUrl)}
          alt={parsed.alt}
          width={size?.width}
          height={size?.height}
          decoding="async"
          onClick={() => {
            // The gallery gives focus back to whatever had it: the button, also after a click on the picture.
            zoom.current?.focus();
            open();
          }}
        />
        <button ref={zoom} type="button" className="bl-zoom" aria-label={t('[aria label zoom button]')} aria-haspopup="dialog" onClick={open}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.25" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M15.2 15.2 20.5 20.5M10.5 7.5v6M7.5 10.5h6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {prepared.caption ? (
        <figcaption className="bl-one-image-caption">{renderHtml(prepared.caption, 'block-html bl-caption-html') as ReactNode}</figcaption>
      ) : parsed.captionText ? (
        <figcaption className="bl-one-image-caption">{parsed.captionText}</figcaption>
      ) : null}
    </figure>
  );
}
