import { useRef } from 'react';
import { useNearViewport } from './nearViewport';
import { RuledFrame } from './RuledFrame';
import './frame.css';

export interface FrameData {
  /** http(s) or package-relative URL. */
  src: string;
  /** The frame's accessible name (its title attribute). */
  title: string;
  /** The author's permissions policy, verbatim (e.g. "autoplay; fullscreen; clipboard-write"). */
  allow: string | null;
  allowFullscreen: boolean;
  /** Width / height of the reserved box. */
  aspectRatio: number;
  /** A fixed height in CSS pixels instead of the aspect ratio (forms and surveys are tall). */
  height: number | null;
}

/**
 * A third-party frame that costs nothing until the learner scrolls near it: until then a box of the
 * frame's size is reserved (no layout shift), then the <iframe> is rendered with loading="lazy",
 * under the frame rule (RuledFrame: a page of the player's origin runs sandboxed).
 */
export function LazyFrame({ frame, className }: { frame: FrameData; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const style = frame.height ? { blockSize: `${frame.height}px` } : { aspectRatio: String(frame.aspectRatio) };
  return (
    <div ref={box} className={`bd-frame-box ${className ?? ''}`} style={style} data-loaded={near || undefined}>
      {near ? (
        <RuledFrame src={frame.src} title={frame.title} loading="lazy" allow={frame.allow} allowFullScreen={frame.allowFullscreen} />
      ) : (
        <div className="bd-frame-placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
