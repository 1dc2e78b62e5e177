/**
 * Media progress (SPEC 3.7, 5.2), shared by bd's video and audio blocks.
 *
 * Saved in the progress record under `videoProgress` / `audioProgress`, keyed by the media id
 * '{prefix}_{questionIndex}_{mediaIndex}' that the block's `mediaId(mediaIndex)` builds. Each entry is
 * {progressedTime, totalMediaWatched}: the furthest point played, in seconds, and whether the medium
 * was played to the end ('ended', or the furthest point at 95% of its duration or more).
 *
 * The media index: SPEC counts the media of a page in document order, but one block does not know
 * the others (they load independently). So a medium's index is the block's position among the
 * page's top-level blocks × 10 + the medium's index inside the block (a block nested in another uses
 * its top-level ancestor's position). That keeps ids stable across reloads and page layouts; a block
 * with more than ten media would run into the next block's numbers.
 */

export interface MediaProgress {
  /** The furthest point played, in seconds. */
  progressedTime: number;
  /** Played to the end: ended, or the furthest point at WATCHED_FRACTION of the duration or more. */
  totalMediaWatched: boolean;
}

export const WATCHED_FRACTION = 0.95;
/** Media ids per block: the block's position × MEDIA_PER_BLOCK + the medium's index inside it. */
export const MEDIA_PER_BLOCK = 10;

/** A saved entry read leniently (null for anything unusable). */
export function readProgress(value: unknown): MediaProgress | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const time = Number(v.progressedTime);
  const watched = v.totalMediaWatched === true || v.totalMediaWatched === 'true';
  if (!Number.isFinite(time) || time < 0) return watched ? { progressedTime: 0, totalMediaWatched: true } : null;
  return { progressedTime: time, totalMediaWatched: watched };
}

const round = (s: number) => Math.round(s * 10) / 10;

/**
 * The progress after the medium played up to `position` (pass the position only while it plays,
 * not after a seek), given its `duration` (NaN or Infinity while unknown) and whether it `ended`.
 */
export function advance(previous: MediaProgress | null, position: number, duration: number, ended: boolean): MediaProgress {
  const known = Number.isFinite(duration) && duration > 0;
  let furthest = Math.max(previous?.progressedTime ?? 0, Number.isFinite(position) ? position : 0);
  if (ended && known) furthest = Math.max(furthest, duration);
  if (known) furthest = Math.min(furthest, duration);
  const watched = (previous?.totalMediaWatched ?? false) || ended || (known && furthest >= WATCHED_FRACTION * duration);
  return { progressedTime: round(furthest), totalMediaWatched: watched };
}

/** Whether `next` is worth saving over `saved`: played on by `step` seconds, or newly finished. */
export function worthSaving(saved: MediaProgress | null, next: MediaProgress, step = 2): boolean {
  if (!saved) return next.progressedTime > 0 || next.totalMediaWatched;
  if (next.totalMediaWatched !== saved.totalMediaWatched) return true;
  return next.progressedTime - saved.progressedTime >= step;
}

/**
 * Where a reload resumes: the saved furthest point, unless the medium was finished, barely
 * started, or the point is at its very end.
 */
export function resumePoint(saved: MediaProgress | null, duration: number): number | null {
  if (!saved || saved.totalMediaWatched || saved.progressedTime < 1) return null;
  if (Number.isFinite(duration) && duration > 0 && saved.progressedTime >= duration - 0.5) return null;
  return saved.progressedTime;
}

/** m:ss (h:mm:ss from an hour on), as media players show time. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The page-wide media index of a block's medium (see the top of this file). */
export const mediaIndexOf = (blockPosition: number, indexInBlock: number) => blockPosition * MEDIA_PER_BLOCK + indexInBlock;

/**
 * The position of the block that holds `el` among the page's top-level blocks: the wrappers the
 * player renders as `.block[data-block-id]` inside `.blocks` lists. 0 outside a player page.
 */
export function blockPosition(el: Element | null): number {
  let block = el?.closest('.block[data-block-id]') ?? null;
  if (!block) return 0;
  // Climb to the block whose list is not itself inside another block.
  for (let outer = block.parentElement?.closest('.block[data-block-id]'); outer; outer = outer.parentElement?.closest('.block[data-block-id]')) block = outer;
  const list = block.parentElement;
  if (!list) return 0;
  const siblings = Array.from(list.children).filter((c) => c.matches('.block[data-block-id]'));
  return Math.max(0, siblings.indexOf(block));
}
