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
 */
export class LearnerServiceStore implements ProgressStore {
  readonly id = 'learner-service';
  /** Plain JSON: the service keeps jsonProgress as JSON text (SPEC 7.4), and other tools read it. */
  readonly limits: StoreLimits = { acceptsNonAscii: true, json: true };
  readonly clockSaveMs = CLOCK_SAVE_MS;
  /** SPEC 7.1: every 3000 ms while the service cannot be reached, so the save follows it back at once. */
  readonly retryEveryMs = RETRY_MS;

  constructor(
    private readonly target: AttemptTarget,
    private readonly opened: OpenedAttempt,
    private readonly standing: StandingSink,
    private readonly warn: (message: string) => void,
    private readonly signedOut: () => void = () => undefined,
  ) {}

  async load(): Promise<StoredProgress | null> {
    const text = this.opened.jsonProgress.trim();
    return text === '' || text === '{}' ? null : { text };
  }

  save(text: string): Promise<SaveResult> {
    return this.put(text, false);
  }

  /** Page hide: a keepalive PUT the browser completes after the page is gone (as LrsStateStore does). */
  flushSync(text: string): SaveResult {
    void this.put(text, true);
    return saveOk();
  }

  /** Start over: the attempt's progress is emptied, as a new attempt's is. */
  async remove(): Promise<void> {
    const result = await this.put('{}', false);
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

  private async put(jsonProgress: string, keepalive: boolean): Promise<SaveResult> {
    const attemptId = this.attemptId;
    const init: RequestInit = {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...this.target.auth.bearer() },
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
    if (response.ok) return saveOk();
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
