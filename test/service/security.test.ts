/**
 * Hostile input against every text field, oversized bodies, foreign origins and text PostgreSQL
 * cannot store, on PGlite and on PostgreSQL. Nothing may reach the database as SQL text or fail
 * inside it: every answer below is a deliberate 2xx or 4xx, never a 500.
 */
import { attemptsPath, BACKENDS, call, PLAYER_ORIGIN, register, startHarness, type Answer, type Harness } from './support/serviceHarness';
import { writer } from './support/statements';

/** Statements are written with an integrator's credentials: any actor, any course id. */
const INTEGRATOR = writer('lrs-integrator', 'integrator-secret-0123456789abc', null);
const XAPI = INTEGRATOR.header;
/** Classic injection payloads, plus what breaks naive quoting: backslashes, $n placeholders, LIKE wildcards, comments. */
const INJECTIONS = [
  "'; DROP TABLE learners; --",
  "' OR '1'='1",
  '" OR ""="',
  "1; DELETE FROM attempts WHERE '1'='1",
  "\\'; SELECT pg_sleep(0); --",
  '$1 $2 %_ */ /* -- ;',
  "Robert'); DROP TABLE attempts;--",
];

describe.each(BACKENDS)('hostile input on %s', (backend) => {
  let h: Harness;
  const answers: Answer[] = [];
  const send = async (...args: Parameters<typeof call>) => {
    const answer = await call(...args);
    answers.push(answer);
    return answer;
  };

  beforeAll(async () => {
    h = await startHarness(backend, { lrsWriters: [INTEGRATOR.config] });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('stores and returns injection strings in names, e-mails and passwords literally', async () => {
    for (const [i, text] of INJECTIONS.entries()) {
      // SPEC 5.2 allows ' = ? * / in e-mail local parts: hostile but valid addresses.
      const email = `o'brien${i}'or'1'='1@example.com`;
      const password = `${text.replace(/\s/g, '')}x${i}x${i}`;
      const name = `${text} Smith`;
      const registered = await send(h, 'POST', '/api/credentials/register', { body: { email, password, name } });
      expect(registered.status).toBe(202);
      const signedIn = await send(h, 'POST', '/api/auth/credentials', { body: { email, password } });
      expect(signedIn.status).toBe(200);
      const me = await send(h, 'GET', '/api/learner/me', { token: signedIn.body.token });
      expect(me.body).toMatchObject({ email, name });
      expect((await send(h, 'POST', '/api/auth/credentials', { body: { email, password: text } })).status).toBe(401);
      expect((await send(h, 'POST', '/api/auth/credentials', { body: { email: text, password: text } })).status).toBe(401);
      expect((await send(h, 'GET', `/api/account/exists?email=${encodeURIComponent(text)}`)).body).toEqual({ exists: false });
      expect((await send(h, 'POST', '/api/credentials/forgot-password', { body: { email: text, returnUrl: `${PLAYER_ORIGIN}/` } })).status).toBe(201);
    }
  });

  it('stores and returns injection strings in course ids, attempt ids, progress and course URLs literally', async () => {
    const { token } = await register(h);
    const bystander = await register(h);
    await send(h, 'POST', attemptsPath('plain-course'), { token: bystander.token, body: { attemptId: 'bystander-attempt', jsonProgress: '{"answers":[[1]]}' } });

    for (const [i, text] of INJECTIONS.entries()) {
      const courseId = `${text}-${i}`;
      const attemptId = `${text}#${i}`;
      const jsonProgress = JSON.stringify({ answers: [[text]], language: text, nested: { [text]: text } });
      const created = await send(h, 'POST', attemptsPath(courseId), { token, body: { attemptId, jsonProgress: '{}', courseUrl: `${PLAYER_ORIGIN}/?q=${text}` } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ courseId, attemptId, courseUrl: `${PLAYER_ORIGIN}/?q=${text}` });
      expect((await send(h, 'PUT', attemptsPath(courseId, attemptId), { token, body: { jsonProgress, score: 40, status: 'IN_PROGRESS' } })).status).toBe(200);
      expect((await send(h, 'GET', attemptsPath(courseId, attemptId), { token })).body).toMatchObject({ attemptId, courseId, jsonProgress });
      expect((await send(h, 'GET', attemptsPath(courseId, 'last'), { token })).body.attemptId).toBe(attemptId);
      expect((await send(h, 'GET', `/api/learner/access/${encodeURIComponent(text)}`, { token })).body).toEqual({ hasAccessToCourse: true });
      expect((await send(h, 'PUT', attemptsPath(courseId, attemptId), { token, body: { jsonProgress, status: text } })).status).toBe(400);
    }
    // Nothing else was touched: the other learner's attempt is as it was.
    expect((await send(h, 'GET', attemptsPath('plain-course', 'bystander-attempt'), { token: bystander.token })).body.jsonProgress).toBe('{"answers":[[1]]}');
  });

  it('stores injection strings in statements literally and answers the feedback check for them', async () => {
    for (const text of INJECTIONS) {
      const body = {
        actor: { name: text, mbox: `mailto:x'or'1'='1@example.com` },
        verb: { id: `http://example.com/verbs/${encodeURIComponent(text)}`, display: { en: text } },
        object: { id: 'http://example.com/activity', definition: { name: { en: text }, type: text } },
        context: { extensions: { 'https://open-course-player.org/xapi/extensions/course-id': text } },
        result: { response: text },
      };
      const posted = await send(h, 'POST', '/xApi/statements', { headers: XAPI, body });
      expect(posted.status).toBe(200);
      const feedback = await send(h, 'GET', '/summary/allow-learner-feedback', { headers: { 'x-entity-type': 'course', 'x-entity-id': text, 'x-user-id': text, authorization: INTEGRATOR.header.authorization } });
      expect(feedback.body).toEqual({ isFeedbackAllowed: true });
    }
  });

  it('refuses text PostgreSQL cannot store (U+0000, unpaired surrogates) as a bad request', async () => {
    const { token } = await register(h);
    const nul = await send(h, 'POST', '/api/credentials/register', { body: { email: 'nul@example.com', password: 'password1', name: 'Nul\u0000 Byte' } });
    expect(nul.status).toBe(400);
    const surrogate = await send(h, 'POST', attemptsPath('c'), { token, rawBody: '{"attemptId":"s1","jsonProgress":"{\\"a\\":\\"\\ud800\\"}"}' });
    expect(surrogate.status).toBe(400);
    expect((await send(h, 'GET', `${attemptsPath('c')}/%00`, { token })).status).toBe(400);
    const statement = { actor: { mbox: 'mailto:a@example.com' }, verb: { id: 'http://x/v' }, object: { id: 'http://x/o' }, result: { response: 'a\u0000b' } };
    expect((await send(h, 'POST', '/xApi/statements', { headers: XAPI, body: statement })).status).toBe(400);
  });

  it('answers 413 to bodies over the limits: 16 KiB on auth calls, 1 MiB elsewhere', async () => {
    const { token } = await register(h);
    const big = 'x'.repeat(1024 * 1024 + 1);
    expect((await send(h, 'POST', '/api/auth/credentials', { body: { email: 'a@example.com', password: 'y'.repeat(17 * 1024) } })).status).toBe(413);
    expect((await send(h, 'POST', '/api/credentials/register', { body: { email: 'a@example.com', password: 'p', name: 'y'.repeat(17 * 1024) } })).status).toBe(413);
    expect((await send(h, 'PUT', attemptsPath('c', 'big'), { token, body: { jsonProgress: JSON.stringify({ big }) } })).status).toBe(413);
    expect((await send(h, 'POST', '/xApi/statements', { headers: XAPI, body: { actor: {}, verb: { id: 'v' }, object: {}, result: { response: big } } })).status).toBe(413);
    // Answered after the body was read, on a connection that stays open (server/http/oversizedBody.ts):
    // a client still sending hears the 413 instead of a reset.
    const refused = await send(h, 'PUT', attemptsPath('c', 'big'), { token, body: { jsonProgress: JSON.stringify({ big }) } });
    expect([refused.status, refused.headers.get('connection')]).toEqual([413, 'keep-alive']);
    // Just under the limit is fine.
    const fits = JSON.stringify({ big: 'x'.repeat(1000 * 1000) });
    expect((await send(h, 'PUT', attemptsPath('c', 'big'), { token, body: { jsonProgress: fits } })).status).toBe(201);
  });

  it('admits the player origin only (CORS), and refuses any request a page of another origin makes', async () => {
    const preflight = await send(h, 'OPTIONS', '/api/auth/credentials', {
      headers: { origin: PLAYER_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PLAYER_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

    const fromPlayer = await send(h, 'GET', '/api/account/exists?email=a%40example.com', { headers: { origin: PLAYER_ORIGIN } });
    expect(fromPlayer.status).toBe(200);
    expect(fromPlayer.headers.get('access-control-allow-origin')).toBe(PLAYER_ORIGIN);

    const foreign = await send(h, 'POST', '/api/account/logout', { headers: { origin: 'https://evil.example' }, body: {} });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const foreignPreflight = await send(h, 'OPTIONS', '/api/auth/credentials', { headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never failed inside: no 500 in any answer above, nothing logged as failed', async () => {
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    expect(await h.log()).not.toContain('request failed');
  });
});
