import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { ownerEmailsOf } from '../review/commentActions';
import { changeViews, LiveFeed } from '../review/liveFeed';
import { changesAfter, lastChangeId } from '../storage/reviewComments';
import { findReviewSession } from '../storage/reviewSessions';
import { requireReviewer, reviewHeaders } from './requireReviewer';
import { reviewerViewer } from './reviewCommentRoutes';
import { querySchema } from './schemas';

const CURSOR = { type: 'string', pattern: '^[0-9]{1,18}$' } as const;
/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Issue 25 §1 live updates (SPEC 4.8 received comment events), two ways over one change log:
 * GET /api/review/events, a server-sent-event stream (read with fetch, which can send the reviewer's
 * token; EventSource cannot), and GET /api/review/changes, a poll with a cursor, for clients or
 * proxies that cannot hold a stream. Both work whichever instance wrote the change (liveFeed.ts).
 */
export function reviewLiveRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const guard = requireReviewer(ctx, { authenticated: true });
  const feed = new LiveFeed(ctx);
  const open = new Set<() => void>();
  // Streams never end by themselves: closing the service ends them first, or close would wait forever.
  app.addHook('preClose', async () => {
    open.forEach((end) => end());
    await feed.stop();
  });

  app.get<{ Querystring: { after: string } }>('/api/review/changes', {
    preHandler: guard,
    schema: { headers: reviewHeaders, querystring: querySchema({ after: CURSOR }, ['after']) },
  }, async (request) => {
    const session = request.reviewSession!;
    const changes = await changesAfter(ctx.db, session.courseId, Number(request.query.after));
    const viewer = reviewerViewer(ctx, session, await ownerEmailsOf(ctx, session.courseId));
    const views = await changeViews(ctx, viewer, session.courseId, changes);
    return { changes: views, cursor: views.length ? views[views.length - 1].id : request.query.after };
  });

  app.get<{ Querystring: { after?: string } }>('/api/review/events', {
    preHandler: guard,
    schema: { headers: reviewHeaders, querystring: querySchema({ after: CURSOR }) },
  }, async (request, reply) => {
    const session = request.reviewSession!;
    const given = request.headers['last-event-id'] ?? request.query.after;
    const cursor = given !== undefined ? Number(given) : await lastChangeId(ctx.db, session.courseId);
    const viewer = reviewerViewer(ctx, session, await ownerEmailsOf(ctx, session.courseId));
    reply.hijack();
    const raw = reply.raw;
    // Hijacked, the reply's hooks do not run: the CORS headers set so far are copied by hand.
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    });
    raw.write(`: cursor ${cursor}\n\n`);
    // The token was checked once, when the stream opened: an ended or expired session must not go on
    // receiving the course's comments, so it is looked up again before each delivery and each heartbeat.
    const stillSignedIn = async () => Boolean(await findReviewSession(ctx.db, session.id, ctx.now()));
    const heartbeat = setInterval(() => {
      void stillSignedIn().then((live) => (live ? raw.write(': keep-alive\n\n') : end()), end);
    }, HEARTBEAT_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      raw.end();
    };
    const unsubscribe = feed.subscribe({
      courseId: session.courseId,
      cursor,
      deliver: async (changes) => {
        if (!(await stillSignedIn())) return end();
        for (const view of await changeViews(ctx, viewer, session.courseId, changes)) {
          raw.write(`id: ${view.id}\nevent: ${view.kind}\ndata: ${JSON.stringify(view)}\n\n`);
        }
      },
    });
    open.add(end);
    request.raw.on('close', end);
  });
}
