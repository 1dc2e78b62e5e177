import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ServiceOptions } from './config';
import type { ServiceContext } from './context';
import { acceptBoundedJson } from './http/jsonBody';
import { findUnstorableText } from './http/textGuard';
import { fastifyTrustProxy } from './http/trustProxy';
import { attemptRoutes } from './routes/attemptRoutes';
import { certificatePageRoute } from './routes/certificatePage';
import { certificateRoutes } from './routes/certificateRoutes';
import { isPublicCertificateRead } from './certificates/paths';
import { authRoutes } from './routes/authRoutes';
import { feedbackRoutes } from './routes/feedbackRoutes';
import { learnerRoutes } from './routes/learnerRoutes';
import { myCoursesPage } from './routes/myCoursesPage';
import { resetPasswordPage } from './routes/resetPasswordPage';
import { sessionRoutes } from './routes/sessionRoutes';
import { socialLoginRoutes } from './routes/socialLoginRoutes';
import { verificationRoutes } from './routes/verificationRoutes';
import { SocialLogin } from './auth/socialProviders';
import { postgresRateLimitStore } from './storage/rateLimitStore';
import { xapiRoutes } from './routes/xapiRoutes';
import { answerOversizedBodiesAfterReading } from './http/oversizedBody';
import { reviewCommentRoutes } from './routes/reviewCommentRoutes';
import { reviewLiveRoutes } from './routes/reviewLiveRoutes';
import { reviewOwnerPage } from './routes/reviewOwnerPage';
import { reviewSessionRoutes } from './routes/reviewSessionRoutes';
import { startOwnerDigests } from './review/reviewMail';

const REQUEST_HEADERS = ['Content-Type', 'Authorization', 'X-Experience-API-Version', 'X-Entity-Type', 'X-Entity-Id', 'X-User-Id'];
/** Issue 25, SPEC 7.7: review calls name their course; a live stream resumes after the last event it had. */
const REVIEW_REQUEST_HEADERS = ['X-Course-Id', 'Last-Event-ID'];
/** Issue 21 §5: the player writes an attempt on the revision it read (If-Match) and reads the new one (ETag). */
const REVISION_REQUEST_HEADERS = ['If-Match', 'If-None-Match'];
const REVISION_RESPONSE_HEADERS = ['ETag'];

/** The HTTP layer: plugins, guards, error answers and the routes of SPEC 7.3–7.5 and 7.8. */
export async function buildApp(ctx: ServiceContext, options: Pick<ServiceOptions, 'logStream' | 'trustProxy' | 'socialProviders'>): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: ctx.settings.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // A number where the schema wants text is a bad request, not text: no type coercion. (Every query
    // and header the routes read is text anyway.)
    ajv: { customOptions: { coerceTypes: false } },
    logger: options.logStream
      ? {
          level: 'info',
          stream: options.logStream,
          // The path only: a query may carry a reset token or an e-mail. Bodies and headers are never logged.
          serializers: { req: (req) => ({ method: req.method, path: req.url.split('?')[0] }) },
        }
      : false,
  });

  app.decorateRequest('learner', null);
  app.decorateRequest('reviewSession', null);
  await app.register(cookie);
  await app.register(cors, {
    origin: ctx.playerOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: [...REQUEST_HEADERS, ...REVISION_REQUEST_HEADERS, ...REVIEW_REQUEST_HEADERS],
    exposedHeaders: ['X-Experience-API-Version', 'X-Experience-API-Consistent-Through', ...REVISION_RESPONSE_HEADERS],
    maxAge: 600,
  });
  // On PostgreSQL the counts are in the database, so N instances allow a limit once, not N times.
  await app.register(rateLimit, { global: false, ...(ctx.db.kind === 'postgres' ? { store: postgresRateLimitStore(ctx.db) } : {}) });

  // CORS only tells browsers what they may read. A request a page of another site makes (with the
  // learner's cookie) is refused here, before it does anything.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || ctx.playerOrigins.includes(origin)) return;
    // Issue 26: a certificate's record, credential, issuer and keys are for anyone to read, from any site.
    if (isPublicCertificateRead(request.method, request.url)) return;
    if (request.headers.host && origin === `${request.protocol}://${request.headers.host}`) return; // the service's own pages' forms
    await reply.code(403).send({ message: 'originNotAllowed' });
  });

  answerOversizedBodiesAfterReading(app);

  app.addHook('preValidation', async (request, reply) => {
    if (findUnstorableText([request.body, request.query, request.params, request.headers]) !== null) {
      await reply.code(400).send({ message: 'textWithUnstorableCharacters' });
    }
  });

  // Bodies are JSON, what the player sends (SPEC 7.1): no text/plain, and the form type only on the
  // service's own pages below. A page of another site can post a form or text/plain without a CORS
  // preflight; here it gets 415 before any route runs, whatever the origin check decides.
  app.removeContentTypeParser('text/plain');

  // Tokens and learner records must not stay in a browser's or a proxy's cache, and no answer is
  // sniffed into another type (issue 21 §3). A route that sets its own Cache-Control keeps it.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  acceptBoundedJson(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.code(400).send({ message: 'invalidRequest', detail: error.message });
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.code ?? 'badRequest', detail: error.message });
    // Internal detail (SQL, stack) stays in the log, never in the answer.
    request.log.error({ err: { message: error.message, code: error.code } }, 'request failed');
    return reply.code(500).send({ message: 'internalError' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'notFound' }));

  authRoutes(app, ctx);
  verificationRoutes(app, ctx);
  // The forms that post application/x-www-form-urlencoded, the only scope with that parser: the
  // service's own HTML pages, and the provider-link form the player posts as a top-level navigation
  // (its route takes only a player origin and the learner's token in the body).
  await app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    socialLoginRoutes(pages, ctx, new SocialLogin(options.socialProviders ?? []));
    resetPasswordPage(pages, ctx);
    myCoursesPage(pages, ctx);
    reviewOwnerPage(pages, ctx);
  });
  sessionRoutes(app, ctx);
  learnerRoutes(app, ctx);
  attemptRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  xapiRoutes(app, ctx);
  reviewSessionRoutes(app, ctx);
  reviewCommentRoutes(app, ctx);
  reviewLiveRoutes(app, ctx);
  certificateRoutes(app, ctx);
  certificatePageRoute(app, ctx);
  const digests = startOwnerDigests(ctx);
  app.addHook('onClose', async () => digests.stop());
  app.get('/health', async () => ({ ok: true, database: ctx.db.kind }));
  return app;
}
