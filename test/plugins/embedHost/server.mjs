/**
 * A static server for the host page (index.html, host.js), nothing else: the page runs on an
 * origin of its own, apart from the course's. Used by serve.mjs and test/browser/embedding.test.ts.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const FILES = { '/': ['index.html', 'text/html; charset=utf-8'], '/index.html': ['index.html', 'text/html; charset=utf-8'], '/host.js': ['host.js', 'text/javascript; charset=utf-8'] };

/** Serves `dir`'s host page on `host`:`port` (0: a free one); resolves with its origin and close(). */
export async function startEmbedHost({ dir, host = 'localhost', port = 0 }) {
  const server = http.createServer(async (req, res) => {
    const file = FILES[new URL(req.url ?? '/', 'http://x').pathname];
    if (req.method !== 'GET' || !file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file[1], 'Cache-Control': 'no-store' }).end(await readFile(path.join(dir, file[0])));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const origin = `http://${host}:${server.address().port}`;
  return {
    origin,
    pageFor: (src, extra = '') => `${origin}/?src=${encodeURIComponent(src)}${extra}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
