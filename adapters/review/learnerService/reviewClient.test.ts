import { readReviewSettings, type ReviewApiConfig } from '@core';
import { LearnerServiceReviewClient } from './reviewClient';
import { ReviewerTokenStore } from './ReviewerTokenStore';

const settings = readReviewSettings({ reviewApiUrl: 'https://svc.example.org/api/review' }, 'Review')!;
const config: ReviewApiConfig = { settings, courseId: 'course-1', window: null };
const REVIEWER = { email: 'ann@example.com', name: 'Ann Lee', courseId: 'course-1', isRegisteredReviewer: true, isAuthenticatedReviewer: false, isOwner: false, showsEmails: false };

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers from a list and records each request. */
function fakeFetch(answers: [number, unknown][]) {
  const seen: Seen[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    seen.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = answers.shift() ?? [500, {}];
    // jsdom has no Response: the two members the client reads.
    return { status, json: async () => body };
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function memoryTokens() {
  const map = new Map<string, string>();
  const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as Storage;
  return { tokens: new ReviewerTokenStore(storage, 'token.review.course-1'), map };
}

describe('the review API client (SPEC 7.7; docs/service.md, Review)', () => {
  it('GET_LOGIN_LINK: the e-mail lower-cased, X-Course-Id, no token; keeps the pending token it gets', async () => {
    const { fetch, seen } = fakeFetch([[201, { token: 'pending', reviewer: REVIEWER }]]);
    const { tokens, map } = memoryTokens();
    const client = new LearnerServiceReviewClient(config, fetch, tokens);
    const result = await client.requestLoginLink({ email: 'Ann@Example.com', name: 'Ann Lee', returnUrl: 'https://courses.example.org/c/', lang: 'de' });
    expect(result).toEqual({ ok: true, value: { token: 'pending', reviewer: REVIEWER } });
    expect(seen[0]).toMatchObject({ url: 'https://svc.example.org/api/review/login-link', method: 'POST', body: { email: 'ann@example.com', name: 'Ann Lee', returnUrl: 'https://courses.example.org/c/', lang: 'de' } });
    expect(seen[0].headers['X-Course-Id']).toBe('course-1');
    expect(seen[0].headers.Authorization).toBeUndefined();
    expect(map.get('token.review.course-1')).toBe('pending');
  });

  it("carries the token on the reviewer's calls: resend, me, change name, end session", async () => {
    const { fetch, seen } = fakeFetch([[202, {}], [200, REVIEWER], [200, { ...REVIEWER, name: 'Ann B. Lee' }], [200, {}]]);
    const { tokens, map } = memoryTokens();
    tokens.keep('t1');
    const client = new LearnerServiceReviewClient(config, fetch, tokens);
    expect(await client.resendLoginLink('en')).toEqual({ ok: true, value: {} });
    expect(await client.me()).toEqual({ ok: true, value: REVIEWER });
    expect(await client.updateReviewer({ name: 'Ann B. Lee', lang: 'en' })).toMatchObject({ ok: true, value: { name: 'Ann B. Lee' } });
    expect(await client.endSession()).toMatchObject({ ok: true });
    expect(seen.map((s) => `${s.method} ${s.url.replace('https://svc.example.org/api/review', '')}`)).toEqual(['POST /login-link/resend', 'GET /me', 'PUT /me', 'DELETE /session']);
    expect(seen.every((s) => s.headers.Authorization === 'Bearer t1' && s.headers['X-Course-Id'] === 'course-1')).toBe(true);
    expect(seen[2].body).toEqual({ name: 'Ann B. Lee', lang: 'en' });
    expect(map.size).toBe(0);
  });

  it("the e-mailed link's code makes an authenticated session whose token replaces the pending one", async () => {
    const { fetch, seen } = fakeFetch([[200, { token: 'proven', reviewer: { ...REVIEWER, isAuthenticatedReviewer: true } }]]);
    const { tokens, map } = memoryTokens();
    tokens.keep('pending');
    const client = new LearnerServiceReviewClient(config, fetch, tokens);
    expect(await client.logIn('abc')).toMatchObject({ ok: true, value: { token: 'proven' } });
    expect(seen[0]).toMatchObject({ method: 'POST', body: { code: 'abc' } });
    expect(seen[0].headers.Authorization).toBeUndefined();
    expect(map.get('token.review.course-1')).toBe('proven');
  });

  it("maps the service's answers to SPEC 8.2's outcomes", async () => {
    const { fetch } = fakeFetch([
      [400, { message: 'invalidEmail' }],
      [400, { message: 'returnUrlNotAllowed' }],
      [429, {}],
      [401, { message: 'loginLinkNotValid' }],
      [409, { message: 'emailChangeNeedsNewLogin' }],
      [500, {}],
    ]);
    const { tokens } = memoryTokens();
    tokens.keep('t1');
    const client = new LearnerServiceReviewClient(config, fetch, tokens);
    const link = { email: 'a@b.cd', name: 'A', returnUrl: '', lang: 'en' };
    expect(await client.requestLoginLink(link)).toMatchObject({ ok: false, failure: 'invalidEmail', status: 400 });
    expect(await client.requestLoginLink(link)).toMatchObject({ failure: 'reviewerRegistrationFailed' });
    expect(await client.requestLoginLink(link)).toMatchObject({ failure: 'rateLimited' });
    expect(await client.logIn('x')).toMatchObject({ failure: 'loginLinkNotValid' });
    expect(await client.updateReviewer({ name: 'A', email: 'b@c.de', lang: 'en' })).toMatchObject({ failure: 'emailChangeNeedsNewLogin' });
    expect(await client.me()).toMatchObject({ failure: 'offline', status: 500 });
  });

  it('a 401 on a token call forgets the token; a network error is offline', async () => {
    const { fetch } = fakeFetch([[401, { message: 'unauthorized' }]]);
    const { tokens, map } = memoryTokens();
    tokens.keep('t1');
    const client = new LearnerServiceReviewClient(config, fetch, tokens);
    expect(await client.me()).toMatchObject({ ok: false, failure: 'unauthorized' });
    expect(map.size).toBe(0);
    const offline = new LearnerServiceReviewClient(config, (async () => { throw new TypeError('network'); }) as unknown as typeof globalThis.fetch, memoryTokens().tokens);
    expect(await offline.requestLoginLink({ email: 'a@b.cd', name: 'A', returnUrl: '', lang: 'en' })).toMatchObject({ ok: false, failure: 'offline' });
  });
});
