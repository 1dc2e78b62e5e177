import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { etagOf, MAX_PRECONDITION_LENGTH, readPrecondition } from '../http/preconditions';
import { createAttempt, findAttempt, findLastAttempt, saveAttempt, type AttemptRecord, type SaveOutcome } from '../storage/attempts';
import { learnerHasAccessToCourse } from '../storage/courses';
import { courseIdParam, querySchema } from './schemas';
import { requireLearner } from './requireLearner';

const LAST = 'last';
const STATUSES = ['IN_PROGRESS', 'PASSED', 'FAILED'] as const; // SPEC 4.1
const attemptId = { type: 'string', minLength: 1, maxLength: 100 } as const;
const jsonProgress = { type: 'string' } as const;
const score = { type: 'number', minimum: 0, maximum: 100 } as const;
const status = { type: 'string', enum: STATUSES } as const;

const attemptReply = {
  type: 'object',
  properties: {
    attemptId: { type: 'string' },
    courseId: { type: 'string' },
    courseUrl: { type: 'string' },
    jsonProgress: { type: 'string' },
    score: { type: 'number' },
    status: { type: 'string' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const params = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['courseId', ...Object.keys(extra)],
  properties: { courseId: courseIdParam, ...extra },
});

/** 412: the attempt moved on since the revision the write named; `current` is what it holds now (issue 21 §5). */
const staleReply = { type: 'object', properties: { message: { type: 'string' }, current: attemptReply } } as const;
const precondition = { type: 'string', maxLength: MAX_PRECONDITION_LENGTH } as const;

type Params = { courseId: string; attemptId: string };
type Preconditions = { 'if-match'?: string; 'if-none-match'?: string };
type SaveBody = { attemptId?: string; jsonProgress: string; score?: number; status?: string };
type CreateBody = SaveBody & { courseUrl?: string };

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The record, with its revision as the ETag header (never in the body: SPEC 3.8's record stays as it is). */
function withEtag(reply: FastifyReply, attempt: AttemptRecord): AttemptRecord {
  reply.header('ETag', etagOf(attempt.revision));
  return attempt;
}

function answer(reply: FastifyReply, lookup: SaveOutcome): AttemptRecord | FastifyReply {
  if (lookup.kind === 'foreign') return reply.code(403).send({ message: 'attemptOfAnotherLearner' });
  if (lookup.kind === 'missing') return reply.code(404).send({ message: 'attemptNotFound' });
  if (lookup.kind === 'stale') {
    if (!lookup.current) return reply.code(412).send({ message: 'staleRevision' });
    return reply.code(412).send({ message: 'staleRevision', current: withEtag(reply, lookup.current) });
  }
  if (lookup.created) reply.code(201);
  return withEtag(reply, lookup.attempt);
}

/** SPEC 7.4 progress calls. Each checks the course's access limitation: no progress is kept for a learner it excludes (SPEC 6.2). */
export function attemptRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/learner/me/courses/:courseId/attempts';
  const authenticated = requireLearner(ctx);
  const admitted = async (request: FastifyRequest, reply: FastifyReply) => {
    const { courseId } = request.params as { courseId: string };
    if (!(await learnerHasAccessToCourse(ctx.db, courseId, request.learner!.learnerId))) await reply.code(403).send({ message: 'noAccessToCourse' });
  };
  const preHandler = [authenticated, admitted];

  app.get<{ Params: Params }>(`${base}/:attemptId`, {
    preHandler,
    schema: { params: params({ attemptId }), querystring: querySchema(), response: { 200: attemptReply, 204: { type: 'null' } } },
  }, async (request, reply) => {
    const { courseId, attemptId: id } = request.params;
    const learnerId = request.learner!.learnerId;
    if (id === LAST) {
      const last = await findLastAttempt(ctx.db, learnerId, courseId);
      // No attempt yet is what every first launch finds: 204, not an error status (issue 22). SPEC 7.4:
      // anything but 200/201 makes the player create one.
      return last ? withEtag(reply, last) : reply.code(204).send();
    }
    return answer(reply, await findAttempt(ctx.db, learnerId, courseId, id));
  });

  /*
   * Issue 21 §5: with If-Match the write happens only on the revision named, else 412 with the current
   * record for the player to merge; If-None-Match: * only creates. Without either it writes, as SPEC 7.4
   * describes the call: players built before revisions (or to the SPEC alone) keep saving, and the
   * result they send can still never lower the stored one (saveAttempt). This player always sends one.
   */
  app.put<{ Params: Params; Body: SaveBody; Headers: Preconditions }>(`${base}/:attemptId`, {
    preHandler,
    schema: {
      params: params({ attemptId }),
      querystring: querySchema(),
      headers: { type: 'object', properties: { 'if-match': precondition, 'if-none-match': precondition } },
      body: { type: 'object', required: ['jsonProgress'], additionalProperties: false, properties: { attemptId, jsonProgress, score, status } },
      response: { 200: attemptReply, 201: attemptReply, 412: staleReply },
    },
  }, async (request, reply) => {
    const { courseId } = request.params;
    // SPEC 7.4: "PUT the same path" as the GET, which may have been '.../attempts/last'; the body names the attempt then.
    const id = request.params.attemptId === LAST ? request.body.attemptId : request.params.attemptId;
    if (!id || id === LAST) return reply.code(400).send({ message: 'attemptIdRequired' });
    if (request.body.attemptId !== undefined && request.body.attemptId !== id) return reply.code(400).send({ message: 'attemptIdMismatch' });
    if (!isJson(request.body.jsonProgress)) return reply.code(400).send({ message: 'jsonProgressIsNotJson' });
    const condition = readPrecondition(request.headers['if-match'], request.headers['if-none-match']);
    if (!condition) return reply.code(400).send({ message: 'invalidPrecondition' });
    const write = {
      attemptId: id,
      learnerId: request.learner!.learnerId,
      courseId,
      courseUrl: '',
      jsonProgress: request.body.jsonProgress,
      score: request.body.score ?? 0,
      status: request.body.status ?? 'IN_PROGRESS',
    };
    return answer(reply, await saveAttempt(ctx.db, write, ctx.now(), condition));
  });

  app.post<{ Params: { courseId: string }; Body: CreateBody }>(base, {
    preHandler,
    schema: {
      params: params(),
      querystring: querySchema(),
      body: {
        type: 'object',
        required: ['attemptId'],
        additionalProperties: false,
        properties: { attemptId, jsonProgress, score, status, courseUrl: { type: 'string', maxLength: 2048 } },
      },
      response: { 200: attemptReply, 201: attemptReply },
    },
  }, async (request, reply) => {
    const body = request.body;
    if (body.attemptId === LAST) return reply.code(400).send({ message: 'attemptIdReserved' });
    const progress = body.jsonProgress ?? '{}';
    if (!isJson(progress)) return reply.code(400).send({ message: 'jsonProgressIsNotJson' });
    const write = {
      attemptId: body.attemptId!,
      learnerId: request.learner!.learnerId,
      courseId: request.params.courseId,
      courseUrl: body.courseUrl ?? '',
      jsonProgress: progress,
      score: body.score ?? 0,
      status: body.status ?? 'IN_PROGRESS',
    };
    return answer(reply, await createAttempt(ctx.db, write, ctx.now()));
  });
}
