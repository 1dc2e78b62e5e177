import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Translate } from '@core';
import type { NativeMedia } from './model';
import { advance, blockPosition, formatClock, readProgress, resumePoint, worthSaving, type MediaProgress } from './progress';
import './media.css';

/** The block's position among the page's top-level blocks, once it is in the page (see progress.ts). */
export function useBlockPosition(ref: RefObject<Element | null>): number | null {
  const [position, setPosition] = useState<number | null>(null);
  useLayoutEffect(() => {
    setPosition(blockPosition(ref.current));
  }, [ref]);
  return position;
}

export interface MediaPlayerProps {
  item: NativeMedia;
  /** The media id its progress is saved under; null while the block's position is not known yet. */
  storageKey: string | null;
  load: (key: string) => unknown;
  save: (key: string, progress: MediaProgress) => void;
  /** Tells the page which media id this player plays; returns the unregister function. */
  register?: (key: string) => () => void;
  t: Translate;
  announce: (message: string) => void;
}

/**
 * A native <video>/<audio> with the browser's own controls and the author's caption tracks, which
 * saves how far it was played (SPEC 3.7 videoProgress / audioProgress) and, after a reload, resumes
 * at the saved point with a "continue from m:ss" offer.
 *
 * Only playing moves the furthest point: a seek alone does not, 'ended' (or 95%) finishes it.
 * Saves happen every second of new progress, on pause, on the end, when the page hides and when
 * the block goes away.
 */
export function MediaPlayer({ item, storageKey, load, save, register, t, announce }: MediaPlayerProps) {
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const progress = useRef<MediaProgress | null>(null);
  const saved = useRef<MediaProgress | null>(null);
  const key = useRef(storageKey);
  key.current = storageKey;
  const io = useRef({ load, save, t, announce });
  io.current = { load, save, t, announce };
  const [offer, setOffer] = useState<number | null>(null);
  const [watched, setWatched] = useState(false);

  const commit = (force: boolean) => {
    const k = key.current;
    const p = progress.current;
    if (!k || !p) return;
    const last = saved.current;
    const changed = !last || last.progressedTime !== p.progressedTime || last.totalMediaWatched !== p.totalMediaWatched;
    if (force ? changed : worthSaving(last, p, 1)) {
      io.current.save(k, p);
      saved.current = p;
    }
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // The page learns what this player plays (SPEC 4.2 media-viewing restriction).
  useEffect(() => (storageKey && register ? register(storageKey) : undefined), [storageKey, register]);

  // The saved entry, once the media id is known; the resume point once the duration is known.
  useEffect(() => {
    if (!storageKey) return undefined;
    const entry = readProgress(io.current.load(storageKey));
    progress.current = entry;
    saved.current = entry;
    setWatched(entry?.totalMediaWatched ?? false);
    const el = media.current;
    if (!el) return undefined;
    const apply = () => {
      const point = resumePoint(entry, el.duration);
      if (point !== null && el.paused && el.currentTime < 0.5) {
        el.currentTime = point;
        setOffer(point);
      }
    };
    if (el.readyState >= 1) {
      apply();
      return undefined;
    }
    el.addEventListener('loadedmetadata', apply, { once: true });
    return () => el.removeEventListener('loadedmetadata', apply);
  }, [storageKey]);

  useEffect(() => {
    const el = media.current;
    if (!el) return undefined;
    const step = (ended: boolean) => {
      const before = progress.current?.totalMediaWatched ?? false;
      progress.current = advance(progress.current, el.currentTime, el.duration, ended);
      if (progress.current.totalMediaWatched && !before) {
        setWatched(true);
        io.current.announce(io.current.t(item.kind === 'video' ? 'player:video watched' : 'player:audio listened'));
      }
    };
    const onTime = () => {
      if (el.paused || el.seeking) return;
      step(false);
      commitRef.current(false);
    };
    const onPause = () => {
      step(el.ended);
      commitRef.current(true);
    };
    const onEnded = () => {
      step(true);
      commitRef.current(true);
    };
    const onPlay = () => setOffer(null);
    const onHide = () => commitRef.current(true);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('pause', onPause);
    el.addEventListener('ended', onEnded);
    el.addEventListener('play', onPlay);
    window.addEventListener('pagehide', onHide);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('ended', onEnded);
      el.removeEventListener('play', onPlay);
      window.removeEventListener('pagehide', onHide);
      commitRef.current(true);
    };
  }, [item.kind]);

  const playFrom = (time: number) => {
    const el = media.current;
    if (!el) return;
    el.currentTime = time;
    setOffer(null);
    el.focus();
    void el.play()?.catch(() => undefined);
  };

  const children = (
    <>
      {item.sources.map((s) => (
        <source key={s.src} src={s.src} type={s.type ?? undefined} />
      ))}
      {item.tracks.map((tr) => (
        <track key={tr.src} src={tr.src} kind={tr.kind} srcLang={tr.srclang ?? undefined} label={tr.label ?? undefined} default={tr.isDefault || undefined} />
      ))}
    </>
  );

  return (
    <div className={`bd-media bd-media-${item.kind}`} data-media-key={storageKey ?? undefined} data-watched={watched || undefined}>
      {item.kind === 'video' ? (
        <div className="bd-media-box" style={{ aspectRatio: String(item.aspectRatio) }}>
          <video ref={media} controls preload="metadata" playsInline poster={item.poster ?? undefined} aria-label={item.label ?? undefined}>
            {children}
          </video>
        </div>
      ) : (
        <audio ref={media} controls preload="metadata" aria-label={item.label ?? undefined}>
          {children}
        </audio>
      )}
      {offer !== null || watched ? (
        <div className="bd-media-after">
          {offer !== null ? (
            <>
              <button type="button" className="btn btn-secondary bd-media-continue" onClick={() => playFrom(offer)}>
                {t('player:continue from', { time: formatClock(offer) })}
              </button>
              <button type="button" className="btn btn-quiet bd-media-restart" onClick={() => playFrom(0)}>
                {t('player:play from start')}
              </button>
            </>
          ) : null}
          {watched ? (
            <p className="bd-media-status">
              <span aria-hidden="true">✓ </span>
              {t(item.kind === 'video' ? 'player:video watched' : 'player:audio listened')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
