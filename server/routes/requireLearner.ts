import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth/tokens';
import { authenticate } from '../auth/sessions';
import type { ServiceContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in learner, set by requireLearner. */
    learner: AccessClaims | null;
  }
}

/** preHandler of the learner routes: 401 without a valid token of a live session (the player then logs out, SPEC 7.3). */
export function requireLearner(ctx: ServiceContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const learner = await authenticate(ctx, request);
    if (!learner) {
      await reply.code(401).send({ message: 'unauthorized' });
      return;
    }
    request.learner = learner;
  };
}
