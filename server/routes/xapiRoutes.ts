import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { findStatement, insertStatements, type StoredStatement } from '../storage/statements';
import { COURSE_ID_EXTENSION } from './xapiVocabulary';

const VERSION = '1.0.3';
const ACCEPTED_VERSION = /^1\.0(\.\d+)?$/;
const BASE = '/xApi';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

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

function toStored(statement: Json, id: string): StoredStatement {
  const courseId = obj(obj(obj(statement.context).extensions))[COURSE_ID_EXTENSION];
  const objectType = obj(obj(statement.object).definition).type;
  return {
    id,
    statement: { ...statement, id },
    verbId: String(obj(statement.verb).id),
    actorKey: actorKey(obj(statement.actor)),
    courseId: typeof courseId === 'string' ? courseId : null,
    objectType: typeof objectType === 'string' ? objectType : null,
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

/**
 * The default LRS of SPEC 7.8 at {host}/xApi: the Statement resource of xAPI 1.0.3 (POST one or a
 * batch, PUT by statementId, GET by statementId). Writing is open, as SPEC's NPS store is sent no
 * credentials and a package's default-LRS credentials are readable by anyone who has the package;
 * reading back needs the reader credentials of the configuration.
 */
export function xapiRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const reader = ctx.settings.lrsReader;
  const expected = reader ? digest(`Basic ${Buffer.from(`${reader.username}:${reader.password}`, 'utf8').toString('base64')}`) : null;
  const mayRead = (request: FastifyRequest) => {
    const given = request.headers.authorization;
    return expected !== null && typeof given === 'string' && timingSafeEqual(digest(given), expected);
  };

  const checkVersion = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('X-Experience-API-Version', VERSION);
    const version = request.headers['x-experience-api-version'];
    if (typeof version !== 'string' || !ACCEPTED_VERSION.test(version)) {
      await reply.code(400).send({ message: 'X-Experience-API-Version 1.0.x is required' });
    }
  };

  const store = async (reply: FastifyReply, batch: StoredStatement[]) => {
    try {
      await ctx.db.transaction(async (tx) => {
        const conflict = await insertStatements(tx, batch, ctx.now());
        // Thrown, not returned: the transaction must roll back what the batch stored before the conflict.
        if (conflict) throw new StatementConflict(conflict);
      });
      return true;
    } catch (e) {
      if (!(e instanceof StatementConflict)) throw e;
      await reply.code(409).send({ message: `statement ${e.statementId} already exists with different content` });
      return false;
    }
  };

  app.post<{ Body: Json | Json[] }>(`${BASE}/statements`, {
    onRequest: checkVersion,
    schema: { body: { anyOf: [statementSchema, { type: 'array', minItems: 1, maxItems: 1000, items: statementSchema }] } },
  }, async (request, reply) => {
    const list = Array.isArray(request.body) ? request.body : [request.body];
    const batch = list.map((s) => toStored(s, typeof s.id === 'string' ? s.id.toLowerCase() : randomUUID()));
    if (new Set(batch.map((s) => s.id)).size !== batch.length) {
      // Two statements of one batch with one id: xAPI leaves it open; refusing is the safe reading.
      return reply.code(400).send({ message: 'duplicate statement ids in the batch' });
    }
    if (!(await store(reply, batch))) return reply;
    return batch.map((s) => s.id);
  });

  app.put<{ Body: Json; Querystring: { statementId: string } }>(`${BASE}/statements`, {
    onRequest: checkVersion,
    schema: {
      querystring: { type: 'object', required: ['statementId'], properties: { statementId: { type: 'string', format: 'uuid' } } },
      body: statementSchema,
    },
  }, async (request, reply) => {
    const id = request.query.statementId.toLowerCase();
    if (typeof request.body.id === 'string' && request.body.id.toLowerCase() !== id) return reply.code(400).send({ message: 'statementId and the statement id differ' });
    if (!(await store(reply, [toStored(request.body, id)]))) return reply;
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
