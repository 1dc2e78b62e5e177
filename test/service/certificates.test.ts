/**
 * Issue 26 (SPEC 1 "may download a certificate"): the learner service issues a certificate from the data
 * it holds (the learner's latest attempt, their account's name, the package's title) and anyone may
 * verify it by its code: the public JSON record and the verify page. PGlite and PostgreSQL.
 */
import { JSDOM } from 'jsdom';
import { altered, issue, saveResult } from './support/certificates';
import { COURSE, coursePackage } from './support/review';
import { BACKENDS, call, register, startHarness, type Harness } from './support/serviceHarness';

const CODE = /^[A-Za-z0-9_-]{24}$/;
const PACKAGE_TITLE = 'Ferns <b>&</b> "Mosses"';
const page = (h: Harness, code: string, language?: string) => fetch(`${h.url}/certificates/${code}`, { headers: language ? { 'accept-language': language } : {} });
const dom = (html: string) => new JSDOM(html).window.document;
let courses = 0;
const newCourse = () => `course-${(courses += 1)}-${Date.now().toString(36)}`;

describe.each(BACKENDS)('certificates on %s', (backend) => {
  let h: Harness;
  const pkg = coursePackage();
  beforeAll(async () => {
    h = await startHarness(backend, { courses: [pkg.dir] });
  });
  afterAll(async () => h?.close());

  it('issues from a passed attempt with the data the service holds; issuing twice gives the same certificate', async () => {
    const { token, learner } = await register(h);
    await saveResult(h, token, COURSE, 'PASSED', 85);
    // The body's title is not used: the service has the package's.
    const first = await issue(h, token, { courseId: COURSE, courseTitle: 'A title the player sent', name: 'Someone Else' });
    expect(first.status).toBe(201);
    const { code } = first.body;
    expect(code).toMatch(CODE);
    expect(first.body).toMatchObject({
      verifyUrl: `${h.url}/certificates/${code}`,
      credentialJwtUrl: `${h.url}/api/certificates/${code}/credential.jwt`,
      credentialJsonUrl: `${h.url}/api/certificates/${code}/credential.json`,
      courseId: COURSE,
      learnerName: learner.name,
      courseTitle: PACKAGE_TITLE,
      score: 85,
      result: 'passed',
      status: 'valid',
      revokedAt: null,
    });
    expect(Date.parse(first.body.completedAt)).toBeLessThanOrEqual(Date.parse(first.body.issuedAt));

    const again = await issue(h, token, { courseId: COURSE, courseTitle: 'Whatever' });
    expect([again.status, again.body]).toEqual([200, first.body]);
    const record = await call(h, 'GET', `/api/certificates/${code}`);
    expect([record.status, record.body]).toEqual([200, first.body]);
    expect(record.headers.get('access-control-allow-origin')).toBe('*');

    const shown = await page(h, code);
    expect(shown.status).toBe(200);
    const doc = dom(await shown.text());
    const text = doc.querySelector('main')!.textContent!;
    expect(doc.querySelector('.name')!.textContent).toBe(learner.name);
    expect(text).toContain(PACKAGE_TITLE); // as text: escaped in the HTML
    expect(doc.querySelector('main b')).toBeNull();
    expect(text).toContain('85%');
    // Who vouches for it: the issuer (default: the service's host, linked to its public URL).
    const issuedBy = [...doc.querySelectorAll('dt')].find((dt) => dt.textContent === 'Issued by')!.nextElementSibling!.querySelector('a')!;
    expect([issuedBy.textContent, issuedBy.getAttribute('href')]).toEqual([new URL(h.url).host, h.url]);
    expect(text).toContain('Valid');
    expect(text).toContain('not what a PDF');
    const links = [...doc.querySelectorAll('.downloads a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([`/api/certificates/${code}/credential.jwt`, `/api/certificates/${code}/credential.json`]);
  });

  it('takes the title from the body when the service has no package; PASSED with score 0 (no scored questions) is "completed" without a score', async () => {
    const { token } = await register(h);
    const courseId = newCourse();
    await saveResult(h, token, courseId, 'PASSED', 0);
    const answer = await issue(h, token, { courseId, courseTitle: '  Safety   basics ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ courseTitle: 'Safety basics', score: null, result: 'completed' });
    const text = dom(await (await page(h, answer.body.code)).text()).querySelector('main')!.textContent!;
    expect(text).toContain('Completed');
    expect(text).not.toContain('Score');
  });

  it('refuses a learner whose latest attempt did not pass (409 notEligible), and one without an attempt', async () => {
    const { token } = await register(h);
    const courseId = newCourse();
    expect(await issue(h, token, { courseId, courseTitle: 'T' })).toMatchObject({ status: 409, body: { error: 'notEligible' } });
    await saveResult(h, token, courseId, 'FAILED', 40);
    expect(await issue(h, token, { courseId, courseTitle: 'T' })).toMatchObject({ status: 409, body: { error: 'notEligible' } });
    await saveResult(h, token, courseId, 'IN_PROGRESS', 10);
    expect((await issue(h, token, { courseId, courseTitle: 'T' })).status).toBe(409);
  });

  it("issues only for the token's learner: another learner's passed attempt gives them nothing", async () => {
    const a = await register(h);
    const b = await register(h);
    const courseId = newCourse();
    await saveResult(h, a.token, courseId, 'PASSED', 90);
    const aId = (await call(h, 'GET', '/api/learner/me', { token: a.token })).body.id;
    // What the body says of a learner is not read: B has not passed, so B gets nothing, and nothing is issued for A.
    expect(await issue(h, b.token, { courseId, courseTitle: 'T', learnerId: aId, name: a.learner.name })).toMatchObject({ status: 409, body: { error: 'notEligible' } });
    await saveResult(h, b.token, courseId, 'PASSED', 70);
    const forB = await issue(h, b.token, { courseId, courseTitle: 'T', learnerId: aId });
    expect(forB.status).toBe(201);
    expect(forB.body).toMatchObject({ learnerName: b.learner.name, score: 70 });
    const forA = await issue(h, a.token, { courseId, courseTitle: 'T' });
    expect(forA.body).toMatchObject({ learnerName: a.learner.name, score: 90 });
    expect(forA.body.code).not.toBe(forB.body.code);
  });

  it('needs a token, and refuses malformed input with 400', async () => {
    expect((await issue(h, undefined, { courseId: COURSE, courseTitle: 'T' })).status).toBe(401);
    const { token } = await register(h);
    for (const body of [
      {},
      { courseId: COURSE },
      { courseId: COURSE, courseTitle: '' },
      { courseId: COURSE, courseTitle: 'x'.repeat(301) },
      { courseId: COURSE, courseTitle: '   ' },
      { courseId: COURSE, courseTitle: 'Line\nbreak\u0007bell' },
      { courseId: COURSE, courseTitle: 'T', name: 'n'.repeat(101) },
      { courseId: COURSE, courseTitle: 'T', name: 42 },
      { courseId: 'c'.repeat(201), courseTitle: 'T' },
    ]) {
      expect([JSON.stringify(body).slice(0, 60), (await issue(h, token, body)).status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
    }
  });

  it('answers 404 for an unknown, an altered and a malformed code, the page the same for each', async () => {
    const { token } = await register(h);
    const courseId = newCourse();
    await saveResult(h, token, courseId, 'PASSED', 100);
    const { code } = (await issue(h, token, { courseId, courseTitle: 'T' })).body;
    const unknown = 'A'.repeat(24);
    const pages: string[] = [];
    for (const wrong of [altered(code), unknown, 'short', `${code}x`]) {
      expect(await call(h, 'GET', `/api/certificates/${wrong}`)).toMatchObject({ status: 404, body: { error: 'notFound' } });
      expect((await call(h, 'GET', `/api/certificates/${wrong}/credential.jwt`)).status).toBe(404);
      expect((await call(h, 'GET', `/api/certificates/${wrong}/credential.json`)).status).toBe(404);
      const shown = await page(h, wrong);
      expect([shown.status, shown.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
      pages.push(await shown.text());
    }
    expect(new Set(pages).size).toBe(1);
    expect(dom(pages[0]).querySelector('h1')!.textContent).toBe('Certificate not found');
  });

  it("sends the service pages' security headers, and speaks the visitor's language (Accept-Language), right to left for Hebrew and Arabic", async () => {
    const { token } = await register(h);
    const courseId = newCourse();
    await saveResult(h, token, courseId, 'PASSED', 75);
    const { code } = (await issue(h, token, { courseId, courseTitle: 'Course' })).body;
    const shown = await page(h, code);
    const csp = shown.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.headers.get('referrer-policy')).toBe('same-origin');

    const cases: Array<[string | undefined, string, string, string]> = [
      [undefined, 'en', 'ltr', 'Certificate'],
      ['he-IL,he;q=0.9,en;q=0.5', 'he', 'rtl', 'תעודה'],
      ['xx, ar;q=0.8', 'ar', 'rtl', 'شهادة'],
      ['de-CH', 'de', 'ltr', 'Zertifikat'],
      ['en;q=0.2, fr;q=0.9', 'fr', 'ltr', 'Certificat'],
      ['es', 'es', 'ltr', 'Certificado'],
      ['ja', 'en', 'ltr', 'Certificate'],
    ];
    for (const [language, lang, dir, title] of cases) {
      const doc = dom(await (await page(h, code, language)).text());
      expect([language, doc.documentElement.lang, doc.documentElement.dir, doc.querySelector('h1')!.textContent]).toEqual([language, lang, dir, title]);
    }
    const missing = dom(await (await page(h, altered(code), 'he')).text());
    expect([missing.documentElement.lang, missing.documentElement.dir]).toEqual(['he', 'rtl']);
  });
});
