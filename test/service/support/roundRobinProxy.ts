/**
 * A small load balancer for the several-instances test and the service bench (docs/service.md,
 * "Deploying on PostgreSQL behind a load balancer"): one HTTP server on 127.0.0.1 that sends each
 * request to the next upstream in turn, as a round-robin balancer without sticky sessions does, so
 * consecutive requests of one learner land on different instances.
 *
 * It is one proxy hop: it appends the address it was called from to X-Forwarded-For, and the
 * services behind it trust exactly one hop (trustProxy 1), so a client cannot choose the address the
 * rate limit counts by writing its own X-Forwarded-For. Each answer names the upstream that served
 * it in `x-served-by` (its index), so a test can tell the instances apart.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** http://127.0.0.1:PORT: give it to clients, and to the services as their public URL. */
  url: string;
  /** Adds an upstream (http://host:port); requests rotate over the upstreams in the order added. */
  add(upstream: string): void;
  /** How many requests each upstream has been sent, by index. */
  served(): number[];
  close(): Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 7.6.1) are the proxy's own: never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate']);

function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  const earlier = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = earlier ? `${Array.isArray(earlier) ? earlier.join(', ') : earlier}, ${client}` : client;
  return headers;
}

export async function startRoundRobinProxy(upstreams: string[] = []): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const counts = targets.map(() => 0);
  // Kept-alive connections to the instances, as a real balancer keeps them: a new TCP connection per
  // request would measure the proxy, not the service.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  const server = http.createServer((request, response) => {
    if (targets.length === 0) {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"noUpstream"}');
      return;
    }
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] += 1;
    const target = targets[index];
    const upstream = http.request(
      { agent, protocol: target.protocol, hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers: forwardedHeaders(request) },
      (answer) => {
        const headers: http.OutgoingHttpHeaders = { 'x-served-by': String(index) };
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json', 'x-served-by': String(index) });
      response.end('{"message":"badGateway"}');
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    add(upstream) {
      targets.push(new URL(upstream));
      counts.push(0);
    },
    served: () => [...counts],
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
