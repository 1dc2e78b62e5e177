import { saveFailed, saveOk, type ProgressStore, type SaveResult, type StoredProgress, type StoreLimits } from '@core';
import type { TinCanLaunch } from './tinCanLaunch';

/**
 * The State API document the saved record lives in, one per activity, agent and registration. An IRI
 * under the player's own base, so no other content of the same activity takes it for its own.
 */
export const PROGRESS_STATE_ID = 'https://open-course-player.org/xapi/state/progress';

/** A change only the course timer made is written at most this often: each write is a round trip. */
const CLOCK_SAVE_MS = 30_000;
/** SPEC 7.1: a read that fails on the network or with a 5xx is tried again after 3000 ms. */
const LOAD_RETRY_MS = 3000;
const LOAD_ATTEMPTS = 3;
/** How many of its own recent writes the store remembers to recognise them after a 412. */
const REMEMBERED_WRITES = 4;

type Fetch = typeof fetch;

export interface LrsStateStoreOptions {
  fetch?: Fetch;
  /** Waits between load attempts; a test passes one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Saved progress in the LRS's State API (SPEC 6.3: "the LMS state in xAPI package mode"), under
 * PROGRESS_STATE_ID for the launch's activity, actor and registration. Concurrent launches are kept
 * apart by ETags (xAPI 1.0.3 Part 3, 3.1): every write is conditional, If-Match the version this
 * launch last read or wrote, If-None-Match: * while there is none, so a write never replaces a
 * record another browser saved in between: that is a 'conflict', never a silent overwrite.
 *
 * A 412 is not always another browser: this store's own keepalive write on page hide may have landed
 * while its answer was lost. So after a 412 the document is read: if it is a text this store wrote,
 * the write goes on (or is already done); anything else is a conflict.
 */
export class LrsStateStore implements ProgressStore {
  readonly id = 'xapi-state';
  /**
   * No budget: an LRS keeps any size and any Unicode. Not plain JSON: the dense format keeps the
   * page-hide write small, and browsers refuse a keepalive request above 64 KiB in flight.
   */
  readonly limits: StoreLimits = { acceptsNonAscii: true };
  readonly clockSaveMs = CLOCK_SAVE_MS;

  /** The ETag of the document as this store last knew it; null when there is none (or it is not known). */
  private etag: string | null = null;
  private sequence = 0;
  private readonly written: { seq: number; text: string }[] = [];
  private readonly fetch: Fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly launch: TinCanLaunch,
    private readonly warn: (message: string) => void,
    options: LrsStateStoreOptions = {},
  ) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  private get url(): string {
    const q = new URLSearchParams({
      activityId: this.launch.activityId,
      agent: JSON.stringify(this.launch.actor),
      ...(this.launch.registration ? { registration: this.launch.registration } : {}),
      stateId: PROGRESS_STATE_ID,
    });
    return `${this.launch.endpoint}activities/state?${q}`;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'X-Experience-API-Version': '1.0.3', ...(this.launch.auth ? { Authorization: this.launch.auth } : {}), ...extra };
  }

  private preconditions(): Record<string, string> {
    if (this.etag) return { 'If-Match': this.etag };
    // A document whose ETag is unknown cannot be written safely: If-None-Match fails, and the 412 path reads it.
    return { 'If-None-Match': '*' };
  }

  async load(): Promise<StoredProgress | null> {
    for (let attempt = 1; ; attempt++) {
      const read = await this.read();
      if (read.kind === 'found') {
        this.etag = read.etag;
        return read.etag ? { text: read.text, revision: read.etag } : { text: read.text };
      }
      if (read.kind === 'none') return null;
      if (read.kind === 'failed' && read.retryable && attempt < LOAD_ATTEMPTS) {
        await this.sleep(LOAD_RETRY_MS);
        continue;
      }
      // Unknown whether a record exists: the course starts clean, and the conditional writes keep
      // whatever the LRS may hold from being replaced (a 412 then reads it and reports a conflict).
      this.warn(`The progress kept in the LRS could not be read (${read.detail}); the course starts without it.`);
      return null;
    }
  }

  /** The revision is this store's own ETag, kept here because a keepalive write on page hide changes it too. */
  async save(text: string, _options: { revision?: string } = {}): Promise<SaveResult> {
    return this.write(text, this.remember(text), false);
  }

  /**
   * Page hide: a keepalive PUT, which the browser completes after the page is gone. Its answer cannot
   * be awaited; when the page lives on and the write failed, it is made again as an ordinary save
   * unless a later write superseded it.
   */
  flushSync(text: string): SaveResult {
    const seq = this.remember(text);
    const init: RequestInit = { method: 'PUT', headers: this.headers({ 'Content-Type': 'text/plain; charset=utf-8', ...this.preconditions() }), body: text };
    const afterKeepalive = (response: Response | null) => {
      if (response?.ok) return this.learnEtag(response, text);
      if (seq === this.sequence) return this.write(text, seq, false).then(() => undefined);
      return undefined;
    };
    // A body over the keepalive quota (64 KiB) is refused at once; an ordinary request may still make it.
    this.fetch(this.url, { ...init, keepalive: true })
      .catch(() => this.fetch(this.url, init))
      .then(afterKeepalive, () => afterKeepalive(null))
      .catch(() => undefined);
    return saveOk();
  }

  async remove(): Promise<void> {
    const response = await this.request(this.url, { method: 'DELETE', headers: this.headers(this.etag ? { 'If-Match': this.etag } : {}) });
    if (response && (response.ok || response.status === 404)) {
      this.etag = null;
    } else this.warn(`The progress kept in the LRS could not be removed (${describe(response)}).`);
  }

  /**
   * The LRS keeps one document per state id, so an unusable record cannot be moved aside there. It
   * goes to the console whole and the next save replaces it (its ETag is known, so that is allowed).
   */
  setAside(reason: string): void {
    void this.read().then((read) => {
      if (read.kind === 'found') this.warn(`The progress kept in the LRS cannot be used (${reason}); it will be replaced by the next save. It was: ${read.text}`);
    });
  }

  private remember(text: string): number {
    const seq = ++this.sequence;
    this.written.push({ seq, text });
    if (this.written.length > REMEMBERED_WRITES) this.written.shift();
    return seq;
  }

  private async write(text: string, seq: number, afterRecovery: boolean): Promise<SaveResult> {
    const response = await this.request(this.url, {
      method: 'PUT',
      headers: this.headers({ 'Content-Type': 'text/plain; charset=utf-8', ...this.preconditions() }),
      body: text,
    });
    if (!response) return saveFailed('offline', true, 'the LRS cannot be reached');
    if (response.ok) {
      await this.learnEtag(response, text);
      return this.etag ? saveOk(this.etag) : saveOk();
    }
    if (response.status === 412 || response.status === 409) return afterRecovery ? this.conflict(response) : this.recover(text, seq, response);
    return this.failure(response);
  }

  /** After a 412: is the document one of this store's own writes (a keepalive whose answer was lost)? */
  private async recover(text: string, seq: number, refused: Response): Promise<SaveResult> {
    const read = await this.read();
    if (read.kind === 'failed') return saveFailed('offline', read.retryable, `the LRS refused the write (${refused.status}) and the document could not be read: ${read.detail}`);
    if (read.kind === 'none') {
      this.etag = null;
      return this.write(text, seq, true);
    }
    const own = this.written.find((w) => w.text === read.text);
    if (!own) return this.conflict(refused);
    this.etag = read.etag;
    // The LRS already holds this text or a later one of ours: nothing to write.
    if (own.seq >= seq) return read.etag ? saveOk(read.etag) : saveOk();
    return this.write(text, seq, true);
  }

  private conflict(response: Response): SaveResult {
    return saveFailed('conflict', false, `another launch of this registration saved progress in the LRS meanwhile (${response.status})`);
  }

  private async failure(response: Response): Promise<SaveResult> {
    const message = await lrsMessage(response);
    if (response.status === 401 || response.status === 403) return saveFailed('unauthorized', false, `the LRS refused the launch credentials (${response.status}${message})`);
    if (response.status === 413) return saveFailed('too-large', false, `the LRS refused the document's size (413${message})`);
    if (response.status >= 500 || response.status === 429) return saveFailed('offline', true, `the LRS answered ${response.status}${message}`);
    return saveFailed('offline', false, `the LRS refused the write (${response.status}${message})`);
  }

  /** The new ETag after a write: from the answer when the LRS gives it, else read back (1.0.3 does not oblige one). */
  private async learnEtag(response: Response, text: string): Promise<void> {
    const given = response.headers.get('ETag');
    if (given) {
      this.etag = given;
      return;
    }
    const read = await this.read();
    if (read.kind === 'found' && read.text === text) {
      this.etag = read.etag;
    } else {
      // Someone wrote after us, or the read failed: the next write's 412 path sorts it out.
      this.etag = null;
    }
  }

  private async read(): Promise<{ kind: 'found'; text: string; etag: string | null } | { kind: 'none' } | { kind: 'failed'; retryable: boolean; detail: string }> {
    const response = await this.request(this.url, { method: 'GET', headers: this.headers(), cache: 'no-store' });
    if (!response) return { kind: 'failed', retryable: true, detail: 'the LRS cannot be reached' };
    if (response.status === 404) return { kind: 'none' };
    if (!response.ok) return { kind: 'failed', retryable: response.status >= 500 || response.status === 429, detail: `${response.status}${await lrsMessage(response)}` };
    const text = await response.text().catch(() => null);
    if (text === null) return { kind: 'failed', retryable: true, detail: 'the answer was cut off' };
    return { kind: 'found', text, etag: response.headers.get('ETag') };
  }

  /** fetch that answers null for a network error instead of throwing. */
  private async request(url: string, init: RequestInit): Promise<Response | null> {
    try {
      return await this.fetch(url, init);
    } catch {
      return null;
    }
  }
}

async function lrsMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  return body ? `: ${body.slice(0, 300)}` : '';
}

const describe = (response: Response | null) => (response ? String(response.status) : 'the LRS cannot be reached');
