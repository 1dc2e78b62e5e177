import type { StoreLimits } from '../progress/codec/ProgressCodec';

/** What a store holds for this learner and course: the encoded record, and the store's version of it. */
export interface StoredProgress {
  text: string;
  /** An opaque version (an ETag, a state id) sent back with the next save so a store can detect a conflict. */
  revision?: string;
}

export type SaveFailureKind = 'too-large' | 'conflict' | 'unauthorized' | 'offline';

/**
 * The outcome of one write. A store reports these instead of throwing, so the scheduler can keep the
 * learner's state and decide: a retryable failure is tried again with back-off, any other waits for
 * the next change (which may be smaller, or come after the learner signed in again).
 */
export type SaveResult =
  | { kind: 'ok'; revision?: string }
  | { kind: SaveFailureKind; retryable: boolean; detail?: string };

export const saveOk = (revision?: string): SaveResult => (revision === undefined ? { kind: 'ok' } : { kind: 'ok', revision });

export const saveFailed = (kind: SaveFailureKind, retryable: boolean, detail?: string): SaveResult =>
  detail === undefined ? { kind, retryable } : { kind, retryable, detail };

/**
 * Where one learner's progress in one course is kept (browser, LMS suspend_data, LRS state, learner
 * service). It stores text: the progress codec turns the record into text that fits `limits`. Only the
 * SaveScheduler writes to it (core/delivery/SaveScheduler.ts).
 */
export interface ProgressStore {
  readonly id: string;
  readonly limits: StoreLimits;
  /**
   * How long a change that only the clock made (the running course timer) may wait before it is
   * written; unset means every second (SPEC 4.6). A store whose writes cost a round trip sets more.
   */
  readonly clockSaveMs?: number;
  /**
   * A store whose writes go over HTTP retries a network error or 5xx every this many ms, without
   * back-off (SPEC 7.1: every 3000 ms), so the save follows the connection back at once. Unset: back-off.
   */
  readonly retryEveryMs?: number;
  /** The saved text, or null when there is none (or the store cannot be read; the store says why on the console). */
  load(): Promise<StoredProgress | null>;
  /** Writes the text; resolves with a typed result and never rejects for the failures SaveResult names. */
  save(text: string, options: { revision?: string }): Promise<SaveResult>;
  /**
   * Page hide: write now, synchronously (localStorage, a synchronous LMS call, a beacon), because the
   * page may be gone before a promise settles. Stores that cannot omit it; the scheduler then starts an
   * ordinary save and hopes.
   */
  flushSync?(text: string): SaveResult;
  remove(): Promise<void>;
  /**
   * The text load() returned cannot be used (not decodable, a field of the wrong type, a newer
   * player's version): keep it out of the way, where nothing is lost and it is not read again (SPEC 8.3).
   */
  setAside?(reason: string): void;
}
