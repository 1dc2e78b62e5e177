import type { FastifyInstance } from 'fastify';
import { sendSignInLink } from '../auth/signInLinks';
import type { ServiceContext } from '../context';
import { DEFAULTS } from '../config';
import { learnerHasAccessToCourse } from '../storage/courses';
import { findLearnerById } from '../storage/learners';
import { courseIdParam, querySchema } from './schemas';
import { requireLearner } from './requireLearner';

/** SPEC 7.3 learner calls and the 7.5 access check ({learnService}); all need the bearer token. */
export function learnerRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const preHandler = requireLearner(ctx);

  app.get('/api/learner/me', {
    preHandler,
    schema: { querystring: querySchema() },
  }, async (request, reply) => {
    const learner = await findLearnerById(ctx.db, request.learner!.learnerId);
    if (!learner) return reply.code(401).send({ message: 'unauthorized' });
    return { id: learner.id, email: learner.email, name: learner.name, emailVerified: learner.emailVerified };
  });

  app.post<{ Params: { courseId: string }; Body: { courseLanguage?: string } }>('/api/learner/me/courses/:courseId/send-secret-link', {
    preHandler,
    bodyLimit: DEFAULTS.authBodyLimitBytes,
    config: { rateLimit: { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs } },
    schema: {
      params: { type: 'object', required: ['courseId'], properties: { courseId: courseIdParam } },
      body: { type: 'object', additionalProperties: false, properties: { courseLanguage: { type: 'string', maxLength: 35, pattern: '^[A-Za-z0-9-]*$' } } },
      querystring: querySchema(),
    },
  }, async (request) => {
    await sendSignInLink(ctx, request.learner!, request.params.courseId, request.body?.courseLanguage || undefined);
    return {};
  });

  app.get<{ Params: { courseId: string } }>('/api/learner/access/:courseId', {
    preHandler,
    schema: {
      params: { type: 'object', required: ['courseId'], properties: { courseId: courseIdParam } },
      querystring: querySchema(),
      response: { 200: { type: 'object', properties: { hasAccessToCourse: { type: 'boolean' } } } },
    },
  }, async (request) => ({ hasAccessToCourse: await learnerHasAccessToCourse(ctx.db, request.params.courseId, request.learner!.learnerId) }));
}
