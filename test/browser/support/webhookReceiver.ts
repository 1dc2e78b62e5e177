/**
 * A webhook receiver for the integrator's example sink (test/plugins/webhookSink): an HTTP server
 * on 127.0.0.1 (a free port) that takes `POST /events` with `{"events": [...]}` from the player's
 * origin (CORS, with its preflight), keeps each event once by id, in the order they come, and
 * answers 503 while `failing`. Started and stopped by the test.
 *
 *   const receiver = await startWebhookReceiver();
 *   ... build the host entry with receiver.url ...
 *   await receiver.until(() => receiver.events.some((e) => e.type === 'exited'));
 *   await receiver.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  id: string;
  type: string;
  at: string;
  [field: string]: unknown;
}

export interface WebhookReceiver {
  /** e.g. 'http://127.0.0.1:41234/events'. */
  url: string;
  /** Every event once, in the order it first came. */
  events: ReceivedEvent[];
  /** Every POST: its status (0: cancelled by the browser) and the ids it carried (a replay shows here, not in `events`). */
  posts: { status: number; ids: string[] }[];
  failing: boolean;
  /**
   * Answer each request this long after it came, and keep its events only if the browser still
   * waits for the answer then: a request of a page that went away is cancelled by the browser
   * unless it was made with keepalive.
   */
  holdMs: number;
  /** Resolves once `check()` holds after a request (or already holds); rejects after `timeoutMs`. */
  until(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const waiting = new Set<() => void>();
  const seen = new Set<string>();
  const receiver = {
    url: '',
    events: [] as ReceivedEvent[],
    posts: [] as { status: number; ids: string[] }[],
    failing: false,
    holdMs: 0,
  } as WebhookReceiver;

  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'POST' || req.url !== '/events') return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let events: ReceivedEvent[];
      try {
        events = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { events: ReceivedEvent[] }).events;
        if (!Array.isArray(events)) throw new Error('no events array');
      } catch {
        receiver.posts.push({ status: 400, ids: [] });
        return void res.writeHead(400).end('{"error":"expected {\\"events\\": [...]}"}');
      }
      const status = receiver.failing ? 503 : 200;
      const answer = () => {
        // A request the browser gave up on (its page went away) was never delivered, as the sender sees it.
        if (res.destroyed || req.socket.destroyed) {
          receiver.posts.push({ status: 0, ids: events.map((e) => e.id) });
          return;
        }
        receiver.posts.push({ status, ids: events.map((e) => e.id) });
        if (status === 200) {
          for (const event of events) {
            if (seen.has(event.id)) continue;
            seen.add(event.id);
            receiver.events.push(event);
          }
        }
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(status === 200 ? '{}' : '{"error":"unavailable"}');
        for (const wake of [...waiting]) wake();
      };
      if (receiver.holdMs > 0) setTimeout(answer, receiver.holdMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;

  receiver.until = (check, timeoutMs = 20_000) =>
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
        reject(new Error(`The webhook receiver did not get what the test waits for; it has ${JSON.stringify(receiver.events.map((e) => e.type))}`));
      }, timeoutMs);
      waiting.add(wake);
    });
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
