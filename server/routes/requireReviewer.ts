import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/sessions';
import type { ServiceContext } from '../context';
import { isOwner } from '../storage/reviewOwners';
import { findReviewSession, type ReviewSession } from '../storage/reviewSessions';
import { courseIdParam } from './schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** The review session a reviewer token names, set by requireReviewer. */
    reviewSession: ReviewSession | null;
  }
}

/** SPEC 7.7: every review call carries X-Course-Id. */
export const reviewHeaders = {
  type: 'object',
  required: ['x-course-id'],
  properties: { 'x-course-id': courseIdParam, 'last-event-id': { type: 'string', pattern: '^[0-9]{1,18}$' } },
} as const;

export const courseOf = (request: FastifyRequest): string => request.headers['x-course-id'] as string;

/**
 * preHandler of the review calls: a reviewer token (never a learner's: another audience) of a live
 * session of the course X-Course-Id names. 401 `unauthorized` without one; 403 `otherCourse` for a
 * session of another course (another course's comments are unreachable); with `authenticated`,
 * 403 `reviewerNotAuthenticated` while the login link has not been followed.
 */
export function requireReviewer(ctx: ServiceContext, { authenticated }: { authenticated: boolean }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    const claims = token ? await ctx.tokens.verifyReviewer(token) : null;
    const session = claims ? await findReviewSession(ctx.db, claims.sessionId, ctx.now()) : undefined;
    if (!claims || !session) {
      await reply.code(401).send({ message: 'unauthorized' });
      return;
    }
    if (session.courseId !== courseOf(request)) {
      await reply.code(403).send({ message: 'otherCourse' });
      return;
    }
    if (authenticated && session.reviewerId === null) {
      await reply.code(403).send({ message: 'reviewerNotAuthenticated' });
      return;
    }
    request.reviewSession = session;
  };
}

/** SPEC 3.6 reviewer flags and the user info call's answer. */
export async function reviewerInfo(ctx: ServiceContext, session: ReviewSession) {
  return {
    email: session.email,
    name: session.name,
    courseId: session.courseId,
    isRegisteredReviewer: true,
    isAuthenticatedReviewer: session.reviewerId !== null,
    isOwner: session.reviewerId !== null && (await isOwner(ctx.db, session.courseId, session.email)),
    showsEmails: ctx.review.showEmails.has(session.courseId),
  };
}
