import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { isUrlOnOrigins } from '../http/origins';
import { anchorKey, anchorProblem, anchorSchema, placementOf, type Anchor } from '../review/anchors';
import { acknowledge, changeCommentState, ownerEmailsOf, postComment, postReply, type Actor, type Outcome, type StateAction } from '../review/commentActions';
import { groupThreads, threadView, type Viewer } from '../review/commentView';
import { readCourseAnchors } from '../review/courseAnchors';
import { REVIEW_LIMITS } from '../review/limits';
import { findThread, lastChangeId, listCourseComments } from '../storage/reviewComments';
import type { ReviewSession } from '../storage/reviewSessions';
import { courseOf, requireReviewer, reviewHeaders } from './requireReviewer';
import { querySchema } from './schemas';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const params = (...names: string[]) => ({ type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, { type: 'string', pattern: UUID }])) });
const textBody = { type: 'string', minLength: 1, maxLength: REVIEW_LIMITS.body } as const;

export const reviewerActor = (s: ReviewSession): Actor => ({ kind: 'reviewer', email: s.email, name: s.name, reviewerId: s.reviewerId });
export const reviewerViewer = (ctx: ServiceContext, s: ReviewSession, owners: ReadonlySet<string>): Viewer => ({
  email: s.email,
  seesEmails: ctx.review.showEmails.has(s.courseId) || owners.has(s.email),
});

/** Every thread of the course as `viewer` sees it, with its placement when the course's current anchors are known. */
export async function courseThreads(ctx: ServiceContext, courseId: string, viewerOf: (owners: ReadonlySet<string>) => Viewer, current?: ReadonlyMap<string, string>) {
  const owners = await ownerEmailsOf(ctx, courseId);
  const viewer = viewerOf(owners);
  return groupThreads(await listCourseComments(ctx.db, courseId)).map((rows) => {
    const comment = rows.find((r) => r.parentId === null)!;
    return threadView(viewer, rows, owners, current ? placementOf(comment, current) : undefined)!;
  });
}

/**
 * Issue 25 §1 comments and replies (SPEC 3.8, 4.7, 7.7): a proven reviewer of the course only
 * (requireReviewer authenticated). Every answer that changes a thread returns it as it now stands.
 */
export function reviewCommentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const guard = requireReviewer(ctx, { authenticated: true });
  const limited = { rateLimit: { max: ctx.review.commentRateLimit.max, timeWindow: ctx.review.commentRateLimit.windowMs } };
  const bodyLimit = 64 * 1024;

  const answer = async (request: FastifyRequest, reply: FastifyReply, outcome: Outcome, status = 200) => {
    if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message });
    const session = request.reviewSession!;
    const owners = await ownerEmailsOf(ctx, session.courseId);
    return reply.code(status).send({ comment: threadView(reviewerViewer(ctx, session, owners), await findThread(ctx.db, session.courseId, outcome.commentId), owners) });
  };

  app.get<{ Querystring: { placement?: 'package' } }>('/api/review/comments', {
    preHandler: guard,
    schema: { headers: reviewHeaders, querystring: querySchema({ placement: { type: 'string', enum: ['package'] } }) },
  }, async (request, reply) => {
    const session = request.reviewSession!;
    let current: Map<string, string> | undefined;
    if (request.query.placement === 'package') {
      const dir = ctx.review.courseDirs.get(session.courseId);
      if (!dir) return reply.code(404).send({ message: 'coursePackageNotKnown' });
      current = await readCourseAnchors(dir);
    }
    // The cursor is read first: a change made while the list is read is delivered again, never lost.
    const cursor = await lastChangeId(ctx.db, session.courseId);
    const comments = await courseThreads(ctx, session.courseId, (owners) => reviewerViewer(ctx, session, owners), current);
    return { comments, cursor: String(cursor) };
  });

  app.post<{ Body: { anchors: Array<Anchor & { checksum: string }> } }>('/api/review/comments/placement', {
    preHandler: guard,
    bodyLimit: 4 * 1024 * 1024,
    schema: {
      headers: reviewHeaders,
      querystring: querySchema(),
      body: { type: 'object', required: ['anchors'], additionalProperties: false, properties: { anchors: { type: 'array', maxItems: REVIEW_LIMITS.anchors, items: anchorSchema } } },
    },
  }, async (request) => {
    const session = request.reviewSession!;
    const current = new Map(request.body.anchors.map((a) => [anchorKey({ anchorType: a.type, sectionId: a.sectionId ?? null, pageId: a.pageId ?? null, blockId: a.blockId ?? null }), a.checksum ?? '']));
    const cursor = await lastChangeId(ctx.db, session.courseId);
    return { comments: await courseThreads(ctx, session.courseId, (owners) => reviewerViewer(ctx, session, owners), current), cursor: String(cursor) };
  });

  app.post<{ Body: { text: string; anchor: Anchor; pageUrl?: string } }>('/api/review/comments', {
    preHandler: guard,
    bodyLimit,
    config: limited,
    schema: {
      headers: reviewHeaders,
      querystring: querySchema(),
      body: { type: 'object', required: ['text', 'anchor'], additionalProperties: false, properties: { text: textBody, anchor: anchorSchema, pageUrl: { type: 'string', maxLength: REVIEW_LIMITS.url } } },
    },
  }, async (request, reply) => {
    const { text, anchor, pageUrl } = request.body;
    const missing = anchorProblem(anchor);
    if (missing) return reply.code(400).send({ message: 'invalidAnchor', detail: `${anchor.type} needs ${missing}` });
    if (!text.trim()) return reply.code(400).send({ message: 'emptyComment' });
    if (pageUrl !== undefined && !isUrlOnOrigins(pageUrl, ctx.playerOrigins)) return reply.code(400).send({ message: 'pageUrlNotAllowed' });
    const session = request.reviewSession!;
    return answer(request, reply, await postComment(ctx, reviewerActor(session), session.courseId, { text, anchor, pageUrl: pageUrl ?? session.returnUrl }), 201);
  });

  app.post<{ Params: { commentId: string }; Body: { text: string } }>('/api/review/comments/:commentId/replies', {
    preHandler: guard,
    bodyLimit,
    config: limited,
    schema: { headers: reviewHeaders, querystring: querySchema(), params: params('commentId'), body: { type: 'object', required: ['text'], additionalProperties: false, properties: { text: textBody } } },
  }, async (request, reply) => {
    if (!request.body.text.trim()) return reply.code(400).send({ message: 'emptyComment' });
    const session = request.reviewSession!;
    return answer(request, reply, await postReply(ctx, reviewerActor(session), session.courseId, request.params.commentId, request.body.text), 201);
  });

  const stateRoute = (method: 'POST' | 'DELETE', url: string, action: StateAction, withReply: boolean) =>
    app.route<{ Params: { commentId: string; replyId?: string } }>({
      method,
      url,
      preHandler: guard,
      schema: { headers: reviewHeaders, querystring: querySchema(), params: withReply ? params('commentId', 'replyId') : params('commentId') },
      handler: async (request, reply) => {
        const session = request.reviewSession!;
        return answer(request, reply, await changeCommentState(ctx, reviewerActor(session), courseOf(request), request.params.commentId, action, request.params.replyId));
      },
    });
  stateRoute('DELETE', '/api/review/comments/:commentId', 'delete', false);
  stateRoute('POST', '/api/review/comments/:commentId/restore', 'restore', false);
  stateRoute('POST', '/api/review/comments/:commentId/resolve', 'resolve', false);
  stateRoute('POST', '/api/review/comments/:commentId/unresolve', 'unresolve', false);
  stateRoute('DELETE', '/api/review/comments/:commentId/replies/:replyId', 'delete', true);
  stateRoute('POST', '/api/review/comments/:commentId/replies/:replyId/restore', 'restore', true);

  app.post<{ Params: { commentId: string }; Body: { what: 'deleted' | 'resolved' } }>('/api/review/comments/:commentId/acknowledge', {
    preHandler: guard,
    schema: { headers: reviewHeaders, querystring: querySchema(), params: params('commentId'), body: { type: 'object', required: ['what'], additionalProperties: false, properties: { what: { type: 'string', enum: ['deleted', 'resolved'] } } } },
  }, async (request, reply) => {
    const session = request.reviewSession!;
    return answer(request, reply, await acknowledge(ctx, reviewerActor(session), session.courseId, request.params.commentId, request.body.what));
  });

  app.post<{ Params: { commentId: string; replyId: string } }>('/api/review/comments/:commentId/replies/:replyId/acknowledge', {
    preHandler: guard,
    schema: { headers: reviewHeaders, querystring: querySchema(), params: params('commentId', 'replyId') },
  }, async (request, reply) => {
    const session = request.reviewSession!;
    return answer(request, reply, await acknowledge(ctx, reviewerActor(session), session.courseId, request.params.commentId, 'deleted', request.params.replyId));
  });
}
