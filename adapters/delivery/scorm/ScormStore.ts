import { saveFailed, saveOk, type ProgressStore, type SaveResult, type StoredProgress, type StoreLimits } from '@core';
import type { LmsConnection } from './LmsConnection';

/** A change only the course timer made is written at most this often: each write is an LMS commit. */
const CLOCK_SAVE_MS = 30_000;

/**
 * Saved progress in cmi.suspend_data (SPEC 3.7 record through the budgeted codec), committed with
 * every write. The budget is the data model's: 4,096 characters in 1.2, 64,000 in 2004; compressed
 * into any Unicode only when this LMS keeps non-ASCII text (SPEC 5.2, probed at launch).
 */
export class ScormStore implements ProgressStore {
  readonly id: string;
  readonly limits: StoreLimits;
  readonly clockSaveMs = CLOCK_SAVE_MS;

  /**
   * @param saved what the LMS held in cmi.suspend_data at launch for this attempt ('' for a new
   *   one: readSuspendData), read once at open.
   */
  constructor(
    private readonly lms: LmsConnection,
    private saved: string,
    acceptsNonAscii: boolean,
    private readonly warn: (message: string) => void,
  ) {
    this.id = lms.dialect.id;
    this.limits = { maxChars: lms.dialect.suspendDataLimit, acceptsNonAscii };
  }

  async load(): Promise<StoredProgress | null> {
    return this.saved ? { text: this.saved } : null;
  }

  async save(text: string): Promise<SaveResult> {
    return this.write(text);
  }

  flushSync(text: string): SaveResult {
    return this.write(text);
  }

  async remove(): Promise<void> {
    this.saved = '';
    if (this.lms.set(this.lms.dialect.el.suspendData, '')) this.lms.commit();
  }

  /**
   * An LMS has no place to keep an unusable record aside, and the next save replaces it. So that
   * nothing is lost it goes to the console whole (it is at most 64,000 characters).
   */
  setAside(reason: string): void {
    this.warn(`The LMS's saved progress cannot be used (${reason}); it will be replaced by the next save. It was: ${this.saved}`);
    this.saved = '';
  }

  private write(text: string): SaveResult {
    if (!this.lms.isOpen) return saveFailed('offline', false, 'the LMS session is over');
    if (text.length > this.lms.dialect.suspendDataLimit) {
      return saveFailed('too-large', false, `${text.length} characters, the LMS keeps ${this.lms.dialect.suspendDataLimit}`);
    }
    if (!this.lms.set(this.lms.dialect.el.suspendData, text)) return saveFailed('offline', true, 'the LMS refused cmi.suspend_data');
    // A commit that fails is retried by the scheduler with the latest state (the LMS may be reconnecting).
    return this.lms.commit() ? saveOk() : saveFailed('offline', true, 'the LMS did not commit');
  }
}
