import { saveFailed, saveOk, type ProgressStore, type SaveResult, type StoredProgress, type StoreLimits } from '@core';
import { attemptsUrl, messageOf, type AttemptTarget, type OpenedAttempt } from './attemptCalls';
import { RETRY_MS } from './serviceReach';
import type { StandingSink } from './standingSink';

/** A change only the course timer made is written at most this often: each write is a round trip. */
const CLOCK_SAVE_MS = 30_000;

/**
 * Saved progress in the learner service (SPEC 7.4): the record is the attempt's jsonProgress, written
 * with PUT beside the course status and score. The attempt was opened (found or created) before the
 * session restores, so load() only hands over what the service answered.
 *
 * A refused token (401/403) logs the learner out (SPEC 4.7): the store asks for a sign-in again
 * (`signedOut`) and reports a retryable 'unauthorized', so the scheduler keeps the learner's latest
 * state and writes it once they are back: nothing they did meanwhile is lost.
 *
 * Every write names the attempt's revision (issue 21 §5): If-Match of the ETag this store last read or
 * wrote, or If-None-Match: * for an attempt it has none of (a new attempt). A 412 (another device saved
 * meanwhile) is a 'conflict'; its answer carries the attempt as it is now, which the next load() hands
 * to the session's merge. The store keeps the ETag itself, as LrsStateStore does, because the page-hide
 * write changes it too and the scheduler never sees that answer.
 */
export class LearnerServiceStore implements ProgressStore {
  readonly id = 'learner-service';
  /** Plain JSON: the service keeps jsonProgress as JSON text (SPEC 7.4), and other tools read it. */
  readonly limits: StoreLimits = { acceptsNonAscii: true, json: true };
  readonly clockSaveMs = CLOCK_SAVE_MS;
  /** SPEC 7.1: every 3000 ms while the service cannot be reached, so the save follows it back at once. */
  readonly retryEveryMs = RETRY_MS;

  /** The revision of the attempt this store last read or wrote; null when it knows none. */
  private etag: { attemptId: string; value: string } | null;
  /** What the last 412 answered (null: no attempt there), until load() hands it to the merge. */
  private conflicted: { text: string; revision?: string } | null | undefined;
  private loaded = false;

  constructor(
    private readonly target: AttemptTarget,
    private readonly opened: OpenedAttempt,
    private readonly standing: StandingSink,
    private readonly warn: (message: string) => void,
    private readonly signedOut: () => void = () => undefined,
  ) {
    this.etag = opened.revision ? { attemptId: opened.attemptId, value: opened.revision } : null;
  }

  /**
   * At launch, the attempt the delivery opened. Later (a merge after a conflict) the attempt as the
   * service holds it now: the record the 412 answered, or one GET.
   */
  async load(): Promise<StoredProgress | null> {
    if (!this.loaded) {
      this.loaded = true;
      return stored(this.opened.jsonProgress, this.opened.revision);
    }
    const attemptId = this.attemptId;
    const record = this.conflicted !== undefined ? this.conflicted : await this.read();
    this.conflicted = undefined;
    // Only the merge loads now: from here writes go on this revision, and they hold what it held.
    if (record?.revision) this.etag = { attemptId, value: record.revision };
    return record && stored(record.text, record.revision);
  }

  save(text: string): Promise<SaveResult> {
    return this.put(text, false);
  }

  /** Page hide: a keepalive PUT the browser completes after the page is gone (as LrsStateStore does). */
  flushSync(text: string): SaveResult {
    void this.put(text, true);
    return saveOk();
  }

  /** Start over: the attempt's progress is emptied, as a new attempt's is, whatever revision it is on: the learner asked for it. */
  async remove(): Promise<void> {
    const result = await this.put('{}', false, false);
    if (result.kind !== 'ok') this.warn(`The progress kept in the learner service could not be removed (${result.detail ?? result.kind}).`);
  }

  /** The service keeps one record per attempt: an unusable one goes to the console whole, and the next save replaces it. */
  setAside(reason: string): void {
    this.warn(`The progress kept in the learner service cannot be used (${reason}); it will be replaced by the next save. It was: ${this.opened.jsonProgress}`);
  }

  /** The attempt the course is on: the events are stamped with it (a new attempt gets a new id, SPEC 4.5). */
  get attemptId(): string {
    return this.standing.attemptId || this.opened.attemptId;
  }

  /** The attempt as the service holds it now (null: none, or it cannot be read now: the write that follows tells). */
  private async read(): Promise<{ text: string; revision?: string } | null> {
    const url = `${attemptsUrl(this.target)}/${encodeURIComponent(this.attemptId)}`;
    const response = await this.target.fetch(url, { method: 'GET', cache: 'no-store', headers: this.target.auth.bearer() }).catch(() => null);
    this.target.reach.saw(response);
    if (response?.status === 404) this.etag = null;
    if (!response?.ok) return null;
    const body = (await response.json().catch(() => null)) as { jsonProgress?: unknown } | null;
    return current(response, body?.jsonProgress);
  }

  /** If-Match of the revision this store knows of the attempt; If-None-Match: * when it knows none (a new attempt). */
  private precondition(attemptId: string): Record<string, string> {
    return this.etag?.attemptId === attemptId ? { 'If-Match': this.etag.value } : { 'If-None-Match': '*' };
  }

  private async put(jsonProgress: string, keepalive: boolean, conditional = true): Promise<SaveResult> {
    const attemptId = this.attemptId;
    const init: RequestInit = {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...this.target.auth.bearer(), ...(conditional ? this.precondition(attemptId) : {}) },
      body: JSON.stringify({ status: this.standing.status, attemptId, jsonProgress, score: this.standing.score }),
    };
    const url = `${attemptsUrl(this.target)}/${encodeURIComponent(attemptId)}`;
    let response: Response | null;
    try {
      response = await this.target.fetch(url, keepalive ? { ...init, keepalive: true } : init);
    } catch {
      // A keepalive body over the browser's 64 KiB quota is refused at once: an ordinary request may still make it.
      response = keepalive ? await this.target.fetch(url, init).catch(() => null) : null;
    }
    // SPEC 4.7: a network error or a 5xx shows the connection-lost screen; the next save that goes through hides it.
    this.target.reach.saw(response);
    if (!response) return saveFailed('offline', true, 'the learner service cannot be reached');
    if (response.ok) {
      const revision = response.headers.get('ETag') ?? undefined;
      if (revision) this.etag = { attemptId, value: revision };
      return saveOk(revision);
    }
    if (response.status === 412) {
      const body = (await response.clone().json().catch(() => null)) as { current?: { jsonProgress?: unknown } } | null;
      // The revision moves on only when the merge loads this record: a write before it (page hide) still meets a 412.
      if (!body?.current) this.etag = null;
      this.conflicted = body?.current ? current(response, body.current.jsonProgress) : null;
      return saveFailed('conflict', false, 'another device saved this attempt meanwhile');
    }
    const message = await messageOf(response);
    if (response.status === 401 || response.status === 403) {
      if (message.includes('noAccessToCourse') || message.includes('attemptOfAnotherLearner')) {
        return saveFailed('unauthorized', false, `the learner service refused the save (${response.status}${message})`);
      }
      this.target.auth.dropToken();
      this.signedOut();
      return saveFailed('unauthorized', true, `the learner service refused the token (${response.status}${message}); the learner is asked to sign in again`);
    }
    if (response.status === 413) return saveFailed('too-large', false, `the learner service refused the record's size (413${message})`);
    if (response.status >= 500 || response.status === 429) return saveFailed('offline', true, `the learner service answered ${response.status}${message}`);
    return saveFailed('offline', false, `the learner service refused the save (${response.status}${message})`);
  }
}

/** A record the service answered (to a GET, or with a 412): its text and its ETag. */
function current(response: Response, jsonProgress: unknown): { text: string; revision?: string } | null {
  const revision = response.headers.get('ETag') ?? undefined;
  return typeof jsonProgress === 'string' ? { text: jsonProgress, revision } : null;
}

/** The launch's record: none when the attempt is new ('{}'). */
function stored(jsonProgress: string, revision: string | undefined): StoredProgress | null {
  const text = jsonProgress.trim();
  if (text === '' || text === '{}') return null;
  return revision ? { text, revision } : { text };
}
