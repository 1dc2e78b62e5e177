import type { FastifyInstance } from 'fastify';
import { normaliseEmail } from '../auth/inputRules';
import type { ServiceContext } from '../context';
import { identifyWriter } from '../lrs/writers';
import { findLearnerById } from '../storage/learners';
import { hasEvaluatedCourse, learnerHasEvaluatedCourse } from '../storage/statements';
import { COURSE_ACTIVITY_TYPE, EVALUATED_VERB } from './xapiVocabulary';
import { querySchema } from './schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SPEC 7.5 feedback check: the satisfaction survey is offered once. A learner who already sent the
 * course's 'evaluated' statement (to this service's LRS endpoint) is not asked again. X-User-Id is the
 * learner's id from /api/learner/me or an e-mail; an unknown user has given no feedback yet.
 *
 * The answer tells whether someone rated a course, so it is given to who writes the statements
 * (issue 21): a signed-in learner about themself, counting only what they sent with their own token
 * (anyone with a course's public credentials could write an 'evaluated' for them); a course's
 * credentials about that course, and an integrator's about any, by the actor of the statements.
 */
export function feedbackRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get<{ Headers: { 'x-entity-type': string; 'x-entity-id': string; 'x-user-id': string } }>('/summary/allow-learner-feedback', {
    schema: {
      querystring: querySchema(),
      headers: {
        type: 'object',
        required: ['x-entity-type', 'x-entity-id', 'x-user-id'],
        properties: {
          'x-entity-type': { type: 'string', enum: ['course'] },
          'x-entity-id': { type: 'string', minLength: 1, maxLength: 200 },
          'x-user-id': { type: 'string', minLength: 1, maxLength: 320 },
        },
      },
      response: { 200: { type: 'object', properties: { isFeedbackAllowed: { type: 'boolean' } } } },
    },
  }, async (request, reply) => {
    const courseId = request.headers['x-entity-id'];
    const userId = request.headers['x-user-id'];
    const asker = await identifyWriter(ctx, request);
    if (!asker) return reply.code(401).send({ message: 'credentialsRequired' });
    if (asker.kind === 'learner') {
      const themself = userId.toLowerCase() === asker.learnerId.toLowerCase() || normaliseEmail(userId) === asker.email.toLowerCase();
      if (!themself) return reply.code(403).send({ message: 'feedbackOfAnotherLearner' });
      return { isFeedbackAllowed: !(await learnerHasEvaluatedCourse(ctx.db, courseId, asker.learnerId, EVALUATED_VERB, COURSE_ACTIVITY_TYPE)) };
    }
    if (asker.kind === 'course' && asker.courseId !== courseId) return reply.code(403).send({ message: 'statementOfAnotherCourse' });
    const learner = UUID.test(userId) ? await findLearnerById(ctx.db, userId) : undefined;
    const email = learner?.email ?? normaliseEmail(userId);
    const done = await hasEvaluatedCourse(ctx.db, courseId, [`mailto:${email}`], EVALUATED_VERB, COURSE_ACTIVITY_TYPE);
    return { isFeedbackAllowed: !done };
  });
}
