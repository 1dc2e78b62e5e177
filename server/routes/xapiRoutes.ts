import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { chargeQuota, countRate, forgetOldWindows, LrsLimitExceeded, type QuotaCharge, type RateCharge } from '../lrs/limits';
import { authorityOf, identifyWriter, refusal, type LrsWriter } from '../lrs/writers';
import { findStatement, insertStatements, type StoredStatement } from '../storage/statements';
import { COURSE_ID_EXTENSION } from './xapiVocabulary';

const VERSION = '1.0.3';
const ACCEPTED_VERSION = /^1\.0(\.\d+)?$/;
const BASE = '/xApi';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** The statements of a batch by course; those without a course id belong to no course's count. */
function byCourse(batch: StoredStatement[]): Map<string, StoredStatement[]> {
  const groups = new Map<string, StoredStatement[]>();
  for (const s of batch) {
    if (s.courseId === null) continue;
    const group = groups.get(s.courseId);
    if (group) group.push(s);
    else groups.set(s.courseId, [s]);
  }
  return groups;
}

const statementSchema = {
  type: 'object',
  required: ['actor', 'verb', 'object'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    actor: { type: 'object' },
    verb: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 2048 } } },
    object: { type: 'object' },
    context: { type: 'object' },
    result: { type: 'object' },
  },
} as const;

/** The actor as the feedback check looks it up: 'mailto:…' (lower-cased), or the account. */
function actorKey(actor: Json): string | null {
  if (typeof actor.mbox === 'string') return actor.mbox.toLowerCase();
  const account = obj(actor.account);
  if (typeof account.name === 'string') return `account:${String(account.homePage ?? '')}|${account.name}`;
  if (typeof actor.mbox_sha1sum === 'string') return `sha1:${actor.mbox_sha1sum}`;
  if (typeof actor.openid === 'string') return `openid:${actor.openid}`;
  return null;
}

function toStored(statement: Json, id: string, writer: LrsWriter): StoredStatement {
  const courseId = obj(obj(obj(statement.context).extensions))[COURSE_ID_EXTENSION];
  const objectType = obj(obj(statement.object).definition).type;
  return {
    id,
    // xAPI 1.0.3 part 2, 2.4.9: the LRS sets the authority from the credentials, whatever the client wrote.
    statement: { ...statement, id, authority: authorityOf(writer) },
    verbId: String(obj(statement.verb).id),
    actorKey: actorKey(obj(statement.actor)),
    courseId: typeof courseId === 'string' ? courseId : null,
    objectType: typeof objectType === 'string' ? objectType : null,
    learnerId: writer.kind === 'learner' ? writer.learnerId : null,
    credential: writer.kind === 'learner' ? null : writer.username,
  };
}

class StatementConflict extends Error {
  readonly statementId: string;
  constructor(statementId: string) {
    super(`statement ${statementId} conflicts`);
    this.statementId = statementId;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sends statements, set by the write routes' guard. */
    lrsWriter: LrsWriter | null;
  }
}

/**
 * The default LRS of SPEC 7.8 at {host}/xApi: the Statement resource of xAPI 1.0.3 (POST one or a
 * batch, PUT by statementId, GET by statementId). Writing needs a learner's token (their own
 * statements) or issued credentials (server/lrs/writers.ts), within the limits of server/lrs/limits.ts;
 * reading back needs the reader credentials of the configuration.
 */
export function xapiRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const reader = ctx.settings.lrsReader;
  const expected = reader ? digest(`Basic ${Buffer.from(`${reader.username}:${reader.password}`, 'utf8').toString('base64')}`) : null;
  const mayRead = (request: FastifyRequest) => {
    const given = request.headers.authorization;
    return expected !== null && typeof given === 'string' && timingSafeEqual(digest(given), expected);
  };
  const limits = ctx.settings.lrsLimits;
  let forgotAt = 0;
  app.decorateRequest('lrsWriter', null);

  const checkVersion = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('X-Experience-API-Version', VERSION);
    const version = request.headers['x-experience-api-version'];
    if (typeof version !== 'string' || !ACCEPTED_VERSION.test(version)) {
      await reply.code(400).send({ message: 'X-Experience-API-Version 1.0.x is required' });
    }
  };

  // Before the body is read: a client without credentials costs no parsing.
  const requireWriter = async (request: FastifyRequest, reply: FastifyReply) => {
    request.lrsWriter = await identifyWriter(ctx, request);
    if (!request.lrsWriter) await reply.code(401).header('WWW-Authenticate', 'Basic realm="xAPI"').send({ message: 'credentialsRequired' });
  };

  /** 429 when the writer or a course of the batch is over its rate (counted by every instance together). */
  const admit = async (writer: LrsWriter, batch: StoredStatement[]) => {
    const now = ctx.now();
    if (now.getTime() - forgotAt > limits.windowSeconds * 10_000) {
      forgotAt = now.getTime();
      await forgetOldWindows(ctx.db, now, limits.windowSeconds);
    }
    const charges: RateCharge[] = [];
    const writerScope = writer.kind === 'learner' ? `learner:${writer.learnerId}` : writer.kind === 'course' ? `client:${writer.username} ${writer.client}` : null;
    if (writerScope) charges.push({ scope: writerScope, statements: batch.length, limit: limits.writerStatementsPerWindow });
    for (const [courseId, statements] of byCourse(batch)) {
      charges.push({ scope: `course:${courseId}`, statements: statements.length, limit: limits.courseStatementsPerWindow });
    }
    await countRate(ctx.db, charges, now, limits.windowSeconds);
  };

  /** Stores the batch; its new statements count against the learner's and the courses' quotas (413, nothing stored). */
  const store = async (writer: LrsWriter, batch: StoredStatement[]) => {
    await ctx.db.transaction(async (tx) => {
      const { conflict, inserted } = await insertStatements(tx, batch, ctx.now());
      // Thrown, not returned: the transaction must roll back what the batch stored before the conflict.
      if (conflict) throw new StatementConflict(conflict);
      const bytes = (list: StoredStatement[]) => list.reduce((sum, s) => sum + Buffer.byteLength(JSON.stringify(s.statement)), 0);
      const charges: QuotaCharge[] = [...byCourse(inserted)].map(([courseId, list]) => ({ scope: `course:${courseId}`, bytes: bytes(list), limit: limits.courseQuotaBytes }));
      if (writer.kind === 'learner') charges.push({ scope: `learner:${writer.learnerId}`, bytes: bytes(inserted), limit: limits.learnerQuotaBytes });
      await chargeQuota(tx, charges, ctx.now());
    });
  };

  /** Everything a write goes through after its writer is known: 403, 429, 409, 413; true when stored. */
  const write = async (request: FastifyRequest, reply: FastifyReply, batch: StoredStatement[]): Promise<boolean> => {
    const writer = request.lrsWriter!;
    for (const s of batch) {
      const refused = refusal(writer, s.statement, s.courseId);
      if (refused) {
        await reply.code(403).send({ message: refused, detail: `statement ${s.id}` });
        return false;
      }
    }
    try {
      await admit(writer, batch);
      await store(writer, batch);
      return true;
    } catch (e) {
      if (e instanceof StatementConflict) await reply.code(409).send({ message: `statement ${e.statementId} already exists with different content` });
      else if (e instanceof LrsLimitExceeded) {
        if (e.retryAfterSeconds !== undefined) reply.header('Retry-After', String(e.retryAfterSeconds));
        await reply.code(e.status).send({ message: e.code, detail: e.message });
      } else throw e;
      return false;
    }
  };

  app.post<{ Body: Json | Json[] }>(`${BASE}/statements`, {
    onRequest: [checkVersion, requireWriter],
    schema: { body: { anyOf: [statementSchema, { type: 'array', minItems: 1, maxItems: 1000, items: statementSchema }] } },
  }, async (request, reply) => {
    const list = Array.isArray(request.body) ? request.body : [request.body];
    const batch = list.map((s) => toStored(s, typeof s.id === 'string' ? s.id.toLowerCase() : randomUUID(), request.lrsWriter!));
    if (new Set(batch.map((s) => s.id)).size !== batch.length) {
      // Two statements of one batch with one id: xAPI leaves it open; refusing is the safe reading.
      return reply.code(400).send({ message: 'duplicate statement ids in the batch' });
    }
    if (!(await write(request, reply, batch))) return reply;
    return batch.map((s) => s.id);
  });

  app.put<{ Body: Json; Querystring: { statementId: string } }>(`${BASE}/statements`, {
    onRequest: [checkVersion, requireWriter],
    schema: {
      querystring: { type: 'object', required: ['statementId'], properties: { statementId: { type: 'string', format: 'uuid' } } },
      body: statementSchema,
    },
  }, async (request, reply) => {
    const id = request.query.statementId.toLowerCase();
    if (typeof request.body.id === 'string' && request.body.id.toLowerCase() !== id) return reply.code(400).send({ message: 'statementId and the statement id differ' });
    if (!(await write(request, reply, [toStored(request.body, id, request.lrsWriter!)]))) return reply;
    return reply.code(204).send();
  });

  app.get<{ Querystring: { statementId?: string } }>(`${BASE}/statements`, {
    onRequest: checkVersion,
    schema: { querystring: { type: 'object', properties: { statementId: { type: 'string', format: 'uuid' } } } },
  }, async (request, reply) => {
    if (!mayRead(request)) return reply.code(401).header('WWW-Authenticate', 'Basic realm="xAPI"').send({ message: 'reader credentials required' });
    const id = request.query.statementId;
    if (!id) return reply.code(400).send({ message: 'statementId is required: this LRS answers single statements only' });
    const found = await findStatement(ctx.db, id.toLowerCase());
    if (!found) return reply.code(404).send({ message: 'no such statement' });
    const stored = found.stored.toISOString();
    reply.header('X-Experience-API-Consistent-Through', ctx.now().toISOString());
    return { ...found.statement, stored, timestamp: found.statement.timestamp ?? stored, version: found.statement.version ?? '1.0.0' };
  });

  app.get(`${BASE}/about`, async (_request, reply) => {
    reply.header('X-Experience-API-Version', VERSION);
    return { version: [VERSION] };
  });
}
