/**
 * A strict xAPI 1.0.3 LRS for tests (test equipment, not product): the Statements resource and the
 * State resource, Basic auth, the version header, ETag concurrency, CORS for a course served from
 * another port, and injected faults (503 to a share of requests, deterministic with a seed; dropped
 * connections). Binds 127.0.0.1 on a free port; the test that starts it stops it.
 *
 *   const lrs = await startTestLrs({ username: 'u', password: 'p', faults: { status503Share: 0.3, seed: 7 } });
 *   // lrs.endpoint === 'http://127.0.0.1:41234/xapi/'
 *   ...
 *   expect(lrs.statements()).toHaveLength(12);
 *   await lrs.close();
 *
 * What it checks, from xAPI 1.0.3 Part 3 (Data Processing, Validation and Security):
 * - every request but a CORS preflight carries X-Experience-API-Version 1.0.x, else 400 (6.2);
 * - Authorization: Basic with the configured credentials, else 401 (6.4);
 * - statements: an id seen before with the same statement is accepted, with a different one is 409
 *   (2.1.2 "Statement Immutability"; PUT 1.1), a batch with one conflict stores nothing;
 * - state documents: GET answers an ETag; If-Match that does not match and If-None-Match: * on an
 *   existing document are 412; a PUT to an existing document with neither header is 409 (3.1
 *   "Concurrency"); POST merges JSON objects and refuses anything else over a JSON document (400).
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface TestLrsFaults {
  /** Share of requests (0..1, preflights excluded) answered 503 instead of being processed. */
  status503Share?: number;
  /** Share of requests whose connection is dropped without an answer (the client sees a network error). */
  dropShare?: number;
  /** Seed of the generator that picks the faulted requests: the same seed faults the same requests. */
  seed?: number;
  /** Which resource the faults apply to; both by default. */
  resource?: 'statements' | 'state';
}

export interface TestLrsOptions {
  /** Basic credentials the LRS requires; with none, any request without Authorization is accepted too. */
  username?: string;
  password?: string;
  /** A Bearer token the LRS requires instead of Basic credentials (the LXP store, SPEC 7.8). */
  bearer?: string;
  /** The xAPI root's path, '/xapi/' unless given (the NPS store lives at '/xApi/', SPEC 7.8). */
  root?: string;
  faults?: TestLrsFaults;
}

export interface LrsRequest {
  method: string;
  /** Path with query. */
  url: string;
  /** Status answered; 0 for a dropped connection. */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface StateDocument {
  contentType: string;
  content: string;
  etag: string;
  updated: string;
}

export interface TestLrs {
  /** The xAPI endpoint, ending in '/': statements are at `${endpoint}statements`. */
  endpoint: string;
  port: number;
  /** The Authorization header value the LRS accepts (Basic, or Bearer with `bearer`; '' when it takes any). */
  authorization: string;
  /** Every request in arrival order, preflights included (method OPTIONS). */
  requests: LrsRequest[];
  /** The live fault settings: change them mid-test. */
  faults: TestLrsFaults;
  /** Stored statements in the order they were first stored, as stored (with `stored`, `version`). */
  statements(): Record<string, unknown>[];
  /** A state document, or undefined. `agent` is the Agent object the client sent. */
  state(activityId: string, agent: object, stateId: string, registration?: string): StateDocument | undefined;
  /** Writes a state document as another client would (changes its ETag). */
  putState(activityId: string, agent: object, stateId: string, content: string, registration?: string): void;
  close(): Promise<void>;
}

const VERSION = '1.0.3';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

class LrsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** mulberry32: a small seeded generator, so a fault test replays the same faults. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** JSON with sorted keys, so two statements compare equal whatever order their properties came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The agent's one inverse functional identifier (1.0.3 Part 2, 2.4.2.1), as a key. */
function agentKey(agent: unknown): string {
  if (!agent || typeof agent !== 'object') throw new LrsError(400, 'agent is not an object');
  const a = agent as Record<string, unknown>;
  const ifis = ['mbox', 'mbox_sha1sum', 'openid', 'account'].filter((k) => a[k] !== undefined);
  if (ifis.length !== 1) throw new LrsError(400, `an agent has exactly one identifier, this one has ${ifis.length}`);
  const [ifi] = ifis;
  if (ifi === 'mbox' && !/^mailto:[^@\s]+@[^@\s]+$/.test(String(a.mbox))) throw new LrsError(400, 'mbox is not a mailto: IRI');
  if (ifi === 'account') {
    const account = a.account as Record<string, unknown> | null;
    if (!account || typeof account.homePage !== 'string' || typeof account.name !== 'string') throw new LrsError(400, 'account needs homePage and name');
    return `account:${account.homePage}|${account.name}`;
  }
  return `${ifi}:${String(a[ifi])}`;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new LrsError(400, `${what} is not JSON`);
  }
}

/** The fields 1.0.3 requires of a statement sent to the LRS; a full validator is the statement author's test. */
function checkStatement(s: unknown): Record<string, unknown> {
  if (!s || typeof s !== 'object' || Array.isArray(s)) throw new LrsError(400, 'a statement is an object');
  const st = s as Record<string, unknown>;
  if (st.id !== undefined && (typeof st.id !== 'string' || !UUID.test(st.id))) throw new LrsError(400, `statement id ${String(st.id)} is not a UUID`);
  if (!st.actor) throw new LrsError(400, 'statement has no actor');
  const verb = st.verb as Record<string, unknown> | undefined;
  if (!verb || typeof verb.id !== 'string') throw new LrsError(400, 'statement has no verb id');
  const object = st.object as Record<string, unknown> | undefined;
  if (!object || typeof object !== 'object') throw new LrsError(400, 'statement has no object');
  const registration = (st.context as Record<string, unknown> | undefined)?.registration;
  if (registration !== undefined && (typeof registration !== 'string' || !UUID.test(registration))) throw new LrsError(400, 'context.registration is not a UUID');
  return st;
}

interface Answer {
  status: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

const etagOf = (content: string) => `"${createHash('sha1').update(content).digest('hex')}"`;

export async function startTestLrs(options: TestLrsOptions = {}): Promise<TestLrs> {
  const authorization =
    options.bearer !== undefined ? `Bearer ${options.bearer}` : options.username !== undefined ? `Basic ${Buffer.from(`${options.username}:${options.password ?? ''}`).toString('base64')}` : '';
  const root = options.root ?? '/xapi/';
  const faults: TestLrsFaults = { ...options.faults };
  let random = seeded(faults.seed ?? 1);
  let seedInUse = faults.seed ?? 1;
  const requests: LrsRequest[] = [];
  const statementsById = new Map<string, { sent: string; stored: Record<string, unknown> }>();
  const order: string[] = [];
  const documents = new Map<string, StateDocument>();
  const sockets = new Set<Socket>();

  const stateKey = (activityId: string, agent: unknown, stateId: string, registration?: string) =>
    JSON.stringify([activityId, agentKey(agent), registration ?? '', stateId]);

  function storeStatements(list: Record<string, unknown>[]): string[] {
    const prepared = list.map((s) => {
      const id = typeof s.id === 'string' ? s.id.toLowerCase() : randomUUID();
      const sent = canonical({ ...s, id });
      return { id, sent, statement: { ...s, id } };
    });
    const inBatch = new Map<string, string>();
    for (const p of prepared) {
      const earlier = statementsById.get(p.id)?.sent ?? inBatch.get(p.id);
      if (earlier !== undefined && earlier !== p.sent) throw new LrsError(409, `statement ${p.id} exists and is different`);
      inBatch.set(p.id, p.sent);
    }
    for (const p of prepared) {
      if (statementsById.has(p.id)) continue;
      statementsById.set(p.id, { sent: p.sent, stored: { ...p.statement, stored: new Date().toISOString(), version: VERSION } });
      order.push(p.id);
    }
    return prepared.map((p) => p.id);
  }

  function queryStatements(q: URLSearchParams): unknown {
    const id = q.get('statementId');
    if (id !== null) {
      const found = statementsById.get(id.toLowerCase());
      if (!found) throw new LrsError(404, `no statement ${id}`);
      return found.stored;
    }
    const registration = q.get('registration');
    const verb = q.get('verb');
    const activity = q.get('activity');
    const agent = q.get('agent');
    const agentId = agent === null ? null : agentKey(parseJson(agent, 'agent'));
    const statements = order
      .map((k) => statementsById.get(k)!.stored)
      .filter((s) => registration === null || (s.context as Record<string, unknown> | undefined)?.registration === registration)
      .filter((s) => verb === null || (s.verb as Record<string, unknown>).id === verb)
      .filter((s) => activity === null || (s.object as Record<string, unknown>).id === activity)
      .filter((s) => agentId === null || agentKey(s.actor) === agentId);
    return { statements, more: '' };
  }

  function handleStatements(req: http.IncomingMessage, q: URLSearchParams, body: string): Answer {
    if (req.method === 'GET') return { status: 200, json: queryStatements(q) };
    const statement = q.get('statementId');
    if (req.method === 'PUT') {
      if (statement === null || !UUID.test(statement)) throw new LrsError(400, 'PUT needs a statementId parameter that is a UUID');
      const s = checkStatement(parseJson(body, 'the statement'));
      if (s.id !== undefined && String(s.id).toLowerCase() !== statement.toLowerCase()) throw new LrsError(400, 'statementId and the statement id differ');
      storeStatements([{ ...s, id: statement.toLowerCase() }]);
      return { status: 204 };
    }
    if (req.method === 'POST') {
      const parsed = parseJson(body, 'the statements');
      const list = (Array.isArray(parsed) ? parsed : [parsed]).map(checkStatement);
      return { status: 200, json: storeStatements(list) };
    }
    throw new LrsError(405, `${req.method} is not allowed on statements`);
  }

  function handleState(req: http.IncomingMessage, q: URLSearchParams, body: string): Answer {
    const activityId = q.get('activityId');
    const agentText = q.get('agent');
    if (!activityId) throw new LrsError(400, 'activityId is required');
    if (!agentText) throw new LrsError(400, 'agent is required');
    const agent = parseJson(agentText, 'agent');
    const registration = q.get('registration') ?? undefined;
    if (registration !== undefined && !UUID.test(registration)) throw new LrsError(400, 'registration is not a UUID');
    const stateId = q.get('stateId');
    const ifMatch = req.headers['if-match'];
    const ifNoneMatch = req.headers['if-none-match'];

    if (stateId === null) {
      const prefix = JSON.stringify([activityId, agentKey(agent), registration ?? '']).slice(0, -1);
      const keys = [...documents.keys()].filter((k) => k.startsWith(prefix + ','));
      if (req.method === 'GET') return { status: 200, json: keys.map((k) => (JSON.parse(k) as string[])[3]) };
      if (req.method === 'DELETE') {
        for (const k of keys) documents.delete(k);
        return { status: 204 };
      }
      throw new LrsError(400, 'stateId is required');
    }

    const key = stateKey(activityId, agent, stateId, registration);
    const existing = documents.get(key);
    const preconditionFails = () =>
      (ifMatch !== undefined && (!existing || (ifMatch !== '*' && !ifMatch.split(',').map((t) => t.trim()).includes(existing.etag)))) ||
      (ifNoneMatch !== undefined && existing !== undefined && (ifNoneMatch === '*' || ifNoneMatch.split(',').map((t) => t.trim()).includes(existing.etag)));

    if (req.method === 'GET') {
      if (!existing) throw new LrsError(404, 'no such state document');
      return { status: 200, text: existing.content, headers: { 'Content-Type': existing.contentType, ETag: existing.etag, 'Last-Modified': new Date(existing.updated).toUTCString() } };
    }
    if (preconditionFails()) throw new LrsError(412, 'precondition failed');
    if (req.method === 'DELETE') {
      documents.delete(key);
      return { status: 204 };
    }
    const contentType = (req.headers['content-type'] ?? 'application/octet-stream').split(';')[0].trim();
    if (req.method === 'PUT') {
      if (existing && ifMatch === undefined && ifNoneMatch === undefined) throw new LrsError(409, 'the document exists: send If-Match or If-None-Match');
      documents.set(key, { contentType, content: body, etag: etagOf(body), updated: new Date().toISOString() });
      return { status: 204 };
    }
    if (req.method === 'POST') {
      let content = body;
      if (existing) {
        if (existing.contentType !== 'application/json' || contentType !== 'application/json') throw new LrsError(400, 'POST merges JSON documents only');
        const before = parseJson(existing.content, 'the stored document');
        const after = parseJson(body, 'the document');
        if (!isPlainObject(before) || !isPlainObject(after)) throw new LrsError(400, 'POST merges JSON objects only');
        content = JSON.stringify({ ...before, ...after });
      }
      documents.set(key, { contentType, content, etag: etagOf(content), updated: new Date().toISOString() });
      return { status: 204 };
    }
    throw new LrsError(405, `${req.method} is not allowed on state`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry: LrsRequest = { method: req.method ?? '', url: req.url ?? '', status: 0, headers: req.headers, body };
      requests.push(entry);
      const cors: Record<string, string> = {
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Expose-Headers': 'ETag, Last-Modified, X-Experience-API-Version, X-Experience-API-Consistent-Through',
      };
      const send = (status: number, text = '', headers: Record<string, string> = {}) => {
        entry.status = status;
        res.writeHead(status, { ...cors, 'X-Experience-API-Version': VERSION, ...headers });
        res.end(text);
      };
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'OPTIONS') {
        return send(204, '', {
          'Access-Control-Allow-Methods': 'GET, PUT, POST, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Experience-API-Version, If-Match, If-None-Match',
          'Access-Control-Max-Age': '600',
        });
      }
      const resource = url.pathname === `${root}statements` ? 'statements' : url.pathname === `${root}activities/state` ? 'state' : null;
      if (faults.seed !== undefined && faults.seed !== seedInUse) {
        seedInUse = faults.seed;
        random = seeded(faults.seed);
      }
      if (resource && (!faults.resource || faults.resource === resource)) {
        const roll = random();
        if (roll < (faults.dropShare ?? 0)) {
          req.socket.destroy();
          return;
        }
        if (roll < (faults.dropShare ?? 0) + (faults.status503Share ?? 0)) return send(503, 'injected fault');
      }
      try {
        if (!resource) throw new LrsError(404, `no resource at ${url.pathname}`);
        const version = req.headers['x-experience-api-version'];
        if (typeof version !== 'string' || !/^1\.0(\.\d+)?$/.test(version)) throw new LrsError(400, 'X-Experience-API-Version 1.0.x is required');
        if (authorization && req.headers.authorization !== authorization) throw new LrsError(401, 'bad or missing credentials');
        const result = resource === 'statements' ? handleStatements(req, url.searchParams, body) : handleState(req, url.searchParams, body);
        if (result.text !== undefined) return send(result.status, result.text, result.headers);
        if (result.json !== undefined) return send(result.status, JSON.stringify(result.json), { 'Content-Type': 'application/json' });
        return send(result.status);
      } catch (error) {
        if (error instanceof LrsError) return send(error.status, JSON.stringify({ error: true, message: error.message }), { 'Content-Type': 'application/json' });
        return send(500, String(error));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closed: Promise<void> | null = null;

  return {
    endpoint: `http://127.0.0.1:${port}${root}`,
    port,
    authorization,
    requests,
    faults,
    statements: () => order.map((id) => statementsById.get(id)!.stored),
    state: (activityId, agent, stateId, registration) => documents.get(stateKey(activityId, agent, stateId, registration)),
    putState: (activityId, agent, stateId, content, registration) => {
      documents.set(stateKey(activityId, agent, stateId, registration), { contentType: 'application/json', content, etag: etagOf(content), updated: new Date().toISOString() });
    },
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      })),
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
