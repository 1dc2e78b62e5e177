/**
 * Issue 25 §1 review API, reviewers' side (SPEC 1 reviewer actions, 3.8 comment record, 4.7 comment
 * states, 6.1 roles, 7.7 review calls, 8.2 outcomes), on PGlite and on PostgreSQL.
 */
import { BACKENDS, call, register, startHarness, type Harness } from './support/serviceHarness';
import { askLink, blockAnchor, COURSE, newReviewer, OTHER_COURSE, postComment, review, signInReviewer } from './support/review';

const XSS = `<img src=x onerror="alert(1)"><script>alert('x')</script>`;
const FORMULA = '=HYPERLINK("http://evil.example","click")';

describe.each(BACKENDS)('review API, reviewers, on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { reviewMailDelaySeconds: 3600 });
  });
  afterAll(async () => h?.close());

  describe('login link (SPEC 7.7 GET_LOGIN_LINK)', () => {
    it('gives a pending token that opens no comment, and mails a link whose code signs the reviewer in once', async () => {
      const who = { email: `Mixed.Case.${Date.now()}@Example.ORG`, name: '  Ada   Lovelace ' };
      const { pending, code } = await askLink(h, who);
      const me = await review(h, 'GET', '/me', pending);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: who.email.toLowerCase(), name: 'Ada Lovelace', isRegisteredReviewer: true, isAuthenticatedReviewer: false, courseId: COURSE });
      expect(await postComment(h, pending, 'too early')).toMatchObject({ status: 403, body: { message: 'reviewerNotAuthenticated' } });
      expect((await review(h, 'GET', '/comments', pending)).status).toBe(403);

      expect((await review(h, 'POST', '/login', undefined, OTHER_COURSE, { body: { code } })).body).toEqual({ message: 'loginLinkNotValid' });
      const login = await review(h, 'POST', '/login', undefined, COURSE, { body: { code } });
      expect(login.status).toBe(200);
      expect(login.body.reviewer).toMatchObject({ email: who.email.toLowerCase(), name: 'Ada Lovelace', isAuthenticatedReviewer: true });
      expect((await review(h, 'GET', '/me', login.body.token)).body.isAuthenticatedReviewer).toBe(true);
      // Used up; and the pending session is not promoted by someone else clicking the link.
      expect((await review(h, 'POST', '/login', undefined, COURSE, { body: { code } })).status).toBe(401);
      expect((await review(h, 'GET', '/me', pending)).body.isAuthenticatedReviewer).toBe(false);
    });

    it('refuses a bad address, an empty name, a name over 100 characters and a return link off the player', async () => {
      const ask = (body: object) => review(h, 'POST', '/login-link', undefined, COURSE, { body });
      expect((await ask({ email: 'not-an-address', name: 'A B' })).body.message).toBe('invalidEmail');
      expect((await ask({ email: 'a@example.org', name: '   ' })).body.message).toBe('invalidName');
      expect((await ask({ email: 'a@example.org', name: 'n'.repeat(101) })).status).toBe(400);
      expect((await ask({ email: 'a@example.org', name: 'A B', returnUrl: 'https://evil.example/' })).body.message).toBe('returnUrlNotAllowed');
      expect((await call(h, 'POST', '/api/review/login-link', { body: { email: 'a@example.org', name: 'A B' } })).status).toBe(400); // no X-Course-Id
    });

    it('resends the link at most once a minute, changes the e-mail or name before verifying, and only the name after', async () => {
      const who = newReviewer();
      const { pending, code } = await askLink(h, who);
      const before = h.mail.length;
      expect((await review(h, 'POST', '/login-link/resend', pending, COURSE, { body: {} })).status).toBe(202);
      await h.advance(61);
      expect((await review(h, 'POST', '/login-link/resend', pending, COURSE, { body: {} })).status).toBe(202);
      await h.mailTo(who.email, before);
      await new Promise((r) => setTimeout(r, 300));
      expect(h.mail.slice(before).filter((m) => m.to === who.email)).toHaveLength(1);

      const moved = newReviewer();
      const changed = await review(h, 'PUT', '/me', pending, COURSE, { body: { email: moved.email, name: 'New Name' } });
      expect(changed.body).toMatchObject({ email: moved.email, name: 'New Name', isAuthenticatedReviewer: false });
      const newCode = new URL((await h.mailTo(moved.email, before)).link).searchParams.get('reviewLoginCode');
      // The link to the old address proves nothing about the new one.
      expect((await review(h, 'POST', '/login', undefined, COURSE, { body: { code } })).status).toBe(401);
      const login = await review(h, 'POST', '/login', undefined, COURSE, { body: { code: newCode } });
      expect(login.body.reviewer).toMatchObject({ email: moved.email, name: 'New Name' });
      const token = login.body.token;
      expect((await review(h, 'PUT', '/me', token, COURSE, { body: { name: 'Renamed Reviewer' } })).body.name).toBe('Renamed Reviewer');
      expect((await review(h, 'PUT', '/me', token, COURSE, { body: { name: 'X Y', email: 'else@example.org' } })).body).toEqual({ message: 'emailChangeNeedsNewLogin' });
    });

    it('ends the session (SPEC 7.7 END_REVIEWER_SESSION): the token opens nothing after', async () => {
      const { token } = await signInReviewer(h);
      expect((await review(h, 'DELETE', '/session', token)).status).toBe(200);
      expect((await review(h, 'GET', '/me', token)).status).toBe(401);
      expect((await review(h, 'GET', '/comments', token)).status).toBe(401);
    });
  });

  describe('reviewer and learner tokens (SPEC 6.1: a reviewer is not a learner account)', () => {
    it('a reviewer token opens nothing of the learner API, and a learner token nothing of the review API', async () => {
      const { token: reviewerToken } = await signInReviewer(h);
      expect((await call(h, 'GET', '/api/learner/me', { token: reviewerToken })).status).toBe(401);
      expect((await call(h, 'GET', `/api/learner/me/courses/${COURSE}/attempts/last`, { token: reviewerToken })).status).toBe(401);
      expect((await call(h, 'POST', '/api/account/logout-everywhere', { token: reviewerToken })).status).toBe(401);
      const { token: learnerToken } = await register(h);
      expect((await call(h, 'GET', '/api/learner/me', { token: learnerToken })).status).toBe(200);
      expect((await review(h, 'GET', '/me', learnerToken)).status).toBe(401);
      expect((await review(h, 'GET', '/comments', learnerToken)).status).toBe(401);
      expect((await postComment(h, learnerToken, 'from a learner')).status).toBe(401);
    });
  });

  describe('comments and replies (SPEC 3.8, 4.7)', () => {
    let alice: { token: string; who: { email: string; name: string } };
    let bob: { token: string; who: { email: string; name: string } };
    beforeAll(async () => {
      alice = await signInReviewer(h);
      bob = await signInReviewer(h);
    });

    it('posts a comment anchored to a block, replies, and lists threads with names but not the other reviewer\'s e-mail', async () => {
      const posted = await postComment(h, alice.token, 'The second sentence is unclear.', blockAnchor('b-list-1', 'sum1'));
      expect(posted.status).toBe(201);
      const { comment } = posted.body;
      expect(comment).toMatchObject({
        text: 'The second sentence is unclear.',
        anchor: { type: 'block', sectionId: 's1', pageId: 'p1', blockId: 'b-list-1', quote: 'quoted text', checksum: 'sum1' },
        createdBy: { name: alice.who.name, email: alice.who.email, isMe: true, isOwner: false },
        isResolved: false, isDeleted: false, replies: [],
      });
      const replied = await review(h, 'POST', `/comments/${comment.id}/replies`, bob.token, COURSE, { body: { text: 'Agreed.' } });
      expect(replied.status).toBe(201);
      expect(replied.body.comment.replies).toMatchObject([{ text: 'Agreed.', createdBy: { name: bob.who.name, email: bob.who.email, isMe: true } }]);
      expect(replied.body.comment.createdBy).toEqual({ name: alice.who.name, isOwner: false, isMe: false });

      const listed = await review(h, 'GET', '/comments', bob.token);
      expect(listed.status).toBe(200);
      expect(Number(listed.body.cursor)).toBeGreaterThan(0);
      const thread = listed.body.comments.find((c: { id: string }) => c.id === comment.id);
      expect(thread.replies).toHaveLength(1);
      expect(JSON.stringify(listed.body)).not.toContain(alice.who.email);
    });

    it('anchors a page, a section and the course title; refuses an anchor without its id', async () => {
      expect((await postComment(h, alice.token, 'page', { type: 'page', sectionId: 's1', pageId: 'q1', quote: 'Question?', checksum: 'c' })).status).toBe(201);
      expect((await postComment(h, alice.token, 'section', { type: 'section', sectionId: 's1' })).status).toBe(201);
      expect((await postComment(h, alice.token, 'title', { type: 'course', quote: 'Course title' })).body.comment.anchor.type).toBe('course');
      expect((await postComment(h, alice.token, 'x', { type: 'block' })).body.message).toBe('invalidAnchor');
      expect((await postComment(h, alice.token, 'x', { type: 'paragraph', blockId: 'b' })).status).toBe(400);
    });

    it('resolves and unresolves (any reviewer), deletes and restores (the author only), and records acknowledgements', async () => {
      const { comment } = (await postComment(h, alice.token, 'Typo in the title')).body;
      const path = `/comments/${comment.id}`;
      const resolved = await review(h, 'POST', `${path}/resolve`, bob.token);
      expect(resolved.body.comment).toMatchObject({ isResolved: true, resolvedBy: { name: bob.who.name }, resolvedSeenEmails: [], resolvedSeenByMe: false });
      const ack = await review(h, 'POST', `${path}/acknowledge`, alice.token, COURSE, { body: { what: 'resolved' } });
      expect(ack.body.comment).toMatchObject({ resolvedSeenEmails: [alice.who.email], resolvedSeenByMe: true });
      // Bob sees that someone saw it, not who: the e-mail stays Alice's.
      expect((await review(h, 'GET', '/comments', bob.token)).body.comments.find((c: { id: string }) => c.id === comment.id)).toMatchObject({ resolvedSeenEmails: [], resolvedSeenByMe: false });
      expect((await review(h, 'POST', `${path}/acknowledge`, alice.token, COURSE, { body: { what: 'deleted' } })).body).toEqual({ message: 'nothingToAcknowledge' });
      expect((await review(h, 'POST', `${path}/unresolve`, alice.token)).body.comment).toMatchObject({ isResolved: false, resolvedBy: null, resolvedSeenEmails: [] });

      expect((await review(h, 'DELETE', path, bob.token)).body).toEqual({ message: 'notYourComment' });
      expect((await review(h, 'DELETE', path, alice.token)).body.comment).toMatchObject({ isDeleted: true, deletedBy: { name: alice.who.name } });
      expect((await review(h, 'POST', `${path}/acknowledge`, bob.token, COURSE, { body: { what: 'deleted' } })).body.comment.deletedSeenByMe).toBe(true);
      expect((await review(h, 'POST', `${path}/restore`, alice.token)).body.comment).toMatchObject({ isDeleted: false, deletedBy: null });

      const reply = (await review(h, 'POST', `${path}/replies`, bob.token, COURSE, { body: { text: 'Fixed?' } })).body.comment.replies[0];
      expect((await review(h, 'DELETE', `${path}/replies/${reply.id}`, alice.token)).status).toBe(403);
      expect((await review(h, 'DELETE', `${path}/replies/${reply.id}`, bob.token)).body.comment.replies[0].isDeleted).toBe(true);
      expect((await review(h, 'POST', `${path}/replies/${reply.id}/acknowledge`, alice.token)).body.comment.replies[0].deletedSeenByMe).toBe(true);
      expect((await review(h, 'POST', `${path}/replies/${reply.id}/restore`, bob.token)).body.comment.replies[0].isDeleted).toBe(false);
      expect((await review(h, 'DELETE', `/comments/${reply.id}`, bob.token)).status).toBe(404); // a reply is not a comment
    });

    it('answers 404 notFound for an unknown comment, 400 for an id that is not one', async () => {
      expect((await review(h, 'POST', '/comments/00000000-0000-4000-8000-000000000000/resolve', alice.token)).body).toEqual({ message: 'notFound' });
      expect((await review(h, 'POST', '/comments/not-a-uuid/resolve', alice.token)).status).toBe(400);
    });

    it("keeps another course's comments unreachable", async () => {
      const { comment } = (await postComment(h, alice.token, 'Only for this course')).body;
      // Alice's token is of COURSE: naming another course in the header is refused.
      expect((await review(h, 'GET', '/comments', alice.token, OTHER_COURSE)).body).toEqual({ message: 'otherCourse' });
      const carol = await signInReviewer(h, newReviewer(), OTHER_COURSE);
      const theirs = await review(h, 'GET', '/comments', carol.token, OTHER_COURSE);
      expect(theirs.body.comments).toEqual([]);
      for (const [method, route] of [['POST', `/comments/${comment.id}/resolve`], ['DELETE', `/comments/${comment.id}`], ['POST', `/comments/${comment.id}/replies`]]) {
        const answer = await review(h, method, route, carol.token, OTHER_COURSE, method === 'POST' && route.endsWith('replies') ? { body: { text: 'hi' } } : {});
        expect([route, answer.status]).toEqual([route, 404]);
      }
      expect((await review(h, 'GET', '/comments', alice.token)).body.comments.find((c: { id: string }) => c.id === comment.id).isResolved).toBe(false);
    });

    it('stores XSS and formula strings and returns them as the same inert JSON text', async () => {
      const posted = await postComment(h, alice.token, XSS, { type: 'block', blockId: 'b-xss', quote: FORMULA });
      expect(posted.headers.get('content-type')).toMatch(/^application\/json/);
      expect(posted.headers.get('x-content-type-options')).toBe('nosniff');
      const listed = (await review(h, 'GET', '/comments', bob.token)).body.comments.find((c: { id: string }) => c.id === posted.body.comment.id);
      expect([listed.text, listed.anchor.quote]).toEqual([XSS, FORMULA]);
    });

    it('limits a comment to 4000 characters, a quote to 1000, and refuses an empty one', async () => {
      expect((await postComment(h, alice.token, 'x'.repeat(4000))).status).toBe(201);
      expect((await postComment(h, alice.token, 'x'.repeat(4001))).status).toBe(400);
      expect((await postComment(h, alice.token, 'ok', { type: 'block', blockId: 'b', quote: 'q'.repeat(1001) })).status).toBe(400);
      expect((await postComment(h, alice.token, '   ')).body.message).toBe('emptyComment');
      expect((await postComment(h, alice.token, '')).status).toBe(400);
    });
  });
});

describe.each(BACKENDS)('review API rate limits on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { authRateLimit: { max: 4, windowMs: 60_000 }, reviewCommentRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(async () => h?.close());

  it('limits the link calls and the comment calls per client address (429 past the limit)', async () => {
    const { token } = await signInReviewer(h); // one login-link and one login call
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await postComment(h, token, `comment ${i}`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const links = [];
    for (let i = 0; i < 4; i += 1) links.push((await review(h, 'POST', '/login-link', undefined, COURSE, { body: newReviewer() })).status);
    expect(links).toEqual([201, 201, 201, 429]);
  });
});
