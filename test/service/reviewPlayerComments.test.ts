/**
 * Issue 25 §2 against the real learner service (PGlite): the player's review client
 * (adapters/review/learnerService) and its comment layer (core/review/ReviewComments) for three
 * reviewers. Alice and Bob read the live channel as a stream, Carol polls; each sees the others'
 * comments, replies, resolutions, deletions and restorations once, and their own are not announced.
 * The player's placement of the threads is the service's (anchors version 1), before and after a republish.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { readReviewSettings } from '../../core/settings/reviewDetails';
import { CourseAnchorIndex, visibleText } from '../../core/review/anchors';
import type { CommentTarget, ReviewThread } from '../../core/review/comments';
import { ReviewComments, type ReviewCourse } from '../../core/review/ReviewComments';
import type { ReviewEvent } from '../../core/review/reviewEvents';
import { ReviewerSession } from '../../core/review/ReviewerSession';
import { LearnerServiceReviewClient } from '../../adapters/review/learnerService/reviewClient';
import { ReviewerTokenStore } from '../../adapters/review/learnerService/ReviewerTokenStore';
import { COURSE, coursePackage, newReviewer, review } from './support/review';
import { PLAYER_ORIGIN, startHarness, type Harness } from './support/serviceHarness';

/** Storage in memory: the token store of one browser profile. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return { get length() { return items.size; }, clear: () => items.clear(), getItem: (k) => items.get(k) ?? null, key: (i) => [...items.keys()][i] ?? null, removeItem: (k) => void items.delete(k), setItem: (k, v) => void items.set(k, v) };
}

/** A proxy in front of the service whose open event streams the test can cut, as a network break would. */
async function breakingProxy(upstream: string) {
  const target = new URL(upstream);
  const streams = new Set<Socket>();
  let eventRequests = 0;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/review/events')) {
      eventRequests += 1;
      streams.add(req.socket);
      req.socket.once('close', () => streams.delete(req.socket));
    }
    const forwarded = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get eventRequests() { return eventRequests; },
    cut: () => streams.forEach((s) => s.destroy()),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** The course package as the player reads it: anchors over its data.js and fragments (raw, as fetched), titles as shown. */
function courseOf(dir: string): ReviewCourse {
  const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8'));
  const fragment = async (id: string) => readFileSync(path.join(dir, 'content', `${id}.html`), 'utf8');
  const anchors = new CourseAnchorIndex(data, fragment);
  return {
    anchors,
    async shownText(t: CommentTarget) {
      if (t.type === 'block') return visibleText(await fragment(t.blockId!));
      if (t.type === 'page') return anchors.site(t)?.title as string;
      if (t.type === 'section') return anchors.site(t)?.title as string;
      return data.title;
    },
  };
}

const DEBUG: Array<() => string> = [];
async function until<T>(what: string, probe: () => T | undefined | null | false, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not in time: ${what} ${DEBUG.map((d) => d()).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the review client and comment layer against the learner service (PGlite)', () => {
  let h: Harness;
  let proxy: Awaited<ReturnType<typeof breakingProxy>>;
  const pkg = coursePackage();

  beforeAll(async () => {
    h = await startHarness('PGlite', { courses: [pkg.dir], reviewPollMs: 200, reviewMailDelaySeconds: 3600 });
    proxy = await breakingProxy(h.url);
  });
  // Each player's live channel is stopped after its test, passed or failed: an open stream left behind
  // would keep jest from exiting and hold CI until its time limit.
  const players: ReviewComments[] = [];
  afterEach(() => {
    for (const comments of players.splice(0)) comments.stop();
  });
  afterAll(async () => {
    await proxy?.close();
    await h?.close();
  });

  /** A reviewer's player: the real client (through the proxy), a session signed in through the e-mailed link, its comments. */
  async function reviewerPlayer(live: { stream: boolean }) {
    const who = newReviewer();
    const bare = readReviewSettings({ reviewApiUrl: `${proxy.url}/api/review` }, 'Review')!;
    const tokens = new ReviewerTokenStore(memoryStorage(), `token.review.${COURSE}`);
    const client = new LearnerServiceReviewClient({ settings: bare, courseId: COURSE, window: null }, fetch, tokens, { ...live, pollMs: 150, backoffMs: [100, 200] });
    const before = h.mail.length;
    const asked = await client.requestLoginLink({ ...who, returnUrl: `${PLAYER_ORIGIN}/course/`, lang: 'en' });
    if (!asked.ok) throw new Error(`login link: ${asked.failure}`);
    const code = new URL((await h.mailTo(who.email, before)).link).searchParams.get('reviewLoginCode');
    const settings = readReviewSettings({ reviewApiUrl: `${proxy.url}/api/review` }, 'Review', { query: new URLSearchParams({ reviewLoginCode: code! }), pageOrigin: '' })!;
    const events: ReviewEvent[] = [];
    const session = new ReviewerSession(client, settings, () => 'en', (hooks) => new ReviewComments({
      api: client.comments,
      course: Promise.resolve(courseOf(pkg.dir)),
      t: (key, values) => `${key}${values?.name ? ` (${values.name})` : ''}`,
      commentContext: null,
      pageUrl: () => `${PLAYER_ORIGIN}/course/#/sections/s1`,
      ...hooks,
    }));
    session.events.on((e) => events.push(e));
    await session.start();
    const comments = await until('comments ready', () => session.comments?.state === 'ready' && (session.comments as ReviewComments));
    players.push(comments);
    return { who, client, session, comments, events, tokens };
  }

  const threadIn = (c: ReviewComments, id: string) => c.threads.find((t) => t.id === id);
  const received = (events: ReviewEvent[]) => events.filter((e): e is Extract<ReviewEvent, { type: 'changeReceived' }> => e.type === 'changeReceived');

  it('posts, replies, resolves, deletes, restores and acknowledges; the others receive each change once, live or by polling', async () => {
    const alice = await reviewerPlayer({ stream: true });
    const bob = await reviewerPlayer({ stream: true });
    const carol = await reviewerPlayer({ stream: false });
    DEBUG.push(() => `carol ${received(carol.events).map((e) => e.kind)} ${JSON.stringify(carol.comments.threads.map((t) => t.replies))}`);
    expect(alice.session.layout).toBe('ADD_COMMENT');

    // Alice comments on a block: its page and section come from the course, its checksum and quote from the fragment.
    alice.comments.open({ type: 'block', blockId: 'b1' });
    expect(alice.comments.openTarget).toEqual({ type: 'block', blockId: 'b1', sectionId: 's1', pageId: 'p1' });
    expect(alice.comments.contextTypeOf({ type: 'page', pageId: 'p1' })).toBe('question');
    expect(await alice.comments.post('   ')).toEqual({ ok: false, problem: 'player:review empty comment' });
    expect(await alice.comments.post('Is this <b>right</b>?')).toEqual({ ok: true });
    const posted = alice.comments.threadsAt({ type: 'block', blockId: 'b1' })[0];
    expect(posted).toMatchObject({ text: 'Is this <b>right</b>?', anchor: { type: 'block', blockId: 'b1', sectionId: 's1', pageId: 'p1', quote: 'Block b1' }, placement: 'inPlace', createdBy: { isMe: true } });
    expect(alice.session.layout).toBe('ADD_COMMENT_WITH_HISTORY');
    expect(alice.events).toContainEqual({ type: 'commentSent', commentId: posted.id });

    // The service places it in place from the package folder: the player's checksum is the service's.
    const byService = await review(h, 'GET', '/comments?placement=package', alice.tokens.token);
    expect(byService.body.comments.find((t: ReviewThread) => t.id === posted.id).placement).toBe('inPlace');

    // Bob (stream) and Carol (polling) receive it, announced with Alice's name; Alice's own is not announced.
    await until('bob has it', () => threadIn(bob.comments, posted.id));
    await until('carol has it', () => threadIn(carol.comments, posted.id));
    expect(bob.comments.announcement?.text).toBe(`player:review announce comment added (${alice.who.name})`);
    expect(carol.comments.announcement?.text).toBe(bob.comments.announcement?.text);
    expect(bob.comments.countAt({ type: 'block', blockId: 'b1' })).toBe(1);
    expect(bob.session.layout).toBe('ADD_COMMENT_WITH_HISTORY');
    await new Promise((r) => setTimeout(r, 400));
    expect(alice.comments.announcement).toBeNull();

    // Bob replies; Alice receives it.
    expect(await bob.comments.reply(posted.id, 'I think so')).toEqual({ ok: true });
    await until('alice has the reply', () => threadIn(alice.comments, posted.id)?.replies.length === 1);
    expect(alice.comments.announcement?.text).toBe(`player:review announce reply added (${bob.who.name})`);
    const replyId = threadIn(alice.comments, posted.id)!.replies[0].id;

    // Bob resolves: the marker's count drops for Alice, who acknowledges the resolution once.
    expect(await bob.comments.setResolved(posted.id, true)).toEqual({ ok: true });
    await until('alice sees it resolved', () => threadIn(alice.comments, posted.id)?.isResolved);
    expect(alice.comments.countAt({ type: 'block', blockId: 'b1' })).toBe(0);
    expect(alice.comments.announcement?.text).toBe(`player:review announce comment resolved (${bob.who.name})`);
    expect(threadIn(alice.comments, posted.id)!.resolvedSeenByMe).toBe(false);
    expect(await alice.comments.acknowledge(posted.id, 'resolved')).toEqual({ ok: true });
    expect(threadIn(alice.comments, posted.id)!.resolvedSeenByMe).toBe(true);

    // Only its author deletes a comment; Alice deletes hers, Bob acknowledges, Alice restores it.
    expect(await bob.comments.setDeleted(posted.id, true)).toEqual({ ok: false, problem: 'player:review not your comment' });
    expect(await alice.comments.setDeleted(posted.id, true)).toEqual({ ok: true });
    await until('bob sees it deleted', () => threadIn(bob.comments, posted.id)?.isDeleted);
    expect(bob.comments.announcement?.text).toBe(`player:review announce comment deleted (${alice.who.name})`);
    expect(await bob.comments.acknowledge(posted.id, 'deleted')).toEqual({ ok: true });
    expect(await alice.comments.setDeleted(posted.id, false)).toEqual({ ok: true });
    await until('bob sees it restored', () => threadIn(bob.comments, posted.id)?.isDeleted === false);
    expect(bob.comments.announcement?.text).toBe('player:review announce comment restored');

    // Bob deletes his reply and restores it; Alice acknowledges the deletion in between.
    expect(await bob.comments.setReplyDeleted(posted.id, replyId, true)).toEqual({ ok: true });
    await until('alice sees the reply deleted', () => threadIn(alice.comments, posted.id)?.replies[0].isDeleted);
    expect(await alice.comments.acknowledgeReply(posted.id, replyId)).toEqual({ ok: true });
    expect(await bob.comments.setReplyDeleted(posted.id, replyId, false)).toEqual({ ok: true });
    await until('carol sees the reply restored', () => threadIn(carol.comments, posted.id)?.replies[0].isDeleted === false && received(carol.events).length >= 10);

    // Every change of the log reached each reader exactly once, whichever way it came.
    const log = await review(h, 'GET', '/changes?after=0', alice.tokens.token);
    const ids = log.body.changes.map((c: { id: string }) => c.id);
    // In order past nine changes (ids are compared as numbers, never as text).
    expect(ids).toEqual(ids.map(Number).sort((a: number, b: number) => a - b).map(String));
    expect(ids.length).toBe(10);
    for (const player of [alice, bob, carol]) {
      await until('all delivered', () => received(player.events).length >= ids.length);
      expect(received(player.events).map((e) => e.commentId)).toHaveLength(ids.length);
    }
    expect(received(alice.events).filter((e) => !e.byMe).map((e) => e.kind)).toEqual(['replyAdded', 'commentResolved', 'commentDeletedAck', 'replyDeleted', 'replyRestored']);
    for (const [player, transport] of [[bob, 'stream'], [carol, 'polling']] as const) {
      const probe = player.client.comments.live(ids[ids.length - 1], () => undefined);
      expect(probe.transport).toBe(transport);
      probe.stop();
    }

    for (const player of [alice, bob, carol]) await player.session.endSession();
    expect(alice.session.comments).toBeNull();
    expect(alice.session.layout).toBe('LOGIN_WITH_EMAIL');
  });

  it('reconnects a broken stream with Last-Event-ID and loses nothing; an ended session stops the channel', async () => {
    const alice = await reviewerPlayer({ stream: true });
    const bob = await reviewerPlayer({ stream: true });
    alice.comments.open({ type: 'section', sectionId: 's1' });
    expect(await alice.comments.post('First')).toEqual({ ok: true });
    const first = alice.comments.threads.find((t) => t.text === 'First')!.id;
    await until('bob has the first', () => threadIn(bob.comments, first));
    const opened = proxy.eventRequests;
    DEBUG.splice(0, DEBUG.length, () => `bob ${received(bob.events).map((e) => e.kind)} ${proxy.eventRequests} ${bob.comments.threads.length}`);
    proxy.cut();
    // Posted while Bob's stream is down: it comes with the reconnection, after the last id he had.
    expect(await alice.comments.reply(first, 'during the break')).toEqual({ ok: true });
    alice.comments.open({ type: 'course' });
    expect(await alice.comments.post('Second')).toEqual({ ok: true });
    await until('bob has both', () => bob.comments.threads.filter((t) => t.text === 'Second').length === 1 && threadIn(bob.comments, first)?.replies.length === 1);
    expect(proxy.eventRequests).toBeGreaterThan(opened);
    expect(received(bob.events).map((e) => e.kind)).toEqual(['commentAdded', 'replyAdded', 'commentAdded']);

    // Bob's session ends elsewhere: his channel gives up and his comments are dropped, back to the login form.
    await review(h, 'DELETE', '/session', bob.tokens.token);
    expect(await bob.comments.reply(first, 'too late')).toEqual({ ok: false, problem: 'player:review call failed' });
    await until('bob signed out', () => bob.session.comments === null && bob.session.layout === 'LOGIN_WITH_EMAIL');
    await alice.session.endSession();
  });

  it('places threads as the service does after a republish: outdated in place, elsewhere when the page is gone', async () => {
    const alice = await reviewerPlayer({ stream: false });
    alice.comments.open({ type: 'block', blockId: 'b2' });
    expect(await alice.comments.post('on b2')).toEqual({ ok: true });
    alice.comments.open({ type: 'page', pageId: 'p2' });
    expect(await alice.comments.post('on p2')).toEqual({ ok: true });
    pkg.write({ editBlock: 'b2', removePage: 'p2' });
    try {
      alice.session.restartComments();
      const again = await until('listed again', () => alice.session.comments?.state === 'ready' && (alice.session.comments as ReviewComments));
      const mine = again.threads.filter((t) => t.createdBy.isMe);
      const byService = (await review(h, 'GET', '/comments?placement=package', alice.tokens.token)).body.comments.filter((t: ReviewThread) => t.createdBy.isMe);
      expect(mine.map((t) => [t.text, t.placement])).toEqual([['on b2', 'outdated'], ['on p2', 'elsewhere']]);
      expect(byService.map((t: ReviewThread) => [t.text, t.placement])).toEqual([['on b2', 'outdated'], ['on p2', 'elsewhere']]);
      expect(again.elsewhere.map((t) => t.text)).toEqual(['on p2']);
      expect(again.threadsAt({ type: 'block', blockId: 'b2' }).map((t) => t.anchor.quote)).toEqual(['Block b2']);
    } finally {
      pkg.write();
      await alice.session.endSession();
    }
  });
});
