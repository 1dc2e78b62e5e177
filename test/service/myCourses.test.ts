/**
 * SPEC 2.4 / 2.8 'My courses': the learner service's page of a learner's courses, known by the
 * long-term session cookie, with its own sign-in form. On PGlite and on PostgreSQL.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { attemptsPath, BACKENDS, call, newLearner, PLAYER_ORIGIN, register, startHarness, type Harness } from './support/serviceHarness';

const PAGE = '/api/account/my-courses';
const TITLED_COURSE = 'titled-course-1';

/** A course package with just what the service reads: its id, a title per language, no access limitation. */
function titledCoursePackage(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ocp-course-'));
  mkdirSync(path.join(dir, 'content'));
  writeFileSync(path.join(dir, 'content', 'data.js'), JSON.stringify({ id: TITLED_COURSE, title: { en: 'Caring for Ferns & Mosses', ar: 'العناية بالسراخس' } }));
  writeFileSync(path.join(dir, 'publishSettings.js'), JSON.stringify({ publishMode: 'Publish' }));
  return dir;
}

const form = (fields: Record<string, string>) => ({ rawBody: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** A form post as the browser sends it, without following the redirect (its Set-Cookie is what the test reads). */
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

/** The session cookie (name=value) a sign-in answer set, or null. */
const cookieOf = (headers: Headers): string | null => headers.getSetCookie().find((c) => c.startsWith('ocp_learner_session='))?.split(';')[0] ?? null;

const dom = (html: string) => new JSDOM(html).window.document;

interface ShownCourse {
  name: string | null;
  facts: Record<string, string>;
  link: string | null;
}

function shownCourses(document: Document): ShownCourse[] {
  return [...document.querySelectorAll('main ul.courses > li')].map((li) => {
    const terms = [...li.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
    return { name: li.querySelector('h2')?.textContent ?? null, facts: Object.fromEntries(terms), link: li.querySelector('a')?.getAttribute('href') ?? null };
  });
}

describe.each(BACKENDS)("'My courses' page on %s", (backend) => {
  let h: Harness;
  let courseDir: string;
  beforeAll(async () => {
    courseDir = titledCoursePackage();
    h = await startHarness(backend, { courses: [courseDir] });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(courseDir, { recursive: true, force: true });
  });

  async function signInByForm(email: string, password: string): Promise<string> {
    const answer = await postForm(`${h.url}${PAGE}/sign-in`, { email, password });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(PAGE);
    const cookie = cookieOf(answer.headers);
    expect(cookie).not.toBeNull();
    return cookie!;
  }

  async function openPage(cookie?: string) {
    const answer = await call(h, 'GET', PAGE, { headers: cookie ? { cookie } : {} });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    return dom(answer.body as string);
  }

  const save = (token: string, courseId: string, attemptId: string, fields: object) =>
    call(h, 'PUT', attemptsPath(courseId, attemptId), { token, body: { jsonProgress: '{"answers":[]}', ...fields } });
  const create = (token: string, courseId: string, attemptId: string, courseUrl: string) =>
    call(h, 'POST', attemptsPath(courseId), { token, body: { attemptId, courseUrl } });

  it('shows a sign-in form on its own page when no session cookie comes with the request', async () => {
    const page = await openPage();
    expect(page.querySelector('h1')?.textContent).toBe('Sign in to see your courses');
    const signIn = page.querySelector('main form');
    expect([signIn?.getAttribute('method'), signIn?.getAttribute('action')]).toEqual(['post', `${PAGE}/sign-in`]);
    expect([...page.querySelectorAll('main form label')].map((l) => l.textContent)).toEqual(['E-mail', 'Password']);
    // A cookie the service does not know is no session either.
    expect((await openPage('ocp_learner_session=made-up')).querySelector('h1')?.textContent).toBe('Sign in to see your courses');
  });

  it('answers a wrong password with the form again, an alert, the e-mail kept, and no cookie', async () => {
    const { learner } = await register(h);
    const answer = await call(h, 'POST', `${PAGE}/sign-in`, form({ email: learner.email, password: 'not-the-password' }));
    expect(answer.status).toBe(401);
    expect(cookieOf(answer.headers)).toBeNull();
    const page = dom(answer.body as string);
    expect(page.querySelector('[role=alert]')?.textContent).toBe('That e-mail and password do not match an account.');
    expect(page.querySelector<HTMLInputElement>('#email')?.value).toBe(learner.email);
    expect(page.querySelector<HTMLInputElement>('#password')?.value).toBe('');
    // An unknown e-mail gets the same answer.
    const unknown = await call(h, 'POST', `${PAGE}/sign-in`, form({ email: 'nobody@example.com', password: 'whatever-1' }));
    expect([unknown.status, dom(unknown.body as string).querySelector('[role=alert]')?.textContent]).toEqual([401, 'That e-mail and password do not match an account.']);
  });

  it("lists the learner's two courses with the last attempt's status, score and time, and links back to the player", async () => {
    const { token, learner } = await register(h);
    await create(token, TITLED_COURSE, 'titled-old', `${PLAYER_ORIGIN}/ferns/`);
    await save(token, TITLED_COURSE, 'titled-old', { status: 'FAILED', score: 20 });
    await h.advance(60);
    await create(token, 'untitled-course-2', 'untitled-1', `${PLAYER_ORIGIN}/other/#/page/2`);
    await save(token, 'untitled-course-2', 'untitled-1', { status: 'IN_PROGRESS', score: 40 });
    await h.advance(60);
    await create(token, TITLED_COURSE, 'titled-new', `${PLAYER_ORIGIN}/ferns/?attemptId=titled-new`);
    await save(token, TITLED_COURSE, 'titled-new', { status: 'PASSED', score: 87.5 });

    const cookie = await signInByForm(learner.email, learner.password);
    const page = await openPage(cookie);
    expect(page.querySelector('h1')?.textContent).toBe('My courses');
    expect(page.querySelector('header strong')?.textContent).toBe(learner.name);
    const shown = shownCourses(page);
    // The most recently saved first; a course the service has the package of is shown by its title.
    expect(shown).toEqual([
      { name: 'Caring for Ferns & Mosses', facts: { Status: 'Passed', Score: '88%', 'Last saved': expect.stringMatching(/ UTC$/) }, link: `${PLAYER_ORIGIN}/ferns/?attemptId=titled-new` },
      { name: 'untitled-course-2', facts: { Status: 'In progress', Score: '40%', 'Last saved': expect.stringMatching(/ UTC$/) }, link: `${PLAYER_ORIGIN}/other/#/page/2` },
    ]);
    const times = [...page.querySelectorAll('time')].map((t) => Date.parse(t.getAttribute('datetime')!));
    expect(times[0] - times[1]).toBeGreaterThanOrEqual(60_000);
    expect(page.querySelector('main ul.courses a')?.textContent).toBe('Continue Caring for Ferns & Mosses');
    expect(page.querySelector('form[action$="/sign-out"] button')?.textContent).toBe('Sign out');
  });

  it('knows the learner by the cookie "Keep me signed in" sets, and shows a friendly sentence before any course', async () => {
    const learner = newLearner();
    await register(h, learner);
    const signedIn = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const page = await openPage(cookieOf(signedIn.headers)!);
    expect(page.querySelector('h1')?.textContent).toBe('My courses');
    expect(page.querySelector('ul.courses')).toBeNull();
    expect(page.querySelector('main p')?.textContent).toMatch(/^You have not started a course yet\./);
  });

  it("never shows another learner's courses", async () => {
    const first = await register(h);
    const second = await register(h);
    await create(first.token, 'first-only-course', 'first-only', `${PLAYER_ORIGIN}/a/`);
    await create(second.token, 'second-only-course', 'second-only', `${PLAYER_ORIGIN}/b/`);
    const firstPage = await openPage(await signInByForm(first.learner.email, first.learner.password));
    const secondPage = await openPage(await signInByForm(second.learner.email, second.learner.password));
    expect(shownCourses(firstPage).map((c) => c.name)).toEqual(['first-only-course']);
    expect(shownCourses(secondPage).map((c) => c.name)).toEqual(['second-only-course']);
  });

  it('links no course whose stored address is javascript:, another site, or not an address', async () => {
    const { token, learner } = await register(h);
    await create(token, 'script-course', 'script-1', 'javascript:alert(document.cookie)');
    await create(token, 'off-origin-course', 'off-1', 'https://evil.example/course/');
    await create(token, 'no-url-course', 'nourl-1', '');
    const page = await openPage(await signInByForm(learner.email, learner.password));
    expect(shownCourses(page).map((c) => [c.name, c.link]).sort()).toEqual([['no-url-course', null], ['off-origin-course', null], ['script-course', null]]);
    expect(page.querySelectorAll('main a')).toHaveLength(0);
  });

  it("renders a hostile name and course id as text", async () => {
    const hostile = { ...newLearner(), name: 'Eve <img src=x onerror=alert(1)> "O\'Brien" & co' };
    const { token } = await register(h, hostile);
    const courseId = '<script>alert(1)</script>"><b>';
    await create(token, courseId, 'hostile-1', `${PLAYER_ORIGIN}/?q="><script>alert(2)</script>`);
    const answer = await call(h, 'GET', PAGE, { headers: { cookie: await signInByForm(hostile.email, hostile.password) } });
    const html = answer.body as string;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    const page = dom(html);
    expect(page.querySelector('header strong')?.textContent).toBe(hostile.name);
    expect(page.querySelectorAll('script, img, b')).toHaveLength(0);
    expect(shownCourses(page)).toEqual([{ name: courseId, facts: expect.any(Object), link: `${PLAYER_ORIGIN}/?q="><script>alert(2)</script>` }]);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const { learner } = await register(h);
    const cookie = await signInByForm(learner.email, learner.password);
    const out = await postForm(`${h.url}${PAGE}/sign-out`, {}, { cookie });
    expect([out.status, out.headers.get('location')]).toEqual([303, PAGE]);
    expect(out.headers.getSetCookie().join()).toMatch(/ocp_learner_session=;/);
    expect((await openPage(cookie)).querySelector('h1')?.textContent).toBe('Sign in to see your courses');
    expect((await call(h, 'GET', '/api/account/token', { headers: { cookie } })).status).toBe(204);
  });

  it('sets the session cookie with its secure flags, and refuses a sign-in form posted from another site', async () => {
    const { learner } = await register(h);
    const answer = await postForm(`${h.url}${PAGE}/sign-in`, { email: learner.email, password: learner.password });
    const setCookie = answer.headers.getSetCookie().find((c) => c.startsWith('ocp_learner_session='))!;
    expect(setCookie).toMatch(/; Path=\/api\/account(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; SameSite=Lax/);

    const forged = await postForm(`${h.url}${PAGE}/sign-in`, { email: learner.email, password: learner.password }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(cookieOf(forged.headers)).toBeNull();
  });
});

describe("'My courses' sign-in rate limit", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('PGlite', { authRateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(async () => h?.close());

  it('answers the third sign-in within the window with a page saying so, not JSON', async () => {
    const wrong = form({ email: 'someone@example.com', password: 'wrong-password' });
    expect((await call(h, 'POST', `${PAGE}/sign-in`, wrong)).status).toBe(401);
    expect((await call(h, 'POST', `${PAGE}/sign-in`, wrong)).status).toBe(401);
    const limited = await call(h, 'POST', `${PAGE}/sign-in`, wrong);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(dom(limited.body as string).querySelector('[role=alert]')?.textContent).toBe('Too many sign-in attempts. Wait a minute and try again.');
  });
});
