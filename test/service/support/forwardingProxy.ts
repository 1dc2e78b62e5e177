/**
 * A load balancer in front of a service, on 127.0.0.1 and a free port: it forwards every request and
 * appends the address it was connected from to X-Forwarded-For, as nginx's
 * $proxy_add_x_forwarded_for and cloud balancers do. What the client put in the header stays in front.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startForwardingProxy(upstream: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    const previous = req.headers['x-forwarded-for'];
    const forwardedFor = [previous, req.socket.remoteAddress].filter(Boolean).join(', ');
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
