import { newUuid } from '@core';
import type { AuthClient } from './authClient';
import type { ServiceReach } from './serviceReach';
import type { ServiceUrls } from './serviceUrls';

type Fetch = typeof fetch;

/** The attempt a launch works on: its id and the jsonProgress the service holds ('{}' for a new one). */
export interface OpenedAttempt {
  attemptId: string;
  jsonProgress: string;
  /** SPEC 4.4 "the attempt was restored from the server". */
  restored: boolean;
  /** Its revision as the service answered it (the ETag), for the first write's If-Match (issue 21 §5). */
  revision?: string;
}

/** 'no-access': the service refused this learner the course (403 noAccessToCourse, SPEC 6.2). */
export type OpenResult = { kind: 'opened'; attempt: OpenedAttempt } | { kind: 'signed-out' } | { kind: 'no-access' };

export interface AttemptTarget {
  urls: ServiceUrls;
  auth: AuthClient;
  courseId: string;
  fetch: Fetch;
  /** Every call goes through it: it retries what cannot reach the service and reports the connection. */
  reach: ServiceReach;
}

export const attemptsUrl = (t: Pick<AttemptTarget, 'urls' | 'courseId'>) => `${t.urls.learn}/api/learner/me/courses/${encodeURIComponent(t.courseId)}/attempts`;

/**
 * SPEC 7.4: GET the attempt the URL names (attemptId), else the last one; 200/201 restores it;
 * otherwise a new attempt is created (POST, empty progress) with the URL's id or a new one. 401/403
 * means the token is no longer good: the learner signs in again.
 */
export async function openAttempt(t: AttemptTarget, queryAttemptId: string | null, courseUrl: string): Promise<OpenResult> {
  const found = await call(t, `${attemptsUrl(t)}/${queryAttemptId ? encodeURIComponent(queryAttemptId) : 'last'}`, { method: 'GET', cache: 'no-store' });
  if (found.kind !== 'answered') return found;
  if (found.status === 200 || found.status === 201) {
    const record = await attemptOf(found.response);
    if (record) return { kind: 'opened', attempt: { ...record, restored: true } };
  }
  const attemptId = queryAttemptId || newUuid();
  const created = await call(t, attemptsUrl(t), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ attemptId, jsonProgress: '{}', score: 0, status: 'IN_PROGRESS', courseUrl }),
  });
  if (created.kind !== 'answered') return created;
  const record = created.response.ok ? await attemptOf(created.response) : null;
  if (!record) throw new Error(`the learner service did not create the attempt (${created.status}${await messageOf(created.response)})`);
  return { kind: 'opened', attempt: { ...record, restored: false } };
}

type Called = { kind: 'answered'; status: number; response: Response } | { kind: 'signed-out' } | { kind: 'no-access' };

/** One call with the bearer token, tried again on the network and 5xx (SPEC 7.1) until the service answers. */
async function call(t: AttemptTarget, url: string, init: RequestInit): Promise<Called> {
  const response = await t.reach.answer(() =>
    t.fetch(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...t.auth.bearer() } }).catch(() => null),
  );
  // Not a failure to open: the learner is known and refused; the session shows the no-access screen.
  if ((response.status === 401 || response.status === 403) && (await messageOf(response)).includes('noAccessToCourse')) return { kind: 'no-access' };
  if (response.status === 401 || response.status === 403) {
    t.auth.dropToken();
    return { kind: 'signed-out' };
  }
  return { kind: 'answered', status: response.status, response };
}

async function attemptOf(response: Response): Promise<{ attemptId: string; jsonProgress: string; revision?: string } | null> {
  const body = (await response.json().catch(() => null)) as { attemptId?: unknown; jsonProgress?: unknown } | null;
  if (typeof body?.attemptId !== 'string' || !body.attemptId) return null;
  const revision = response.headers.get('ETag');
  return { attemptId: body.attemptId, jsonProgress: typeof body.jsonProgress === 'string' ? body.jsonProgress : '{}', ...(revision ? { revision } : {}) };
}

export async function messageOf(response: Response | null): Promise<string> {
  if (!response) return '';
  const body = await response.clone().text().catch(() => '');
  return body ? `: ${body.slice(0, 300)}` : '';
}
