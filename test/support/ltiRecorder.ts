/**
 * A stand-in LTI tool for the tests (SPEC 7.6): an HTTP server on 127.0.0.1 (a free port) that
 * records every call to its result callback and answers as a tool would:
 *
 *   POST {callback}          {attemptId, score}  -> 200, kept in `results`
 *   POST {callback}/reset    {attemptId}         -> 201 {attemptId: the next id of `newAttemptIds`}
 *   GET  {callback}/access?attemptId=...         -> 200 {canAccessCourse} (docs/lti.md)
 *
 * `failFirst` answers 503 to that many result posts before taking one (SPEC 7.1's retry), and CORS
 * with credentials lets the player's page call it from its own origin.
 *
 *   const tool = await startLtiRecorder({ failFirst: 1 });
 *   page.goto(`${player}?ltiResultCallbackUrl=${encodeURIComponent(tool.callbackUrl)}&attemptId=a1`);
 *   await tool.until(() => tool.results.length > 0);
 *   await tool.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LtiRequest {
  method: string;
  /** Path and query, as requested. */
  url: string;
  /** The parsed JSON body, null without one. */
  body: unknown;
  headers: http.IncomingHttpHeaders;
  /** What the recorder answered. */
  status: number;
}

export interface LtiRecorderOptions {
  /** Answer 503 to this many result posts first. */
  failFirst?: number;
  /** The ids /reset hands out, in order; then 'attempt-2', 'attempt-3', ... */
  newAttemptIds?: string[];
  /** The access check's answer (default true). */
  canAccessCourse?: boolean;
}

export interface LtiRecorder {
  /** The ltiResultCallbackUrl to launch with, e.g. 'http://127.0.0.1:41234/lti/result'. */
  callbackUrl: string;
  /** Every request, preflights included, in order. */
  requests: LtiRequest[];
  /** The results the tool took (status 200), in order. */
  results: { attemptId: unknown; score: unknown }[];
  /** The reset calls it answered with 201. */
  resets: { attemptId: unknown; newAttemptId: string }[];
  options: LtiRecorderOptions;
  /** Resolves once `check()` holds after a request (or already holds); rejects after `timeoutMs`. */
  until(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const PATH = '/lti/result';

export async function startLtiRecorder(options: LtiRecorderOptions = {}): Promise<LtiRecorder> {
  const waiting = new Set<() => void>();
  let failuresLeft = options.failFirst ?? 0;
  const ids = [...(options.newAttemptIds ?? [])];
  let made = 1;
  const recorder = { callbackUrl: '', requests: [], results: [], resets: [], options } as unknown as LtiRecorder;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const url = new URL(req.url ?? '/', 'http://recorder');
      const answer = (status: number, json?: unknown) => {
        recorder.requests.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers, status });
        // The player's page is on another origin and sends credentials: the origin is echoed, never '*'.
        res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '');
        res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept, Authorization');
        res.setHeader('Vary', 'Origin');
        if (json === undefined) res.writeHead(status).end();
        else res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
        for (const wake of [...waiting]) wake();
      };
      const fields = (body ?? {}) as { attemptId?: unknown; score?: unknown };
      if (req.method === 'OPTIONS') return answer(204);
      if (req.method === 'POST' && url.pathname === PATH) {
        if (failuresLeft > 0) {
          failuresLeft--;
          return answer(503, { message: 'busy' });
        }
        recorder.results.push({ attemptId: fields.attemptId, score: fields.score });
        return answer(200, {});
      }
      if (req.method === 'POST' && url.pathname === `${PATH}/reset`) {
        const newAttemptId = ids.shift() ?? `attempt-${++made}`;
        recorder.resets.push({ attemptId: fields.attemptId, newAttemptId });
        return answer(201, { attemptId: newAttemptId });
      }
      if (req.method === 'GET' && url.pathname === `${PATH}/access`) return answer(200, { canAccessCourse: recorder.options.canAccessCourse ?? true });
      return answer(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  recorder.callbackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PATH}`;
  recorder.until = (check, timeoutMs = 20000) =>
    new Promise((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => {
        waiting.delete(wake);
        reject(new Error('the LTI recorder did not get what the test waited for'));
      }, timeoutMs);
      const wake = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      waiting.add(wake);
    });
  recorder.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return recorder;
}
