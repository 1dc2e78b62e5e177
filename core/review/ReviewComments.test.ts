import { createHash } from 'node:crypto';
import { FakeReviewApi } from '../../test/support/fakeReviewApi';
import { FakeCommentsApi, FakeCommentStore } from '../../test/support/fakeReviewComments';
import { HttpError } from '../http/httpClient';
import { readReviewSettings } from '../settings/reviewDetails';
import { CourseAnchorIndex, quoteOf, visibleText } from './anchors';
import type { CommentTarget } from './comments';
import { ReviewComments, type ReviewCourse, type ReviewCommentsDeps } from './ReviewComments';
import { ReviewerSession } from './ReviewerSession';
import { ReviewEvents, type ReviewEvent } from './reviewEvents';

const sha = async (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const DATA = {
  id: 'course-1',
  title: { en: 'Ferns', de: 'Farne' },
  introductions: [{ id: 'intro1', children: [{ id: 'intro2', children: [] }] }],
  sections: [{
    id: 's1', title: 'Section one', questions: [
      { id: 'p1', title: 'About ferns', type: 'informationContent', learningContents: [{ id: 'b1', children: [] }] },
      { id: 'q1', title: 'Which fern?', type: 'singleSelectText', questionCorrectFeedbacks: [{ id: 'fb1', children: [] }], answers: [{ id: 'a1', explanationBlocks: [{ id: 'ex1', children: [] }] }] },
    ],
  }],
};

function course(fragments: Record<string, string> = {}): ReviewCourse & { fetched: string[] } {
  const fetched: string[] = [];
  const html = { b1: '<p>Ferns like <b>shade</b>.</p><script>x()</script>', intro2: '<p>Welcome</p>', fb1: '<p>Right!</p>', ex1: '<p>Because.</p>', ...fragments };
  const source = async (id: string) => {
    fetched.push(id);
    if (!(id in html)) throw new HttpError(`${id}.html`, 404);
    return html[id as keyof typeof html];
  };
  const anchors = new CourseAnchorIndex(DATA, source, sha);
  return {
    fetched,
    anchors,
    async shownText(t: CommentTarget) {
      if (t.type === 'block') return visibleText(await source(t.blockId!));
      return t.type === 'course' ? 'Farne' : String(anchors.site(t)?.title ?? '');
    },
  };
}

function setup(opts: { store?: FakeCommentStore; email?: string; context?: string | null; course?: ReviewCourse } = {}) {
  const store = opts.store ?? new FakeCommentStore();
  const email = opts.email ?? 'ann@example.com';
  const api = new FakeCommentsApi(store, () => ({ email, name: email.split('@')[0] }));
  const events = new ReviewEvents();
  const seen: ReviewEvent[] = [];
  events.on((e) => seen.push(e));
  const hooks = { signedOut: 0 };
  const deps: ReviewCommentsDeps = {
    api,
    course: Promise.resolve(opts.course ?? course()),
    t: (key, values) => `${key}${values?.name ? ` (${values.name})` : ''}`,
    commentContext: opts.context ?? null,
    pageUrl: () => 'https://courses.example.org/c/',
    events,
    signedOut: () => (hooks.signedOut += 1),
  };
  const comments = new ReviewComments(deps);
  return { store, api, comments, seen, hooks };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ReviewComments: the comment layer of review mode (SPEC 2.11, 3.8, 4.8; issue 25 §2, §3)', () => {
  it('posts on the open target with the checksum of its fragment as published and the text shown (≤ 1000), its page and section from the course', async () => {
    const { comments, api, seen } = setup();
    await comments.start();
    expect(comments.state).toBe('ready');
    expect(comments.threads).toHaveLength(0);
    comments.open({ type: 'block', blockId: 'b1' });
    expect(comments.openTarget).toEqual({ type: 'block', blockId: 'b1', sectionId: 's1', pageId: 'p1' });
    expect(await comments.post('Shade is right')).toEqual({ ok: true });
    const [thread] = comments.threadsAt({ type: 'block', blockId: 'b1' });
    expect(thread.anchor).toEqual({ type: 'block', blockId: 'b1', sectionId: 's1', pageId: 'p1', quote: 'Ferns like shade.', checksum: await sha('<p>Ferns like <b>shade</b>.</p><script>x()</script>') });
    expect(comments.countAt({ type: 'block', blockId: 'b1' })).toBe(1);
    expect(comments.threads).toHaveLength(1);
    expect(seen.filter((e) => e.type !== 'changeReceived')).toEqual([{ type: 'commentsReceived', count: 0 }, { type: 'commentSent', commentId: thread.id }]);
    // The course title's checksum is the first language's title; its quote what is shown.
    comments.open({ type: 'course' });
    expect(await comments.post('Title?')).toEqual({ ok: true });
    expect(comments.threadsAt({ type: 'course' })[0].anchor).toMatchObject({ type: 'course', quote: 'Farne', checksum: await sha('Ferns') });
    expect(api.calls.filter((c) => c.startsWith('post'))).toEqual(['post Shade is right', 'post Title?']);
  });

  it('names a content page a "page" and any other a "question" (Comments on the {contextType})', async () => {
    const { comments } = setup();
    await comments.start();
    expect(comments.contextTypeOf({ type: 'page', pageId: 'p1' })).toBe('page');
    expect(comments.contextTypeOf({ type: 'page', pageId: 'q1' })).toBe('question');
    expect(comments.contextTypeOf({ type: 'course' })).toBe('course title');
    expect(comments.contextTypeOf({ type: 'section', sectionId: 's1' })).toBe('section');
    expect(comments.contextTypeOf({ type: 'block', blockId: 'b1' })).toBe('block');
  });

  it('places listed threads against the course: in place, outdated (content changed), elsewhere (gone), fetching only the fragments they are on', async () => {
    const store = new FakeCommentStore();
    const ann = setup({ store });
    await ann.comments.start();
    for (const [target, text] of [[{ type: 'block', blockId: 'b1' }, 'kept'], [{ type: 'block', blockId: 'ex1' }, 'explained'], [{ type: 'section', sectionId: 's1' }, 'section']] as const) {
      ann.comments.open(target as CommentTarget);
      await ann.comments.post(text);
    }
    await ann.api.postComment({ text: 'gone', anchor: { type: 'page', pageId: 'p9', quote: 'Old page', checksum: 'x' } });
    // Republished: b1 edited.
    const later = course({ b1: '<p>Ferns like light.</p>' });
    const again = setup({ store, course: later, context: [...store.threads.keys()][3] });
    await again.comments.start();
    expect(again.comments.threads.map((t) => [t.text, t.placement])).toEqual([['kept', 'outdated'], ['explained', 'inPlace'], ['section', 'inPlace'], ['gone', 'elsewhere']]);
    expect(again.comments.elsewhere.map((t) => t.text)).toEqual(['gone']);
    expect(again.comments.threadsAt({ type: 'block', blockId: 'b1' })[0].anchor.quote).toBe('Ferns like shade.');
    expect(later.fetched.sort()).toEqual(['b1', 'ex1']);
    // SPEC 2.1 commentContext: the thread, and no target when its anchor is gone.
    expect(again.comments.commentContext).toEqual({ threadId: [...store.threads.keys()][3], target: null });
    again.comments.contextOpened();
    expect(again.comments.commentContext).toBeNull();
    again.comments.stop();
    ann.comments.stop();
  });

  it("commentContext names a thread in place: its target with the ids around it, so the UI can go there", async () => {
    const store = new FakeCommentStore();
    const ann = setup({ store });
    await ann.comments.start();
    ann.comments.open({ type: 'block', blockId: 'fb1' });
    await ann.comments.post('feedback');
    const id = ann.comments.threads[0].id;
    const bob = setup({ store, email: 'bob@example.com', context: id });
    await bob.comments.start();
    expect(bob.comments.commentContext).toEqual({ threadId: id, target: { type: 'block', blockId: 'fb1', sectionId: 's1', pageId: 'q1' } });
    expect(setup({ store, context: 'unknown' }).comments.commentContext).toBeNull();
  });

  it("applies others' changes by thread id and announces them politely; one's own are not announced", async () => {
    const store = new FakeCommentStore();
    const ann = setup({ store });
    const bob = setup({ store, email: 'bob@example.com' });
    await ann.comments.start();
    await bob.comments.start();
    ann.comments.open({ type: 'section', sectionId: 's1' });
    await ann.comments.post('One');
    await tick();
    const id = ann.comments.threads[0].id;
    expect(bob.comments.threads.map((t) => t.text)).toEqual(['One']);
    expect(bob.comments.announcement?.text).toBe('player:review announce comment added (ann)');
    expect(bob.comments.threads).toHaveLength(1);
    expect(ann.comments.announcement).toBeNull();
    await bob.comments.setResolved(id, true);
    await tick();
    expect(ann.comments.announcement?.text).toBe('player:review announce comment resolved (bob)');
    expect(ann.comments.countAt({ type: 'section', sectionId: 's1' })).toBe(0);
    await bob.comments.setResolved(id, false);
    await tick();
    expect(ann.comments.announcement?.text).toBe('player:review announce comment reopened');
    await ann.comments.acknowledge(id, 'resolved').then((r) => expect(r).toEqual({ ok: false, problem: 'player:review call failed' }));
    expect(ann.comments.threads).toHaveLength(1);
    expect(bob.seen.filter((e) => e.type === 'changeReceived').map((e) => [(e as { kind: string }).kind, (e as { byMe: boolean }).byMe])).toEqual([['commentAdded', false], ['commentResolved', true], ['commentUnresolved', true]]);
  });

  it("announces each change anew: the same words twice (a reviewer's second comment) are a second announcement", async () => {
    const store = new FakeCommentStore();
    const ann = setup({ store });
    const bob = setup({ store, email: 'bob@example.com' });
    await ann.comments.start();
    await bob.comments.start();
    ann.comments.open({ type: 'course' });
    await ann.comments.post('One');
    await tick();
    const first = bob.comments.announcement!;
    await ann.comments.post('Two');
    await tick();
    expect(bob.comments.announcement).toEqual({ text: first.text, id: first.id + 1 });
    expect(bob.comments.announcement).not.toBe(first);
  });

  it('tells whose change it is from the record when the service does not say (byMe absent)', async () => {
    const store = new FakeCommentStore();
    const ann = setup({ store });
    await ann.comments.start();
    const live = ann.api.live.bind(ann.api);
    const bob = setup({ store, email: 'bob@example.com' });
    bob.api.live = (cursor, onChange) => live(cursor, (c) => onChange({ ...c, byMe: undefined, comment: { ...c.comment, createdBy: { ...c.comment.createdBy, isMe: c.comment.createdBy.name === 'bob' } } }));
    await bob.comments.start();
    bob.comments.open({ type: 'course' });
    await bob.comments.post('mine');
    await tick();
    expect(bob.comments.announcement).toBeNull();
  });

  it('maps SPEC 8.2 outcomes to problems; a refused token signs the reviewer out', async () => {
    const { comments, api, hooks } = setup();
    await comments.start();
    expect(await comments.post('nothing open')).toEqual({ ok: false, problem: '[error comment sending]' });
    comments.open({ type: 'course' });
    expect(await comments.post(' \n ')).toEqual({ ok: false, problem: 'player:review empty comment' });
    api.fail('postComment', 'commentSendingFailed');
    expect(await comments.post('x')).toEqual({ ok: false, problem: '[error comment sending]' });
    api.fail('postComment', 'rateLimited', 429);
    expect(await comments.post('x')).toEqual({ ok: false, problem: 'player:review try later' });
    expect(await comments.reply('nope', 'x')).toEqual({ ok: false, problem: 'player:review comment gone' });
    api.fail('postReply', 'replySendingFailed');
    expect(await comments.reply('nope', 'x')).toEqual({ ok: false, problem: 'player:review reply sending failed' });
    api.fail('setCommentDeleted', 'commentDeletingFailed');
    expect(await comments.setDeleted('nope', true)).toEqual({ ok: false, problem: 'player:review deleting failed' });
    api.fail('postComment', 'reviewerNotAuthenticated', 403);
    expect(await comments.post('x')).toEqual({ ok: false, problem: 'player:review follow the link first' });
    expect(hooks.signedOut).toBe(0);
    api.fail('postComment', 'unauthorized', 401);
    expect(await comments.post('x')).toEqual({ ok: false, problem: 'player:review call failed' });
    expect(hooks.signedOut).toBe(1);
  });

  it('a listing that fails leaves the panel a problem to show; a refused token on listing signs out', async () => {
    const a = setup();
    a.api.fail('listComments', 'commentsListingFailed', 404);
    await a.comments.start();
    expect([a.comments.state, a.comments.problem]).toEqual(['failed', 'player:review comments listing failed']);
    const b = setup();
    b.api.fail('listComments', 'unauthorized', 401);
    await b.comments.start();
    expect(b.hooks.signedOut).toBe(1);
  });

  it('quotes at most 1000 characters, never half a character; fragments read as text, never run', () => {
    expect(quoteOf(`${'a'.repeat(999)}😀b`)).toBe('a'.repeat(999));
    expect(quoteOf('  two\n\n words ')).toBe('two words');
    expect(visibleText('<p>A &amp; B</p><style>p{}</style><img src=x onerror="boom()">')).toBe('A & B');
  });
});

describe('ReviewerSession.comments (made once authenticated, dropped on sign-out; SPEC 2.11, 4.7)', () => {
  const settings = (query = '') => readReviewSettings({ reviewApiUrl: 'https://svc.example.org/api/review' }, 'Review', { query: new URLSearchParams(query), pageOrigin: '' })!;

  it('none while pending, made when the link is followed, dropped when the session ends; a language switch makes them anew', async () => {
    const api = new FakeReviewApi();
    const made: ReviewComments[] = [];
    const factory = (hooks: Pick<ReviewCommentsDeps, 'signedOut' | 'events'>) => {
      const c = new ReviewComments({ api: api.comments, course: Promise.resolve(course()), t: (k) => k, commentContext: null, pageUrl: () => undefined, ...hooks });
      made.push(c);
      return c;
    };
    const pending = new ReviewerSession(api, settings(), () => 'en', factory);
    await pending.start();
    pending.continueWithEmail('ann@example.com');
    await pending.requestLoginLink('Ann', 'https://courses.example.org/');
    expect(pending.layout).toBe('VERIFICATION_EMAIL_SENT');
    expect(pending.comments).toBeNull();

    const r = new ReviewerSession(api, settings(`reviewLoginCode=${api.outbox.get('ann@example.com')}`), () => 'en', factory);
    const events: string[] = [];
    r.events.on((e) => events.push(e.type));
    await r.start();
    expect(r.comments).toBe(made[0]);
    await tick();
    r.comments!.open({ type: 'course' });
    await r.comments!.post('hello');
    expect(r.layout).toBe('ADD_COMMENT_WITH_HISTORY');
    r.restartComments();
    expect(r.comments).toBe(made[1]);
    await tick();
    expect(r.comments!.threads.map((t) => t.text)).toEqual(['hello']);
    expect(r.layout).toBe('ADD_COMMENT_WITH_HISTORY');
    await r.endSession();
    expect(r.comments).toBeNull();
    expect(r.layout).toBe('LOGIN_WITH_EMAIL');
    expect(events.sort()).toEqual(['changeReceived', 'commentSent', 'commentsReceived', 'commentsReceived', 'initialized', 'sessionEnded']);
  });
});
