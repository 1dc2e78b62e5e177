/**
 * Issue 26 §6: a course's owners (REVIEW_OWNERS, signed in on the review page) see its certificates and
 * revoke or restore them; nobody else can. A revoked certificate's page and record say so; its
 * credential still downloads. PGlite and PostgreSQL.
 */
import { JSDOM } from 'jsdom';
import { issue, saveResult } from './support/certificates';
import { COURSE, coursePackage, OTHER_COURSE, OWNER, signInOwner } from './support/review';
import { BACKENDS, call, register, startHarness, type Harness } from './support/serviceHarness';

const OTHER_OWNER = 'other-owner@example.org';
const dom = (html: string) => new JSDOM(html).window.document;
const form = (h: Harness, path: string, cookie: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields).toString(), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers } });
const coursePage = (courseId: string) => `/api/review/owner/courses/${courseId}`;
const action = (courseId: string, code: string, what: 'revoke' | 'restore') => `${coursePage(courseId)}/certificates/${code}/${what}`;

describe.each(BACKENDS)('revoking certificates on %s', (backend) => {
  let h: Harness;
  const pkg = coursePackage();
  let code: string;
  let otherCode: string;
  let learnerName: string;
  beforeAll(async () => {
    h = await startHarness(backend, { courses: [pkg.dir], reviewOwners: [{ courseId: COURSE, emails: [OWNER] }, { courseId: OTHER_COURSE, emails: [OTHER_OWNER] }] });
    const { token, learner } = await register(h);
    learnerName = learner.name;
    await saveResult(h, token, COURSE, 'PASSED', 95);
    code = (await issue(h, token, { courseId: COURSE, courseTitle: 'T' })).body.code;
    await saveResult(h, token, OTHER_COURSE, 'PASSED', 80);
    otherCode = (await issue(h, token, { courseId: OTHER_COURSE, courseTitle: 'Other' })).body.code;
  });
  afterAll(async () => h?.close());

  it("lists the course's certificates on its owner page; the owner revokes with a reason, then restores", async () => {
    const cookie = await signInOwner(h);
    const listed = dom(await (await fetch(`${h.url}${coursePage(COURSE)}`, { headers: { cookie } })).text());
    const row = [...listed.querySelectorAll('table.certificates tbody tr')].find((tr) => tr.querySelector(`a[href="/certificates/${code}"]`));
    expect(row?.textContent).toContain(learnerName);
    expect(row?.textContent).toContain('95%');
    expect(row?.textContent).toContain('Valid');
    expect(listed.querySelector(`a[href="/certificates/${otherCode}"]`)).toBeNull(); // another course's

    const revoked = await form(h, action(COURSE, code, 'revoke'), cookie, { reason: 'Issued <by> mistake' });
    expect([revoked.status, revoked.headers.get('location')]).toEqual([303, coursePage(COURSE)]);
    const record = (await call(h, 'GET', `/api/certificates/${code}`)).body;
    expect(record.status).toBe('revoked');
    expect(Date.parse(record.revokedAt)).not.toBeNaN();
    expect(JSON.stringify(record)).not.toContain('mistake'); // the reason is for owners only
    const shown = dom(await (await fetch(`${h.url}/certificates/${code}`)).text());
    expect(shown.querySelector('.status')!.className).toBe('status revoked');
    expect(shown.querySelector('main')!.textContent).toContain('Revoked on');
    // The credential still downloads; its status route is what says revoked.
    expect((await call(h, 'GET', `/api/certificates/${code}/credential.jwt`)).status).toBe(200);
    const ownerView = await (await fetch(`${h.url}${coursePage(COURSE)}`, { headers: { cookie } })).text();
    expect(ownerView).toContain('Issued &lt;by&gt; mistake');
    expect(ownerView).toContain(OWNER);

    expect((await form(h, action(COURSE, code, 'restore'), cookie)).status).toBe(303);
    expect((await call(h, 'GET', `/api/certificates/${code}`)).body).toMatchObject({ status: 'valid', revokedAt: null });
  });

  it('lets nobody else revoke: no cookie, an owner of another course, a code of another course, another site', async () => {
    expect((await form(h, action(COURSE, code, 'revoke'), '')).status).toBe(401);
    const other = await signInOwner(h, OTHER_OWNER);
    expect((await form(h, action(COURSE, code, 'revoke'), other)).status).toBe(403);
    // Through the course they own, a certificate of another course is not found.
    expect((await form(h, action(OTHER_COURSE, code, 'revoke'), other)).status).toBe(404);
    const owner = await signInOwner(h);
    expect((await form(h, action(COURSE, otherCode, 'revoke'), owner)).status).toBe(404);
    expect((await form(h, action(COURSE, 'A'.repeat(24), 'revoke'), owner)).status).toBe(404);
    expect((await form(h, action(COURSE, code, 'revoke'), owner, {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await form(h, action(COURSE, code, 'revoke'), owner, { reason: 'r'.repeat(301) })).status).toBe(400);
    expect((await call(h, 'GET', `/api/certificates/${code}`)).body.status).toBe('valid');
    expect((await call(h, 'GET', `/api/certificates/${otherCode}`)).body.status).toBe('valid');
  });
});
