/**
 * @jest-environment node
 */
import type { AuthClient } from './authClient';
import type { AttemptTarget } from './attemptCalls';
import { issueCertificate } from './certificateCalls';
import { ServiceReach } from './serviceReach';

const issued = {
  code: 'C-42',
  verifyUrl: 'http://learn.test/verify/C-42',
  credentialJwtUrl: 'http://learn.test/api/certificates/C-42/credential.jwt',
  credentialJsonUrl: 'http://learn.test/api/certificates/C-42/credential.json',
  learnerName: 'Ann Example',
  courseTitle: 'Safety first',
  score: 90,
  completedAt: '2026-11-20T09:00:00.000Z',
  issuedAt: '2026-11-27T10:00:00.000Z',
  status: 'valid',
};

/** A fake fetch answering `answers` in order, and what it was asked. */
function target(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const reported: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer left');
    return next;
  };
  const t: AttemptTarget = {
    urls: { auth: 'http://auth.test', learn: 'http://learn.test' },
    auth: { bearer: () => ({ Authorization: 'Bearer token-1' }) } as unknown as AuthClient,
    courseId: 'course-1',
    fetch: fetch as typeof globalThis.fetch,
    reach: new ServiceReach((change) => reported.push(change), async () => undefined),
  };
  return { t, calls, reported };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the learner service issues the certificate (issue 26)', () => {
  it("POSTs the course and the learner's token to /api/certificates and answers the service's record", async () => {
    const { t, calls } = target(json(201, issued));
    await expect(issueCertificate(t, { courseTitle: 'Safety first' })).resolves.toEqual({ kind: 'issued', certificate: issued });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://learn.test/api/certificates');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer token-1' });
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ courseId: 'course-1', courseTitle: 'Safety first' });
  });

  it('sends the name the learner typed when there is one, and reads a null score (a course without scored questions)', async () => {
    const { t, calls } = target(json(200, { ...issued, score: null }));
    const result = await issueCertificate(t, { courseTitle: 'Safety first', name: 'Ann Example' });
    expect(result).toEqual({ kind: 'issued', certificate: { ...issued, score: null } });
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ courseId: 'course-1', courseTitle: 'Safety first', name: 'Ann Example' });
  });

  it('says the service wants a name (422 nameRequired), and that the course is not eligible (409) with its reason', async () => {
    const { t } = target(json(422, { error: 'nameRequired' }), json(409, { error: 'notEligible', message: 'The course is not passed yet.' }));
    await expect(issueCertificate(t, { courseTitle: 'x' })).resolves.toEqual({ kind: 'nameRequired' });
    await expect(issueCertificate(t, { courseTitle: 'x' })).resolves.toEqual({ kind: 'notEligible', message: 'The course is not passed yet.' });
  });

  it('tries again while the service cannot be reached (SPEC 7.1), reporting the connection lost and back', async () => {
    const { t, calls, reported } = target(new TypeError('network'), json(503, {}), json(201, issued));
    await expect(issueCertificate(t, { courseTitle: 'x' })).resolves.toEqual({ kind: 'issued', certificate: issued });
    expect(calls).toHaveLength(3);
    expect(reported).toEqual(['lost', 'back']);
  });

  it('fails on an answer without the fields it prints, on another 4xx, and says a refused token is signed out', async () => {
    const { t } = target(json(201, { ...issued, code: undefined }), json(400, { error: 'badRequest' }), json(401, {}), json(422, { error: 'other' }));
    await expect(issueCertificate(t, { courseTitle: 'x' })).resolves.toEqual({ kind: 'failed', detail: expect.stringContaining('lacks') });
    await expect(issueCertificate(t, { courseTitle: 'x' })).resolves.toEqual({ kind: 'failed', detail: 'the service answered 400 (badRequest)' });
    await expect(issueCertificate(t, { courseTitle: 'x' })).resolves.toEqual({ kind: 'signed-out' });
    await expect(issueCertificate(t, { courseTitle: 'x' })).resolves.toEqual({ kind: 'failed', detail: 'the service answered 422 (other)' });
  });
});
