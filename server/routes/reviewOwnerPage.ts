import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidEmail, normaliseEmail } from '../auth/inputRules';
import { hashSecret, newSecret } from '../auth/sessionCookie';
import { DEFAULTS } from '../config';
import { addSeconds, type ServiceContext } from '../context';
import { PAGE_SECURITY_HEADERS } from '../http/html';
import { changeCommentState, postReply, type Actor, type StateAction } from '../review/commentActions';
import { readCourseAnchors } from '../review/courseAnchors';
import { REVIEW_LIMITS } from '../review/limits';
import { OWNER_ROOT, OWNER_SIGN_IN_LINK_PATH, OWNER_SIGN_IN_PATH, OWNER_SIGN_OUT_PATH, ownerCoursePath } from '../review/paths';
import { ownerSignInMail } from '../review/reviewMail';
import { threadsCsv } from '../review/reviewCsv';
import { consumeOwnerLink, coursesOwnedBy, deleteOwnerSession, findOwnerSession, insertOwnerLink, insertOwnerSession, isOwner } from '../storage/reviewOwners';
import { listCourseCertificates, setCertificateRevocation } from '../storage/certificates';
import { isCertificateCode } from '../certificates/paths';
import { certificatesSection, REVOKE_REASON_MAX } from './certificateOwnerView';
import { courseThreads } from './reviewCommentRoutes';
import { ownerConfirmPage, ownerCoursePage, ownerCoursesPage, ownerSignInPage } from './reviewOwnerView';

const OWNER_COOKIE = 'ocp_review_owner';
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const asHtml = (reply: FastifyReply) => reply.headers(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8');
const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length <= max ? value : null);

function pageErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) reply.log.error({ err: { message: error.message, code: error.code } }, 'review page failed');
  return asHtml(reply).code(status).send(ownerSignInPage(undefined, status === 429 ? 'Too many requests. Wait a minute and try again.' : 'Something went wrong. Try again.'));
}

/**
 * Issue 25 §1: the owners' review page, a server-rendered page like My courses (no script, the same
 * security headers, every text escaped). Owners prove their address with an e-mailed link, never by
 * claiming it; the page then knows them by an HttpOnly cookie whose path is this page's only.
 */
export function reviewOwnerPage(app: FastifyInstance, ctx: ServiceContext): void {
  const limited = { rateLimit: { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs } };
  const bodyLimit = 64 * 1024;
  const ttl = ctx.settings.longTermSessionTtlSeconds;

  const ownerOf = async (request: FastifyRequest): Promise<string | undefined> => {
    const cookie = request.cookies[OWNER_COOKIE];
    return cookie ? findOwnerSession(ctx.db, hashSecret(cookie), ctx.now()) : undefined;
  };
  /** The owner of this course, or an answer: the sign-in form (401), or 403 for a course they do not own (another course is unreachable). */
  const courseOwner = async (request: FastifyRequest<{ Params: { courseId: string } }>, reply: FastifyReply): Promise<string | null> => {
    const email = await ownerOf(request);
    if (!email) {
      await asHtml(reply).code(401).send(ownerSignInPage());
      return null;
    }
    if (!(await isOwner(ctx.db, request.params.courseId, email))) {
      await asHtml(reply).code(403).send(ownerSignInPage(undefined, 'You do not own this course.'));
      return null;
    }
    return email;
  };
  const actor = (email: string): Actor => ({ kind: 'owner', email, name: 'Course author', reviewerId: null });
  const courseParams = { type: 'object', required: ['courseId'], properties: { courseId: { type: 'string', minLength: 1, maxLength: REVIEW_LIMITS.id } } };
  const commentParams = { ...courseParams, required: ['courseId', 'commentId'], properties: { ...courseParams.properties, commentId: { type: 'string', pattern: UUID }, replyId: { type: 'string', pattern: UUID }, action: { type: 'string', enum: ['resolve', 'unresolve', 'delete', 'restore'] } } };
  const ownerThreads = async (courseId: string, email: string) => {
    const dir = ctx.review.courseDirs.get(courseId);
    const current = dir ? await readCourseAnchors(dir).catch(() => undefined) : undefined;
    return courseThreads(ctx, courseId, () => ({ email, seesEmails: true }), current);
  };

  app.get(OWNER_ROOT, { errorHandler: pageErrors }, async (request, reply) => {
    asHtml(reply);
    const email = await ownerOf(request);
    if (!email) return ownerSignInPage();
    const courses = (await coursesOwnedBy(ctx.db, email)).map((courseId) => ({ courseId, title: ctx.courseTitles.get(courseId) ?? courseId }));
    return ownerCoursesPage(email, courses);
  });

  app.post<{ Body: Record<string, unknown> }>(OWNER_SIGN_IN_LINK_PATH, { bodyLimit: DEFAULTS.authBodyLimitBytes, config: limited, errorHandler: pageErrors, schema: { body: { type: 'object' } } }, async (request, reply) => {
    asHtml(reply);
    const email = normaliseEmail(text(request.body.email, 320) ?? '');
    if (!isValidEmail(email)) return reply.code(400).send(ownerSignInPage(undefined, 'That is not an e-mail address.'));
    // The same answer for every address; the lookup and the e-mail happen after it (as forgot-password).
    ctx.outbox.post(async (mailer) => {
      if ((await coursesOwnedBy(ctx.db, email)).length === 0) return;
      const { secret, hash } = newSecret();
      await insertOwnerLink(ctx.db, hash, email, addSeconds(ctx.now(), ctx.verification.ttlSeconds));
      const link = new URL(OWNER_SIGN_IN_PATH, ctx.publicUrl());
      link.searchParams.set('code', secret);
      await mailer.send(ownerSignInMail(email, link.href));
    });
    return ownerSignInPage('If this address owns a course, a sign-in link is on its way.');
  });

  app.get<{ Querystring: { code?: string } }>(OWNER_SIGN_IN_PATH, { errorHandler: pageErrors, schema: { querystring: { type: 'object', properties: { code: { type: 'string', maxLength: 128 } } } } }, async (request, reply) => {
    asHtml(reply);
    return request.query.code ? ownerConfirmPage(request.query.code) : reply.redirect(OWNER_ROOT, 303);
  });

  app.post<{ Body: Record<string, unknown> }>(OWNER_SIGN_IN_PATH, { bodyLimit: DEFAULTS.authBodyLimitBytes, config: limited, errorHandler: pageErrors, schema: { body: { type: 'object' } } }, async (request, reply) => {
    asHtml(reply);
    const code = text(request.body.code, 128);
    const email = code ? await consumeOwnerLink(ctx.db, hashSecret(code), ctx.now()) : undefined;
    if (!email) return reply.code(410).send(ownerSignInPage(undefined, 'This sign-in link is used or expired. Ask for a new one.'));
    const { secret, hash } = newSecret();
    await insertOwnerSession(ctx.db, hash, email, addSeconds(ctx.now(), ttl), ctx.now());
    reply.setCookie(OWNER_COOKIE, secret, { path: OWNER_ROOT, httpOnly: true, secure: ctx.settings.cookieSecure, sameSite: 'strict', maxAge: ttl });
    return reply.redirect(OWNER_ROOT, 303);
  });

  app.post(OWNER_SIGN_OUT_PATH, { bodyLimit: DEFAULTS.authBodyLimitBytes, errorHandler: pageErrors }, async (request, reply) => {
    const cookie = request.cookies[OWNER_COOKIE];
    if (cookie) await deleteOwnerSession(ctx.db, hashSecret(cookie));
    reply.clearCookie(OWNER_COOKIE, { path: OWNER_ROOT, httpOnly: true, secure: ctx.settings.cookieSecure, sameSite: 'strict' });
    return reply.redirect(OWNER_ROOT, 303);
  });

  app.get<{ Params: { courseId: string } }>(`${OWNER_ROOT}/courses/:courseId`, { errorHandler: pageErrors, schema: { params: courseParams } }, async (request, reply) => {
    const email = await courseOwner(request, reply);
    if (!email) return reply;
    const { courseId } = request.params;
    const { certificates, total } = await listCourseCertificates(ctx.db, courseId);
    const title = ctx.courseTitles.get(courseId) ?? courseId;
    return asHtml(reply).send(ownerCoursePage(email, courseId, title, await ownerThreads(courseId, email), certificatesSection(courseId, certificates, total)));
  });

  // Issue 26 §6. Who: an owner of this course (a certificate of another course is 404, as a comment's).
  // The form posts to this page like the comment forms: the origin guard and the SameSite=Strict cookie refuse other sites.
  type CertificateRoute = { Params: { courseId: string; code: string; action: 'revoke' | 'restore' }; Body: Record<string, unknown> };
  const certificateParams = { ...courseParams, required: ['courseId', 'code', 'action'], properties: { ...courseParams.properties, code: { type: 'string', maxLength: 64 }, action: { type: 'string', enum: ['revoke', 'restore'] } } };
  app.post<CertificateRoute>(`${OWNER_ROOT}/courses/:courseId/certificates/:code/:action`, { bodyLimit: DEFAULTS.authBodyLimitBytes, errorHandler: pageErrors, schema: { params: certificateParams, body: { type: 'object' } } }, async (request, reply) => {
    const email = await courseOwner(request, reply);
    if (!email) return reply;
    const { courseId, code, action } = request.params;
    const given = request.body?.reason ?? '';
    const reasonText = text(given, REVOKE_REASON_MAX);
    if (reasonText === null) return asHtml(reply).code(400).send(ownerSignInPage(undefined, `A reason has at most ${REVOKE_REASON_MAX} characters.`));
    const changed = isCertificateCode(code) && (await setCertificateRevocation(ctx.db, courseId, code, action === 'revoke' ? { at: ctx.now(), by: email, reason: reasonText.replace(/\s+/gu, ' ').trim() || null } : null));
    return changed ? back(reply, courseId) : asHtml(reply).code(404).send(ownerSignInPage(undefined, 'That certificate is not of this course.'));
  });

  app.get<{ Params: { courseId: string } }>(`${OWNER_ROOT}/courses/:courseId/comments.csv`, { errorHandler: pageErrors, schema: { params: courseParams } }, async (request, reply) => {
    const email = await courseOwner(request, reply);
    if (!email) return reply;
    const csv = threadsCsv(await ownerThreads(request.params.courseId, email));
    return reply.headers({ 'cache-control': 'no-store', 'content-disposition': 'attachment; filename="review-comments.csv"' }).type('text/csv; charset=utf-8').send(csv);
  });

  type ActionRoute = { Params: { courseId: string; commentId: string; replyId?: string; action?: StateAction }; Body: Record<string, unknown> };
  const back = (reply: FastifyReply, courseId: string) => reply.redirect(ownerCoursePath(courseId), 303);
  const refused = (reply: FastifyReply, status: number) => asHtml(reply).code(status).send(ownerSignInPage(undefined, status === 404 ? 'That comment is not in this course.' : 'That cannot be done.'));

  app.post<ActionRoute>(`${OWNER_ROOT}/courses/:courseId/comments/:commentId/reply`, { bodyLimit, config: { rateLimit: { max: ctx.review.commentRateLimit.max, timeWindow: ctx.review.commentRateLimit.windowMs } }, errorHandler: pageErrors, schema: { params: commentParams, body: { type: 'object' } } }, async (request, reply) => {
    const email = await courseOwner(request, reply);
    if (!email) return reply;
    const body = text(request.body.text, REVIEW_LIMITS.body);
    if (!body?.trim()) return refused(reply, 400);
    const outcome = await postReply(ctx, actor(email), request.params.courseId, request.params.commentId, body);
    return outcome.ok ? back(reply, request.params.courseId) : refused(reply, outcome.status);
  });

  const stateAction = async (request: FastifyRequest<ActionRoute>, reply: FastifyReply) => {
    const email = await courseOwner(request, reply);
    if (!email) return reply;
    const { courseId, commentId, replyId, action } = request.params;
    if (replyId && action !== 'delete' && action !== 'restore') return refused(reply, 404);
    const outcome = await changeCommentState(ctx, actor(email), courseId, commentId, action!, replyId);
    return outcome.ok ? back(reply, courseId) : refused(reply, outcome.status);
  };
  app.post<ActionRoute>(`${OWNER_ROOT}/courses/:courseId/comments/:commentId/:action`, { bodyLimit, errorHandler: pageErrors, schema: { params: commentParams } }, stateAction);
  app.post<ActionRoute>(`${OWNER_ROOT}/courses/:courseId/comments/:commentId/replies/:replyId/:action`, { bodyLimit, errorHandler: pageErrors, schema: { params: commentParams } }, stateAction);
}
