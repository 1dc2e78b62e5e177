import type { StorageAdapter } from '@core';

/** SPEC 9.5: the browser key is 'course_progress' + courseId + templateId (templateId may be empty). */
export const progressKey = (courseId: string, templateId: string): string => `course_progress${courseId}${templateId}`;

/**
 * Saved progress in localStorage. Unreadable JSON, and a record the player cannot use, is kept aside
 * under '<key>_unreadable' (nothing is lost, and it is not read again) and the course starts clean
 * with a console warning (SPEC 8.3).
 */
export class BrowserStorage implements StorageAdapter {
  readonly id = 'browser';
  readonly capabilities = {};
  private pending: string | null = null;

  constructor(
    private readonly key: string,
    private readonly store: Storage = window.localStorage,
    private readonly warn: (message: string) => void = (m) => console.warn(m),
  ) {}

  async load(): Promise<unknown | null> {
    let text: string | null;
    try {
      text = this.store.getItem(this.key);
    } catch (e) {
      this.warn(`Browser storage is not available, progress will not be kept: ${String(e)}`);
      return null;
    }
    if (text === null || text === '') return null;
    try {
      return JSON.parse(text);
    } catch {
      this.warn(`Saved progress under '${this.key}' is not valid JSON; starting clean. The unreadable text is kept under '${this.asideKey}'.`);
      this.moveAside(text);
      return null;
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
    this.moveAside(text);
  }

  private get asideKey(): string {
    return `${this.key}_unreadable`;
  }

  /** Only once the copy is written is the record removed, so a full store loses nothing. */
  private moveAside(text: string): void {
    if (!this.write(this.asideKey, text)) return;
    try {
      this.store.removeItem(this.key);
    } catch {
      // The next save overwrites it anyway.
    }
  }

  async save(progress: object): Promise<void> {
    this.pending = JSON.stringify(progress);
    this.flush();
  }

  async remove(): Promise<void> {
    this.pending = null;
    this.store.removeItem(this.key);
  }

  /** localStorage writes are synchronous, so flushing is writing what is pending. */
  flush(): void {
    if (this.pending === null) return;
    if (this.write(this.key, this.pending)) this.pending = null;
  }

  learner(): null {
    return null;
  }

  private write(key: string, value: string): boolean {
    try {
      this.store.setItem(key, value);
      return true;
    } catch (e) {
      // Quota exceeded or storage disabled: keep the record pending so the next flush retries it.
      this.warn(`Progress could not be written to browser storage: ${String(e)}`);
      return false;
    }
  }
}
