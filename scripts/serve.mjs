/**
 * The one static server used by `npm start`, the browser tests and the benchmark.
 *
 * It reproduces how a published course is hosted: the player's page and assets (dist/) sit beside
 * the package's own files, and the player fetches everything with relative URLs. So:
 *   GET /  and  /index.html   -> distDir/index.html   (the player's page replaces the package's)
 *   GET /player/...           -> distDir/player/...   (the player's JS/CSS, entry and lazy chunks)
 *   GET anything else         -> courseDir/...        (manifest.json, content/data.js, media/...)
 *
 * Tests can inject faults (an HTTP status, a dropped connection, a delay) for a number of requests,
 * to prove the player's retry rule, and read `requests` / `log` to assert what the player fetched.
 *
 * The player's page carries the package's icon when the package has one (scripts/favicon.mjs), so
 * the browser never asks for a /favicon.ico that is not there.
 *
 * Constraints on this file, because the Jest browser tests load it through an SWC transform into
 * CommonJS (see test/browser/support/loadScript.ts; Jest on Node 20 cannot import .mjs):
 *   - import only Node built-ins and other scripts/*.mjs under these same rules,
 *   - no top-level await and no `import.meta`.
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { packageFavicon, withFavicon } from './favicon.mjs';

/** Content types by extension. Text types say utf-8 so labels in any language decode the same way everywhere. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The type for a file name; unknown extensions are served as opaque bytes rather than guessed. */
export function contentTypeFor(fileName) {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Start serving. Resolves once the server listens.
 *
 * @param {object} options
 * @param {string} options.distDir   the player's build (index.html + player/); may not exist yet
 * @param {string} options.courseDir the course package folder; must exist
 * @param {string} [options.host]    defaults to 127.0.0.1: nothing here is meant for the network
 * @param {number} [options.port]    0 (default) picks a free port
 * @param {Array<{path: string|RegExp, status?: number, destroy?: boolean, delayMs?: number, times?: number}>} [options.faults]
 *   Each fault applies to requests whose URL path (decoded, without the query) equals `path` (or
 *   matches it, for a RegExp), for the first `times` matching requests (every one if `times` is
 *   left out); after that the file is served normally. The first fault with requests left wins.
 *   `status` answers that HTTP status; `destroy` drops the connection without an answer (the
 *   browser sees a network error); `delayMs` alone waits, then serves normally. The array is kept
 *   by reference, so a test may push more faults while the server runs.
 * @param {Record<string, string>} [options.overrides] URL path → text served instead of the package's
 *   file (e.g. '/publishSettings.js'); read on every request, so it may be filled in after listening.
 * @param {(playerPage: string, request: { language: string | null }) => Promise<string>} [options.page]
 *   turns the player's index.html into the page served for `/` (the pre-rendered cover of issue 13,
 *   scripts/prerender), in the language the 'language' parameter asks for (SPEC 5.3); a failure
 *   falls back to the plain page, which works on its own.
 * @returns {Promise<{url: string, port: number, requests: string[], log: Array<{method: string, url: string, status: number, at: number}>, faults: Array<object>, close: () => Promise<void>}>}
 *   `requests` holds every request's path with its query, in arrival order, faulted ones included
 *   (a retried fetch therefore shows up once per attempt). `log` holds the same requests with the
 *   method, the status answered (0 for a dropped connection) and the arrival time (Date.now()),
 *   so a test can check the interval between retries.
 */
export async function startServer({ distDir, courseDir, host = '127.0.0.1', port = 0, faults, overrides, page } = {}) {
  if (!distDir || !courseDir) throw new Error('startServer needs both distDir and courseDir');
  const distRoot = path.resolve(distDir);
  const playerRoot = path.join(distRoot, 'player');
  const courseRoot = path.resolve(courseDir);
  if (!existsSync(courseRoot) || !statSync(courseRoot).isDirectory()) {
    throw new Error(`Course folder not found: ${courseRoot}`);
  }

  const activeFaults = faults ?? [];
  /** How many requests each fault has already answered; kept here so the caller's objects stay untouched. */
  const faultUses = new Map();
  const requests = [];
  const log = [];
  /** Timers of delayed answers, cleared on close so close() never waits for them. */
  const pendingTimers = new Set();

  function takeFault(urlPath) {
    for (const fault of activeFaults) {
      const matches = fault.path instanceof RegExp ? fault.path.test(urlPath) : fault.path === urlPath;
      if (!matches) continue;
      const used = faultUses.get(fault) ?? 0;
      if (fault.times !== undefined && used >= fault.times) continue;
      faultUses.set(fault, used + 1);
      return fault;
    }
    return undefined;
  }

  function delay(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pendingTimers.delete(timer);
        resolve();
      }, ms);
      pendingTimers.add(timer);
    });
  }

  async function handle(req, res, entry) {
    // Every answer closes its connection. Chromium silently re-sends a request whose *reused*
    // keep-alive socket closes without an answer; a `destroy` fault would then be consumed without
    // the page ever seeing the network error. One connection per request keeps faults exact and
    // costs a fraction of a millisecond on the loopback interface.
    res.setHeader('Connection', 'close');

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, req, entry, 405, 'Method not allowed');
    }

    // Parse the raw path ourselves: `new URL()` would quietly resolve `..` segments, hiding a
    // traversal attempt instead of refusing it.
    const rawPath = req.url.split('?')[0].split('#')[0];
    if (!rawPath.startsWith('/')) return sendText(res, req, entry, 400, 'Bad request');
    let urlPath;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return sendText(res, req, entry, 400, 'Bad request: malformed URL encoding');
    }
    if (urlPath.includes('\0')) return sendText(res, req, entry, 400, 'Bad request');

    const fault = takeFault(urlPath);
    if (fault) {
      if (fault.delayMs) await delay(fault.delayMs);
      if (fault.destroy) {
        entry.status = 0;
        req.socket.destroy();
        return;
      }
      if (fault.status) return sendText(res, req, entry, fault.status, `Injected fault: ${fault.status}`);
    }

    if (urlPath.split(/[\\/]/).includes('..')) return sendText(res, req, entry, 403, 'Forbidden');

    // A package file replaced in memory (`npm start -- --hosted` points publishSettings.js at the
    // learner service); looked up on every request, so the caller may fill it in after listening.
    const override = overrides?.[urlPath];
    if (typeof override === 'string') {
      commonHeaders(res);
      res.writeHead(200, { 'Content-Type': contentTypeFor(urlPath), 'Content-Length': Buffer.byteLength(override) });
      entry.status = 200;
      return res.end(req.method === 'HEAD' ? undefined : override);
    }

    let root;
    let filePath;
    if (urlPath === '/' || urlPath === '/index.html') {
      root = distRoot;
      filePath = path.join(distRoot, 'index.html');
    } else if (urlPath.startsWith('/player/')) {
      root = playerRoot;
      filePath = path.join(distRoot, urlPath);
    } else {
      root = courseRoot;
      filePath = path.join(courseRoot, urlPath);
    }
    // Belt and braces after the `..` check: the file must lie inside the root it was routed to.
    if (filePath !== root && !filePath.startsWith(root + path.sep)) {
      return sendText(res, req, entry, 403, 'Forbidden');
    }

    let info;
    try {
      info = await stat(filePath);
    } catch {
      info = undefined;
    }
    if (!info || !info.isFile()) {
      // Directories are never listed: the player only fetches files.
      const hint = root === courseRoot ? '' : ' (is the player built? run `npm run build`)';
      return sendText(res, req, entry, 404, `Not found${hint}`);
    }
    if (root === distRoot) {
      const icon = packageFavicon(courseRoot);
      let html = icon ? withFavicon(await readFile(filePath, 'utf8'), icon) : null;
      if (page) {
        html ??= await readFile(filePath, 'utf8');
        try {
          html = await page(html, { language: new URLSearchParams(req.url.split('#')[0].split('?')[1] ?? '').get('language') });
        } catch (error) {
          console.warn(`The cover could not be pre-rendered; the plain page is served: ${error?.message ?? error}`);
        }
      }
      if (html !== null) return sendHtml(res, req, entry, html);
    }
    return sendFile(req, res, entry, filePath, info.size);
  }

  const server = createServer((req, res) => {
    const entry = { method: req.method, url: req.url, status: 0, at: Date.now() };
    requests.push(req.url);
    log.push(entry);
    handle(req, res, entry).catch((error) => {
      // A bug or an I/O error while answering: report it as a server error rather than hang.
      if (!res.headersSent) sendText(res, req, entry, 500, `Server error: ${error.message}`);
      else res.destroy(error);
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const actualPort = server.address().port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing;
  return {
    url: `http://${urlHost}:${actualPort}/`,
    port: actualPort,
    requests,
    log,
    faults: activeFaults,
    /** Stops listening, drops open connections and pending delayed answers. Safe to call twice. */
    close() {
      closing ??= new Promise((resolve, reject) => {
        for (const timer of pendingTimers) clearTimeout(timer);
        pendingTimers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/** Headers every answer carries: no-cache makes the browser revalidate, as the cache-buster query intends. */
function commonHeaders(res) {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

function sendText(res, req, entry, status, text) {
  entry.status = status;
  const body = Buffer.from(`${text}\n`, 'utf8');
  commonHeaders(res);
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendHtml(res, req, entry, html) {
  entry.status = 200;
  const body = Buffer.from(html, 'utf8');
  commonHeaders(res);
  res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.html'], 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Serve a file, honouring a single `Range: bytes=...` request: Chromium's media elements ask for
 * ranges and cannot seek in a video or audio file without them.
 */
function sendFile(req, res, entry, filePath, size) {
  commonHeaders(res);
  res.setHeader('Content-Type', contentTypeFor(filePath));
  res.setHeader('Accept-Ranges', 'bytes');

  let start = 0;
  let end = size - 1;
  let status = 200;
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${size}`);
    return sendText(res, req, entry, 416, 'Range not satisfiable');
  }
  if (range) {
    ({ start, end } = range);
    status = 206;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  }

  entry.status = status;
  res.writeHead(status, { 'Content-Length': size === 0 ? 0 : end - start + 1 });
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(filePath, { start, end });
  stream.on('error', (error) => res.destroy(error));
  stream.pipe(res);
}

/**
 * Parse a Range header for a file of `size` bytes.
 * @returns {{start: number, end: number} | 'unsatisfiable' | null} null means "serve the whole
 *   file" (no header, several ranges, or a form we do not support: all allowed by RFC 9110).
 */
function parseRange(header, size) {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  let start;
  let end;
  if (first === '') {
    // `bytes=-N`: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
