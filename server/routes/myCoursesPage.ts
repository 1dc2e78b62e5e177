import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseEmail, PASSWORD_MAX_LENGTH } from '../auth/inputRules';
import { passwordMatches } from '../auth/passwords';
import { clearSessionCookie, hashSecret, sessionCookieOf } from '../auth/sessionCookie';
import { signIn } from '../auth/sessions';
import type { ServiceContext } from '../context';
import { DEFAULTS } from '../config';
import { PAGE_SECURITY_HEADERS } from '../http/html';
import { isUrlOnOrigins } from '../http/origins';
import { findLearnerByEmail, findLearnerById, type Learner } from '../storage/learners';
import { listLearnerCourses } from '../storage/learnerCourses';
import { deleteSessionByCookie, findSessionByCookie } from '../storage/sessions';
import { coursesPage, MY_COURSES_PATH, signInPage, SIGN_IN_PATH, SIGN_OUT_PATH, type CourseRow } from './myCoursesView';

const WRONG_CREDENTIALS = 'That e-mail and password do not match an account.';

const asHtml = (reply: FastifyReply) => reply.headers(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8');

/** A learner who reaches these routes always gets a page back, even when the request is refused. */
function pageErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const problem = status === 429 ? 'Too many sign-in attempts. Wait a minute and try again.' : 'Something went wrong. Try again.';
  if (status === 500) reply.log.error({ err: { message: error.message, code: error.code } }, 'my courses page failed');
  return asHtml(reply).code(status).send(signInPage(problem));
}

/** The learner whose long-term session cookie (SPEC 7.3 "Keep me signed in", social login) came with the request. */
async function cookieLearner(ctx: ServiceContext, request: FastifyRequest): Promise<Learner | undefined> {
  const cookie = sessionCookieOf(request);
  const session = cookie ? await findSessionByCookie(ctx.db, hashSecret(cookie), ctx.now()) : undefined;
  return session ? findLearnerById(ctx.db, session.learnerId) : undefined;
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length <= max ? value : null);

/**
 * SPEC 2.4 / 2.8 'My courses': the learner service's own page listing the learner's courses. It sits
 * under /api/account because the session cookie's path is /api/account (sessionCookie.ts): the cookie
 * reaches this page without being sent anywhere else. Plain HTML without script, like the reset page;
 * its forms post to this origin only (CSP form-action 'self', and app.ts's origin guard).
 */
export function myCoursesPage(app: FastifyInstance, ctx: ServiceContext): void {
  const rateLimit = { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs };

  app.get(MY_COURSES_PATH, { errorHandler: pageErrors }, async (request, reply) => {
    asHtml(reply);
    const learner = await cookieLearner(ctx, request);
    if (!learner) return signInPage();
    const rows: CourseRow[] = (await listLearnerCourses(ctx.db, learner.id)).map((course) => ({
      ...course,
      name: ctx.courseTitles.get(course.courseId) ?? course.courseId,
      // The stored courseUrl is what the player sent: only a page of an allowed player origin is offered as a link.
      continueUrl: isUrlOnOrigins(course.courseUrl, ctx.playerOrigins) ? course.courseUrl : null,
    }));
    return coursesPage(learner.name, rows);
  });

  app.post<{ Body: Record<string, unknown> }>(SIGN_IN_PATH, {
    bodyLimit: DEFAULTS.authBodyLimitBytes,
    config: { rateLimit },
    errorHandler: pageErrors,
    schema: { body: { type: 'object' } },
  }, async (request, reply) => {
    asHtml(reply);
    const email = text(request.body.email, 320);
    const password = text(request.body.password, PASSWORD_MAX_LENGTH);
    const learner = email ? await findLearnerByEmail(ctx.db, normaliseEmail(email)) : undefined;
    if (!(await passwordMatches(learner?.passwordHash, password ?? '')) || !learner || password === null) {
      return reply.code(401).send(signInPage(WRONG_CREDENTIALS, email ?? ''));
    }
    const earlier = sessionCookieOf(request);
    if (earlier) await deleteSessionByCookie(ctx.db, hashSecret(earlier));
    await signIn(ctx, reply, learner, false);
    // 303: the browser fetches the list with GET, so reloading it never re-posts the password.
    return reply.redirect(MY_COURSES_PATH, 303);
  });

  app.post(SIGN_OUT_PATH, { bodyLimit: DEFAULTS.authBodyLimitBytes, errorHandler: pageErrors }, async (request, reply) => {
    const cookie = sessionCookieOf(request);
    if (cookie) await deleteSessionByCookie(ctx.db, hashSecret(cookie));
    clearSessionCookie(ctx, reply);
    return reply.redirect(MY_COURSES_PATH, 303);
  });
}
