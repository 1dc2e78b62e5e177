/**
 * Issue 25 §1: the course owners' review page (server-rendered like My courses), its CSV export, and
 * the e-mails: owners per new comment (batched), a reviewer when an owner replies. PGlite and PostgreSQL.
 */
import { JSDOM } from 'jsdom';
import { BACKENDS, PLAYER_ORIGIN, startHarness, type Harness } from './support/serviceHarness';
import { COURSE, coursePackage, OTHER_COURSE, OWNER, postComment, review, signInOwner, signInReviewer } from './support/review';

const XSS = '<script>alert(1)</script><img src=x onerror=alert(2)>';
const dom = (html: string) => new JSDOM(html).window.document;
const page = (h: Harness, path: string, cookie: string) => fetch(`${h.url}${path}`, { headers: { cookie }, redirect: 'manual' });
const post = (h: Harness, path: string, cookie: string, fields: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields).toString(), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
const coursePage = `/api/review/owner/courses/${COURSE}`;

describe.each(BACKENDS)("owners' review page on %s", (backend) => {
  let h: Harness;
  const pkg = coursePackage();
  beforeAll(async () => {
    h = await startHarness(backend, {
      courses: [pkg.dir],
      reviewOwners: [{ courseId: COURSE, emails: [OWNER, 'co-owner@example.org'] }, { courseId: OTHER_COURSE, emails: ['someone@example.org'] }],
      reviewMailDelaySeconds: 1,
    });
  });
  afterAll(async () => h?.close());

  it('e-mails each owner once for a burst of comments, and a reviewer when an owner replies', async () => {
    const { token, who } = await signInReviewer(h);
    const before = h.mail.length;
    for (let i = 0; i < 3; i += 1) expect((await postComment(h, token, `burst ${i}`)).status).toBe(201);
    const digest = await h.mailTo(OWNER, before);
    expect(digest.subject).toBe('3 new review comments on your course');
    expect(digest.link).toBe(`${h.url}${coursePage}`);
    expect(digest.text).not.toContain('burst');
    await h.mailTo('co-owner@example.org', before);
    await new Promise((r) => setTimeout(r, 2500));
    expect(h.mail.slice(before).filter((m) => m.to === OWNER)).toHaveLength(1);
    expect(h.mail.slice(before).some((m) => m.to === 'someone@example.org')).toBe(false);

    const single = h.mail.length;
    await postComment(h, token, 'alone');
    expect((await h.mailTo(OWNER, single)).subject).toBe('A new review comment on your course');

    const cookie = await signInOwner(h);
    const { comment } = (await postComment(h, token, 'Please answer')).body;
    const replyMark = h.mail.length;
    const answered = await post(h, `${coursePage}/comments/${comment.id}/reply`, cookie, { text: 'Answered by the owner' });
    expect([answered.status, answered.headers.get('location')]).toEqual([303, coursePage]);
    const notice = await h.mailTo(who.email, replyMark);
    expect(notice.subject).toBe('The author answered your comment');
    expect(new URL(notice.link).searchParams.get('commentContext')).toBe(comment.id);
    expect(notice.link.startsWith(`${PLAYER_ORIGIN}/course/`)).toBe(true);
    const seen = (await review(h, 'GET', '/comments', token)).body.comments.find((c: { id: string }) => c.id === comment.id);
    expect(seen.replies[0]).toMatchObject({ text: 'Answered by the owner', createdBy: { name: 'Course author', isOwner: true } });
  });

  it('signs an owner in only through the e-mailed link; a non-owner gets no link, and the page needs the cookie', async () => {
    const before = h.mail.length;
    const asked = await fetch(`${h.url}/api/review/owner/sign-in-link`, { method: 'POST', body: 'email=stranger%40example.org', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(asked.status).toBe(200);
    await signInOwner(h); // its own mail arrives after the stranger's would have
    expect(h.mail.slice(before).some((m) => m.to === 'stranger@example.org')).toBe(false);
    expect((await page(h, coursePage, '')).status).toBe(401);
    expect((await page(h, coursePage, 'ocp_review_owner=made-up')).status).toBe(401);
    // A code is good once.
    const used = await fetch(`${h.url}/api/review/owner/sign-in`, { method: 'POST', body: 'code=nope', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(used.status).toBe(410);
  });

  it('shows every thread escaped, with the security headers, and refuses a course the owner does not own', async () => {
    const { token } = await signInReviewer(h);
    const { comment } = (await postComment(h, token, XSS, { type: 'block', sectionId: 's1', pageId: 'p1', blockId: 'b2', quote: `"><b>${XSS}` })).body;
    await review(h, 'POST', `/comments/${comment.id}/replies`, token, COURSE, { body: { text: XSS } });
    const cookie = await signInOwner(h);
    const answer = await page(h, coursePage, cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    const document = dom(html);
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
    expect(document.querySelector('h1')?.textContent).toBe('Review: Ferns <b>&</b> "Mosses"');
    expect([...document.querySelectorAll('.text')].map((p) => p.textContent)).toContain(XSS);
    expect(html).toContain(`&lt;${'script'}&gt;`);

    expect((await page(h, `/api/review/owner/courses/${OTHER_COURSE}`, cookie)).status).toBe(403);
    expect((await page(h, `/api/review/owner/courses/${OTHER_COURSE}/comments.csv`, cookie)).status).toBe(403);
    expect((await post(h, `/api/review/owner/courses/${OTHER_COURSE}/comments/${comment.id}/resolve`, cookie)).status).toBe(403);
  });

  it('resolves, deletes and restores from the page, and exports every thread as CSV with formulas neutralised', async () => {
    const { token, who } = await signInReviewer(h);
    const formula = '=HYPERLINK("http://evil.example","x")';
    const kept = (await postComment(h, token, formula)).body.comment;
    const gone = (await postComment(h, token, '+SUM(A1)', { type: 'page', pageId: 'p1' })).body.comment;
    await review(h, 'POST', `/comments/${gone.id}/replies`, token, COURSE, { body: { text: '@cmd|calc' } });
    const cookie = await signInOwner(h);
    expect((await post(h, `${coursePage}/comments/${kept.id}/resolve`, cookie)).status).toBe(303);
    expect((await post(h, `${coursePage}/comments/${gone.id}/delete`, cookie)).status).toBe(303);
    const state = (await review(h, 'GET', '/comments', token)).body.comments;
    expect(state.find((c: { id: string }) => c.id === kept.id)).toMatchObject({ isResolved: true, resolvedBy: { name: 'Course author', isOwner: true } });
    expect(state.find((c: { id: string }) => c.id === gone.id).isDeleted).toBe(true);

    const csv = await page(h, `${coursePage}/comments.csv`, cookie);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const text = await csv.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'+SUM(A1)"`);
    expect(text).toContain(`"'@cmd|calc"`);
    expect(text).toContain(`"${who.email}"`);
    const deletedRow = text.split('\r\n').find((line) => line.includes(gone.id))!;
    expect(deletedRow).toContain('"true","Course author"');
    expect(text.split('\r\n').some((line) => /(^|,)"?[=+\-@]/.test(line))).toBe(false);

    expect((await post(h, `${coursePage}/comments/${gone.id}/restore`, cookie)).status).toBe(303);
    expect((await review(h, 'GET', '/comments', token)).body.comments.find((c: { id: string }) => c.id === gone.id).isDeleted).toBe(false);
  });
});
