import { saveFailed, saveOk, type ProgressStore, type SaveResult, type StoredProgress, type StoreLimits } from '@core';

// The key is core's: the pre-rendered cover asks whether there is saved progress under it (issue 13).
export { progressKey } from '@core';

/**
 * Saved progress in localStorage, under the key of SPEC 9.5. A record the player cannot use is kept
 * aside under '<key>_unreadable' (nothing is lost, and it is not read again) and the course starts
 * clean with a console warning (SPEC 8.3). Writes are synchronous, so page hide costs nothing extra.
 */
export class BrowserStore implements ProgressStore {
  readonly id = 'browser';
  /** localStorage keeps any Unicode text; its quota (about 5 MB per origin) is reported when hit, not guessed. */
  // No budget worth encoding for (a few MB): the record stays plain JSON, as it always was here.
  readonly limits: StoreLimits = { acceptsNonAscii: true, json: true };

  constructor(
    private readonly key: string,
    private readonly store: Storage = window.localStorage,
    private readonly warn: (message: string) => void = (m) => console.warn(m),
  ) {}

  async load(): Promise<StoredProgress | null> {
    let text: string | null;
    try {
      text = this.store.getItem(this.key);
    } catch (e) {
      this.warn(`Browser storage is not available, progress will not be kept: ${String(e)}`);
      return null;
    }
    return text === null || text === '' ? null : { text };
  }

  async save(text: string): Promise<SaveResult> {
    return this.write(this.key, text);
  }

  flushSync(text: string): SaveResult {
    return this.write(this.key, text);
  }

  async remove(): Promise<void> {
    try {
      this.store.removeItem(this.key);
    } catch {
      // Storage unavailable: there is nothing to remove.
    }
  }

  setAside(reason: string): void {
    let text: string | null = null;
    try {
      text = this.store.getItem(this.key);
    } catch {
      return;
    }
    if (text === null) return;
    this.warn(`Saved progress under '${this.key}' cannot be used (${reason}); it is kept under '${this.asideKey}'.`);
    // Only once the copy is written is the record removed, so a full store loses nothing.
    if (this.write(this.asideKey, text).kind !== 'ok') return;
    void this.remove();
  }

  private get asideKey(): string {
    return `${this.key}_unreadable`;
  }

  private write(key: string, value: string): SaveResult {
    try {
      this.store.setItem(key, value);
      return saveOk();
    } catch (e) {
      // The quota is full: the scheduler keeps the record and the next change tries again.
      // Anything else (storage switched off, a sandboxed frame) will not get better by retrying either.
      const quota = e instanceof DOMException && (e.name === 'QuotaExceededError' || e.code === 22);
      return saveFailed(quota ? 'too-large' : 'unauthorized', false, `browser storage refused the write: ${String(e)}`);
    }
  }
}
