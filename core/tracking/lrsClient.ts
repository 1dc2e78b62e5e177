import type { Statement } from '../delivery/TrackingSink';
import type { OutboxTransport, SendOutcome } from './outbox';

export interface LrsEndpoint {
  /** The LRS's xAPI root, e.g. https://lrs.example/xAPI (statements are POSTed to {endpoint}/statements). */
  endpoint: string;
  /** The Authorization header value ('Basic …' or 'Bearer …'), or none; a function is asked at each request. */
  auth?: string | null | (() => string | null);
}

/** 'Basic …' from a user name and password (UTF-8, as RFC 7617 allows). */
export function basicAuth(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

export function statementsUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/statements`;
}

/** The LRS's own words for a refusal (Learning Locker answers JSON with a message and warnings). */
async function lrsMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; warnings?: unknown };
    const warnings = Array.isArray(body.warnings) ? ` ${JSON.stringify(body.warnings).slice(0, 500)}` : '';
    if (typeof body.message === 'string') return body.message + warnings;
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 500) || response.statusText || `HTTP ${response.status}`;
}

/**
 * The learner service's 403s about a statement, not about the credentials (docs/service.md, "Default
 * LRS"): a statement another learner's token can never send (a tab where someone else signed in since).
 * Kept, they would hold up every later statement of the queue behind them.
 */
const STATEMENT_REFUSALS = ['actorIsNotTheLearner', 'statementOfAnotherCourse'];

/** How one answer of the Statement resource is treated (xAPI 1.0.3 part 3, SPEC 7.1). */
export async function classify(response: Response): Promise<SendOutcome> {
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'accepted' };
  // 429: the learner service's rate limit; the same statements go through once its window has passed.
  if (status >= 500 || status === 429) return { kind: 'retry', message: `HTTP ${status}` };
  const message = await lrsMessage(response);
  if (status === 409) return { kind: 'conflict', message };
  if (status === 403 && STATEMENT_REFUSALS.some((code) => message.startsWith(code))) return { kind: 'rejected', status, message };
  if (status === 401 || status === 403) return { kind: 'auth', status, message };
  return { kind: 'rejected', status, message };
}

/**
 * POSTs batches to an LRS's Statement resource with the xAPI version header. No retry here: the
 * outbox decides what an answer means for the queue. The page-hide request is sent with keepalive
 * so it completes after the page is gone.
 */
export function lrsTransport(lrs: LrsEndpoint, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): OutboxTransport {
  const url = statementsUrl(lrs.endpoint);
  const credentials = () => (typeof lrs.auth === 'function' ? lrs.auth() : lrs.auth ?? null);
  return {
    credentials,
    async send(batch: readonly Statement[], mode) {
      const auth = credentials();
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Experience-API-Version': '1.0.3',
            ...(auth ? { Authorization: auth } : {}),
          },
          body: JSON.stringify(batch),
          keepalive: mode === 'keepalive',
          // The credentials are in the header; cookies of the player's origin are none of the LRS's business.
          credentials: 'omit',
        });
      } catch (e) {
        return { kind: 'retry', message: e instanceof Error ? e.message : String(e) };
      }
      return classify(response);
    },
  };
}
