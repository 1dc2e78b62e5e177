import type { Cmi5Launch } from './cmi5Launch';
import { LAUNCH_DATA_STATE_ID, XAPI_VERSION } from './cmi5Vocabulary';
import { readLaunchData, type LaunchData } from './launchData';

type Fetch = typeof fetch;

/**
 * The fetch URL hands out the token once (cmi5 8.2.3: a second POST answers an error), so a page
 * asks for it once per launch URL and keeps the answer here for as long as the page lives.
 */
const tokens = new Map<string, Promise<string>>();

/** POSTs the fetch URL for the auth token (cmi5 8.2): `{"auth-token": …}` or `{"error-code", "error-text"}`. */
export function fetchAuthToken(fetchUrl: string, fetchFn: Fetch = fetch): Promise<string> {
  let token = tokens.get(fetchUrl);
  if (!token) {
    token = requestToken(fetchUrl, fetchFn);
    tokens.set(fetchUrl, token);
  }
  return token;
}

async function requestToken(fetchUrl: string, fetchFn: Fetch): Promise<string> {
  const response = await fetchFn(fetchUrl, { method: 'POST' });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (body && typeof body['error-code'] !== 'undefined') {
    throw new Error(`the cmi5 fetch URL refused the token: error ${String(body['error-code'])} (${String(body['error-text'] ?? '')})`);
  }
  const token = body?.['auth-token'];
  if (!response.ok || typeof token !== 'string' || !token) throw new Error(`the cmi5 fetch URL answered ${response.status} without an auth-token`);
  return token;
}

export interface Cmi5Connection {
  launch: Cmi5Launch;
  /** The Authorization header value: the token as a Basic credential (cmi5 8.2.3). */
  auth: string;
  fetch: Fetch;
}

export const lrsHeaders = (auth: string, json = false): Record<string, string> => ({
  Authorization: auth,
  'X-Experience-API-Version': XAPI_VERSION,
  ...(json ? { 'Content-Type': 'application/json' } : {}),
});

export function stateUrl(launch: Cmi5Launch, stateId: string): string {
  const q = new URLSearchParams({ stateId, activityId: launch.activityId, agent: JSON.stringify(launch.actor), registration: launch.registration });
  return `${launch.endpoint}activities/state?${q}`;
}

/** Reads LMS.LaunchData (cmi5 10.2); without it the AU may not send a statement. */
export async function getLaunchData(conn: Cmi5Connection): Promise<LaunchData> {
  const response = await conn.fetch(stateUrl(conn.launch, LAUNCH_DATA_STATE_ID), { headers: lrsHeaders(conn.auth) });
  if (!response.ok) throw new Error(`LMS.LaunchData could not be read: HTTP ${response.status}`);
  return readLaunchData(await response.json());
}
