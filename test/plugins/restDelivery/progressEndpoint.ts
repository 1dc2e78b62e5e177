/**
 * A host's progress endpoint as RestProgressStore expects it, for the tests: an HTTP server on
 * 127.0.0.1 (a free port) keeping one text record per path, with an ETag, written only on the ETag
 * the writer last saw. CORS for a player on another origin, with credentials and the ETag exposed.
 * Started and stopped by the test.
 *
 *   const endpoint = await startProgressEndpoint();
 *   ... launch with ?progressUrl=${endpoint.url('/progress/ada/showcase')} ...
 *   endpoint.answer = 503;      // every request fails so, until set back to null ('drop': no answer at all)
 *   await endpoint.until(() => endpoint.records.has('/progress/ada/showcase'));
 *   await endpoint.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EndpointRequest {
  method: string;
  path: string;
  /** The precondition the request carried: `If-Match: "3"` or `If-None-Match: *`. */
  condition: string | null;
  /** What the endpoint answered; 0 when it dropped the connection. */
  status: number;
}

export interface ProgressEndpoint {
  /** e.g. 'http://127.0.0.1:41234'. */
  origin: string;
  url(path: string): string;
  records: Map<string, { text: string; etag: string }>;
  requests: EndpointRequest[];
  /** A status every request gets instead of its answer, or 'drop' for a network error; null: normal. */
  answer: number | 'drop' | null;
  /** Resolves once `check()` holds after a request (or already holds); rejects after `timeoutMs`. */
  until(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startProgressEndpoint(): Promise<ProgressEndpoint> {
  const waiting = new Set<() => void>();
  let version = 0;
  const endpoint = { records: new Map(), requests: [], answer: null } as unknown as ProgressEndpoint;

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://endpoint').pathname;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const condition = req.headers['if-match'] ? `If-Match: ${req.headers['if-match']}` : req.headers['if-none-match'] ? `If-None-Match: ${req.headers['if-none-match']}` : null;
      const reply = (status: number, body = '', headers: Record<string, string> = {}) => {
        if (req.method !== 'OPTIONS') endpoint.requests.push({ method: req.method ?? '', path, condition, status });
        if (status === 0) res.socket?.destroy();
        else res.writeHead(status, { ...cors(req), ...headers }).end(body);
        for (const wake of [...waiting]) wake();
      };
      if (req.method === 'OPTIONS') return reply(204);
      if (endpoint.answer === 'drop') return reply(0);
      if (endpoint.answer !== null) return reply(endpoint.answer);
      const record = endpoint.records.get(path);
      if (req.method === 'GET') return record ? reply(200, record.text, { 'Content-Type': 'text/plain; charset=utf-8', ETag: record.etag }) : reply(404);
      const matches = req.headers['if-match'] ? req.headers['if-match'] === record?.etag : req.headers['if-none-match'] === '*' ? !record : true;
      if (!matches) return reply(412);
      if (req.method === 'DELETE') {
        endpoint.records.delete(path);
        return reply(204);
      }
      if (req.method !== 'PUT') return reply(405);
      const etag = `"${++version}"`;
      endpoint.records.set(path, { text: Buffer.concat(chunks).toString('utf8'), etag });
      reply(204, '', { ETag: etag });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  endpoint.url = (path) => `${endpoint.origin}${path}`;

  endpoint.until = (check, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const wake = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.delete(wake);
        reject(new Error(`The progress endpoint did not get what the test waits for; it had ${JSON.stringify(endpoint.requests)}`));
      }, timeoutMs);
      waiting.add(wake);
    });
  endpoint.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return endpoint;
}

/** The player's origin may call with the learner's cookies, send the preconditions and read the ETag. */
function cors(req: http.IncomingMessage): Record<string, string> {
  if (!req.headers.origin) return {};
  return {
    'Access-Control-Allow-Origin': req.headers.origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, PUT, DELETE',
    'Access-Control-Allow-Headers': 'Content-Type, If-Match, If-None-Match',
    'Access-Control-Expose-Headers': 'ETag',
    Vary: 'Origin',
  };
}
