import { saveFailed, saveOk, type DeliveryContext, type ProgressStore, type SaveResult, type StoredProgress, type StoreLimits } from '@core';

/** SPEC 7.1: a call that fails on the network or with a 5xx is tried again every 3000 ms. */
const RETRY_MS = 3000;

/**
 * Progress kept by the host's endpoint, one record at one URL. What the endpoint must do
 * (progressEndpoint.ts is one, for the tests):
 *
 * - GET: 200 with the record as text and its ETag, or 404 when there is none.
 * - PUT: stores the text only when If-Match names the record's ETag (or If-None-Match: * and there is
 *   none), answering 2xx with the new ETag; 412 otherwise. 401/403 when it does not know the learner,
 *   413 when the text is above its size.
 * - DELETE: removes the record.
 * - On another origin than the player's: CORS for the player's origin with credentials, ETag exposed.
 *
 * Every write is conditional, so two tabs (or a laptop and a phone) writing at once never lose an
 * update: the second write is a `conflict`, the endpoint keeps the other's record, and the session
 * loads it, merges it with the learner's state and writes the merged record on its ETag. The store keeps the ETag itself instead of the revision the scheduler
 * hands back, because the page-hide write changes it too and the scheduler never sees that answer.
 */
export class RestProgressStore implements ProgressStore {
  readonly id = 'rest';
  /**
   * Any Unicode, at most 20,000 characters (60,000 bytes of UTF-8 at most): the page-hide write is a
   * keepalive request, which a browser refuses above 64 KiB. The codec makes the record fit.
   */
  readonly limits: StoreLimits = { maxChars: 20_000, acceptsNonAscii: true };
  /** A change only the course timer made waits up to 30 s: each write is a round trip. */
  readonly clockSaveMs = 30_000;
  readonly retryEveryMs = RETRY_MS;

  private etag: string | undefined;
  /** Requests that change the record, sent so far: an answer that comes after a later one is out of date. */
  private writes = 0;
  /** The last page-hide write, to know it again when its answer never came (see save). */
  private hiddenText: string | undefined;
  private loaded = '';
  private lost = false;

  constructor(
    private readonly url: string,
    private readonly context: Pick<DeliveryContext, 'warn' | 'connection'>,
  ) {}

  async load(): Promise<StoredProgress | null> {
    for (;;) {
      const response = await this.send({ method: 'GET', cache: 'no-store' });
      if (response?.status === 404) return null;
      if (response && !response.ok && response.status < 500) {
        // The writes stay conditional (If-None-Match: *): whatever the endpoint holds is not replaced.
        this.context.warn(`The progress at ${this.url} could not be read (${response.status}); the course starts without it.`);
        return null;
      }
      const text = response?.ok ? await response.text().catch(() => null) : null;
      if (response && text !== null) {
        this.etag = response.headers.get('ETag') ?? undefined;
        this.loaded = text;
        return { text, revision: this.etag };
      }
      // Unreachable: the learner sees the connection-lost screen (SPEC 4.7) while it is tried again. Starting
      // without the record would leave them a second copy of their progress, here, that nothing merges.
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  async save(text: string): Promise<SaveResult> {
    let response = await this.put(text);
    // A 412 may be this page's own page-hide write (the tab was hidden and shown again) that landed
    // while its answer never came: then the endpoint holds our text, and we write again on its ETag.
    if (response?.status === 412 && (await this.holdsPageHideWrite())) response = await this.put(text);
    return this.result(response);
  }

  /**
   * Page hide: a keepalive PUT, which the browser completes after the page is gone, so it reports ok
   * at once. If the page lives on, the answer gives the new ETag, or, when the write failed, it is
   * made again as an ordinary save.
   */
  flushSync(text: string): SaveResult {
    this.hiddenText = text;
    const sending = this.put(text, true);
    const sent = this.writes;
    void sending.then((response) => {
      if (sent !== this.writes) return;
      if (response?.ok) this.etag = response.headers.get('ETag') ?? undefined;
      else void this.save(text);
    });
    return saveOk();
  }

  /** Start over (SPEC 4.5): the record goes. */
  async remove(): Promise<void> {
    this.writes++;
    const response = await this.send({ method: 'DELETE', headers: this.etag ? { 'If-Match': this.etag } : {} });
    if (response && (response.ok || response.status === 404)) this.etag = undefined;
    else this.context.warn(`The progress at ${this.url} could not be removed (${response ? response.status : 'unreachable'}).`);
  }

  /** One record per URL: an unusable one (SPEC 8.3) goes to the console whole, and the next save replaces it. */
  setAside(reason: string): void {
    this.context.warn(`The progress at ${this.url} cannot be used (${reason}); the next save replaces it. It was: ${this.loaded}`);
  }

  private put(text: string, keepalive = false): Promise<Response | null> {
    this.writes++;
    const condition: Record<string, string> = this.etag ? { 'If-Match': this.etag } : { 'If-None-Match': '*' };
    return this.send({ method: 'PUT', headers: { 'Content-Type': 'text/plain; charset=utf-8', ...condition }, body: text, keepalive });
  }

  private async holdsPageHideWrite(): Promise<boolean> {
    if (this.hiddenText === undefined) return false;
    const response = await this.send({ method: 'GET', cache: 'no-store' });
    if (!response?.ok || (await response.text().catch(() => null)) !== this.hiddenText) return false;
    this.etag = response.headers.get('ETag') ?? undefined;
    this.hiddenText = undefined;
    return true;
  }

  private result(response: Response | null): SaveResult {
    if (!response) return saveFailed('offline', true, `${this.url} cannot be reached`);
    const { status } = response;
    if (response.ok) {
      this.etag = response.headers.get('ETag') ?? undefined;
      return saveOk(this.etag);
    }
    if (status === 412) return saveFailed('conflict', false, `another tab or device saved progress at ${this.url} meanwhile; its record is kept`);
    // The intranet's session ended: the next change tries again, once the learner signed in elsewhere.
    if (status === 401 || status === 403) return saveFailed('unauthorized', false, `${this.url} refused the learner (${status})`);
    if (status === 413) return saveFailed('too-large', false, `${this.url} refused the record's size (413)`);
    return saveFailed('offline', status >= 500, `${this.url} answered ${status}`);
  }

  /** fetch with the learner's cookies, null on a network error; tells the session when the endpoint is lost or back (SPEC 4.7). */
  private async send(init: RequestInit): Promise<Response | null> {
    let response: Response | null;
    try {
      response = await fetch(this.url, { ...init, credentials: 'include' });
    } catch {
      response = null;
    }
    const lost = !response || response.status >= 500;
    if (lost !== this.lost) {
      this.lost = lost;
      this.context.connection?.(lost ? 'lost' : 'back');
    }
    return response;
  }
}
