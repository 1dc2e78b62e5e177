import { frameTreatment } from '@core';
import type { CSSProperties } from 'react';

export interface RuledFrameProps {
  src: string;
  /** The frame's accessible name; an SVG shown as an image takes it as its alt text. */
  title: string;
  className?: string;
  allow?: string | null;
  allowFullScreen?: boolean;
  loading?: 'lazy' | 'eager';
  style?: CSSProperties;
}

/**
 * Every <iframe> a block renders from an address goes through here, so the frame rule of core
 * (frameTreatment, docs/security.md) holds whichever block made it: a page from the player's origin
 * runs sandboxed without allow-same-origin, a cross-origin page keeps its origin, an SVG is an image.
 */
export function RuledFrame({ src, title, className, allow, allowFullScreen, loading, style }: RuledFrameProps) {
  const treatment = frameTreatment(src, window.location.href);
  if (treatment.kind === 'none') return null;
  if (treatment.kind === 'image') return <img className={`bd-frame-image ${className ?? ''}`} src={treatment.src} alt={title} style={style} />;
  return (
    <iframe
      className={className}
      src={treatment.src}
      title={title}
      sandbox={treatment.sandbox ?? undefined}
      loading={loading}
      allow={allow ?? undefined}
      allowFullScreen={allowFullScreen || undefined}
      referrerPolicy="strict-origin-when-cross-origin"
      style={style}
    />
  );
}
