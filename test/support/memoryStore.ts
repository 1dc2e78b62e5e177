import { emptyProgress, saveFailed, saveOk, type CodecContext, type ProgressCodec, type ProgressSnapshot, type ProgressStore, type SaveResult, type StoredProgress, type StoreLimits } from '@core';

export interface MemoryStoreOptions {
  /** A record to start with (stored as the JSON the player's codec writes today). */
  record?: unknown;
  /** Text to start with, as it is (unreadable text, another format). */
  text?: string;
  /** The size budget: a save of more characters is 'too-large', as an LMS's suspend_data limit. */
  maxChars?: number;
  acceptsNonAscii?: boolean;
  /** false: a store without a synchronous path (the scheduler then saves asynchronously on page hide). */
  sync?: boolean;
  clockSaveMs?: number;
  /** Refuse a save on another revision than the store's own as a 'conflict', as an ETag endpoint does (two devices on one store). */
  checkRevisions?: boolean;
}

/**
 * A fake ProgressStore (ARCHITECTURE.md: a fake of each interface ships for tests): in memory, with a
 * size budget, scriptable results (`script.push(saveFailed('offline', true))` then the next save is
 * written), and saves that can be held in flight (`hold()`, `release()`).
 */
export class MemoryStore implements ProgressStore {
  readonly id = 'memory';
  readonly limits: StoreLimits;
  readonly clockSaveMs?: number;
  text: string | null;
  /** Successful writes, async and sync. */
  saves = 0;
  /** Every text a save or flushSync offered, written or not, in order. */
  readonly attempts: { text: string; sync: boolean; revision?: string }[] = [];
  /** Results to give instead of writing, first in first out; when empty, saves are written. */
  readonly script: SaveResult[] = [];
  /** What setAside() moved out of the way, with the reason. */
  aside: { record: unknown; reason: string } | null = null;
  flushSync?: (text: string) => SaveResult;
  private revision = 0;
  private readonly checkRevisions: boolean;
  private holding = false;
  private readonly held: (() => void)[] = [];

  constructor(options: MemoryStoreOptions = {}) {
    this.text = options.text ?? (options.record === undefined ? null : JSON.stringify(options.record));
    this.limits = { maxChars: options.maxChars, acceptsNonAscii: options.acceptsNonAscii ?? true };
    this.clockSaveMs = options.clockSaveMs;
    this.checkRevisions = options.checkRevisions ?? false;
    if (options.sync !== false) this.flushSync = (text) => this.put(text, true, undefined);
  }


  /** The codec and course the session writes with (createTestPlayer sets them), so tests read records, not texts. */
  private codec: { codec: ProgressCodec; context: CodecContext } | null = null;

  useCodec(codec: ProgressCodec, context: CodecContext): void {
    this.codec = { codec, context };
  }

  /** The saved record, decoded as the session wrote it; the text itself when no format reads it; null when there is none. */
  get saved(): unknown {
    if (this.text === null) return null;
    try {
      // The codec leaves defaults out; readProgress puts them back for the session, and so does this.
      return this.codec ? { ...emptyProgress(this.codec.context.blockStates), ...(this.codec.codec.decode(this.text, this.codec.context) as object) } : JSON.parse(this.text);
    } catch {
      return this.text;
    }
  }

  /** Changes the stored record as another device or an older player would have left it. */
  edit(change: (record: Record<string, unknown>) => void): void {
    const record = this.saved as Record<string, unknown>;
    change(record);
    this.text = this.codec ? this.codec.codec.encode(record as unknown as ProgressSnapshot, this.limits, this.codec.context).text : JSON.stringify(record);
    this.revision++;
  }

  /** Another device wrote this text (a new revision). */
  replace(text: string): void {
    this.text = text;
    this.revision++;
  }

  async load(): Promise<StoredProgress | null> {
    return this.text === null ? null : { text: this.text, revision: String(this.revision) };
  }

  save(text: string, options: { revision?: string }): Promise<SaveResult> {
    if (!this.holding) return Promise.resolve(this.put(text, false, options.revision));
    return new Promise((resolve) => this.held.push(() => resolve(this.put(text, false, options.revision))));
  }

  async remove(): Promise<void> {
    this.text = null;
  }

  setAside(reason: string): void {
    this.aside = { record: this.saved, reason };
    this.text = null;
  }

  /** Saves from now on stay in flight until release(). */
  hold(): void {
    this.holding = true;
  }

  /** Lets the held saves complete, in order, and stops holding. */
  release(): void {
    this.holding = false;
    for (const done of this.held.splice(0)) done();
  }

  get inFlight(): number {
    return this.held.length;
  }

  private put(text: string, sync: boolean, revision: string | undefined): SaveResult {
    this.attempts.push({ text, sync, revision });
    const scripted = this.script.shift();
    if (scripted && scripted.kind !== 'ok') return scripted;
    const current = this.text === null ? undefined : String(this.revision);
    if (this.checkRevisions && !sync && revision !== current) return saveFailed('conflict', false, `revision ${revision} is not the store's ${current}`);
    if (this.limits.maxChars !== undefined && text.length > this.limits.maxChars) {
      return saveFailed('too-large', false, `${text.length} characters, the budget is ${this.limits.maxChars}`);
    }
    this.text = text;
    this.saves++;
    this.revision++;
    return saveOk(String(this.revision));
  }
}
