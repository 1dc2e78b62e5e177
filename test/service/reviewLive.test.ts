/**
 * Issue 25 §1 live updates (SPEC 4.8 received comment events) and §3 republishing: another
 * reviewer's comment reaches an open stream within a few seconds (the delay is measured and
 * printed), also across two instances on one PostgreSQL; threads are classified in place /
 * outdated / elsewhere, never dropped.
 */
import { startDeployment, type Deployment } from './support/severalInstances';
import { BACKENDS, startHarness, type Harness } from './support/serviceHarness';
import { blockAnchor, COURSE, coursePackage, postComment, review, signInReviewer } from './support/review';
import { anchorChecksum } from '../../server/review/anchors';

interface Event { id: string; event: string; data: any } // eslint-disable-line @typescript-eslint/no-explicit-any

/** Opens the SSE stream as the player does (fetch, so the token goes in a header); events as they come. */
async function openStream(url: string, token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/review/events`, { headers: { authorization: `Bearer ${token}`, 'x-course-id': COURSE, ...headers }, signal: controller.signal });
  const events: Event[] = [];
  const waiters: Array<() => void> = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) => block.split('\n').find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
          if (field('event')) events.push({ id: field('id')!, event: field('event')!, data: JSON.parse(field('data')!) });
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    events,
    /** Resolves when the service ends the stream. */
    ended: reading,
    async next(predicate: (e: Event) => boolean, timeoutMs = 10_000): Promise<Event> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('no such event in time');
        await new Promise<void>((wake) => { waiters.push(wake); setTimeout(wake, 100); });
      }
    },
    close: () => controller.abort(),
  };
}

describe.each(BACKENDS)('review live channel and republishing on %s', (backend) => {
  let h: Harness;
  const pkg = coursePackage();
  beforeAll(async () => {
    h = await startHarness(backend, { courses: [pkg.dir], reviewPollMs: 500, reviewMailDelaySeconds: 3600 });
  });
  afterAll(async () => h?.close());

  it("delivers another reviewer's comment, reply and resolution to an open stream within a few seconds", async () => {
    const alice = await signInReviewer(h);
    const bob = await signInReviewer(h);
    const stream = await openStream(h.url, bob.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const started = Date.now();
    const { comment } = (await postComment(h, alice.token, 'Live one')).body;
    const added = await stream.next((e) => e.event === 'commentAdded' && e.data.commentId === comment.id);
    const delay = Date.now() - started;
    console.log(`[review live] ${backend}: another reviewer's comment reached the stream in ${delay} ms (poll every 500 ms)`);
    expect(delay).toBeLessThan(3000);
    expect(added.data.comment).toMatchObject({ text: 'Live one', createdBy: { name: alice.who.name, isMe: false } });
    expect(added.data.comment.createdBy.email).toBeUndefined();
    await review(h, 'POST', `/comments/${comment.id}/replies`, alice.token, COURSE, { body: { text: 'and a reply' } });
    await review(h, 'POST', `/comments/${comment.id}/resolve`, alice.token);
    await stream.next((e) => e.event === 'replyAdded' && e.data.commentId === comment.id);
    const resolved = await stream.next((e) => e.event === 'commentResolved');
    expect(Number(resolved.id)).toBeGreaterThan(Number(added.id));
    stream.close();

    // The polling route gives the same changes from a cursor; Last-Event-ID resumes a stream.
    const polled = await review(h, 'GET', `/changes?after=${added.id}`, bob.token);
    expect(polled.body.changes.map((c: { kind: string }) => c.kind)).toEqual(['replyAdded', 'commentResolved']);
    expect(polled.body.cursor).toBe(resolved.id);
    expect((await review(h, 'GET', `/changes?after=${polled.body.cursor}`, bob.token)).body).toEqual({ changes: [], cursor: resolved.id });
    const resumed = await openStream(h.url, bob.token, { 'last-event-id': added.id });
    await resumed.next((e) => e.event === 'commentResolved');
    resumed.close();
    // A pending reviewer or a learner gets no stream.
    expect((await review(h, 'GET', '/events', 'not-a-token')).status).toBe(401);
  });

  it('ends the stream of a reviewer whose session ended: no comment reaches it afterwards', async () => {
    const alice = await signInReviewer(h);
    const bob = await signInReviewer(h);
    const stream = await openStream(h.url, bob.token);
    const first = (await postComment(h, alice.token, 'Before the end')).body.comment;
    await stream.next((e) => e.event === 'commentAdded' && e.data.commentId === first.id);
    expect((await review(h, 'DELETE', '/session', bob.token)).status).toBe(200);
    const after = (await postComment(h, alice.token, 'After the end')).body.comment;
    // The next delivery finds the session gone and closes the stream instead of writing.
    await Promise.race([stream.ended, new Promise((_, fail) => setTimeout(() => fail(new Error('the stream stayed open')), 10_000))]);
    expect(stream.events.some((e) => e.data.commentId === after.id)).toBe(false);
  });

  it('classifies threads after republishing: in place, outdated (with the text it was written on), elsewhere; none dropped', async () => {
    const { token } = await signInReviewer(h);
    const sum = (id: string) => anchorChecksum(`<p>Block ${id}</p>`);
    const onB1 = (await postComment(h, token, 'on b1', { ...blockAnchor('b1', sum('b1')), quote: 'Block b1' })).body.comment;
    const onB2 = (await postComment(h, token, 'on b2', blockAnchor('b2', sum('b2')))).body.comment;
    const onP2 = (await postComment(h, token, 'on p2', { type: 'page', sectionId: 's1', pageId: 'p2', checksum: anchorChecksum('Second page') })).body.comment;
    const onB3 = (await postComment(h, token, 'on b3', blockAnchor('b3', sum('b3')))).body.comment;
    pkg.write({ editBlock: 'b2', removePage: 'p2' });

    const placed = (await review(h, 'GET', '/comments?placement=package', token)).body.comments;
    const where = (id: string) => placed.find((c: { id: string }) => c.id === id);
    expect(where(onB1.id).placement).toBe('inPlace');
    expect(where(onB2.id)).toMatchObject({ placement: 'outdated', anchor: { quote: 'quoted text', checksum: sum('b2') } });
    expect(where(onP2.id).placement).toBe('elsewhere');
    expect(where(onB3.id).placement).toBe('elsewhere'); // its page went with it
    const all = (await review(h, 'GET', '/comments', token)).body.comments;
    expect(placed.map((c: { id: string }) => c.id)).toEqual(all.map((c: { id: string }) => c.id));

    // The player may post the anchors it has instead (a course the service was not started with).
    const posted = await review(h, 'POST', '/comments/placement', token, COURSE, { body: { anchors: [{ type: 'block', blockId: 'b1', checksum: sum('b1') }, { type: 'block', blockId: 'b2', checksum: 'changed' }] } });
    const byPost = (id: string) => posted.body.comments.find((c: { id: string }) => c.id === id).placement;
    expect([byPost(onB1.id), byPost(onB2.id), byPost(onP2.id)]).toEqual(['inPlace', 'outdated', 'elsewhere']);
  });
});

describe('review live channel across two instances on one PostgreSQL', () => {
  let d: Deployment;
  beforeAll(async () => {
    d = await startDeployment(2, { reviewPollMs: 500 });
  });
  afterAll(async () => d?.close());

  it("a stream on one instance receives a comment written through the other within a few seconds", async () => {
    const asHarness = (i: number) => Object.assign(Object.create(null), d.instances[i], { mail: d.mail, mailTo: d.mailTo }) as Harness;
    const alice = await signInReviewer(asHarness(0));
    const bob = await signInReviewer(asHarness(1));
    const stream = await openStream(d.instances[1].url, bob.token);
    const started = Date.now();
    const { comment } = (await postComment(asHarness(0), alice.token, 'from instance 0')).body;
    await stream.next((e) => e.event === 'commentAdded' && e.data.commentId === comment.id);
    const delay = Date.now() - started;
    console.log(`[review live] two instances: the comment reached the other instance's stream in ${delay} ms (poll every 500 ms)`);
    expect(delay).toBeLessThan(3000);
    stream.close();
  });
});
