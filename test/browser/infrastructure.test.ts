/**
 * Smoke test of the browser-test infrastructure itself: the course server (routing, types,
 * refusals, faults, request log), the Chromium launcher and the axe helper. It brings its own
 * tiny "player" page and course, so it runs before the real player builds:
 *   SKIP_PLAYER_BUILD=1 npx jest --selectProjects browser --runInBand test/browser/infrastructure.test.ts
 */
import { request } from 'node:http';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { formatViolations, runAxe } from './support/axe';
import { launchChromium } from './support/chromium';
import { browserTestEnv } from './support/harness';
import type { CourseServer } from './support/server';

const env = browserTestEnv();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request: fetch() would normalise `..` segments away before they reach the server. */
function rawRequest(server: CourseServer, urlPath: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The stand-in player fetches content/data.js the way the real one must (SPEC: retry on a network
 * error or a status >= 500), but every 100 ms instead of 3000 so the test stays quick.
 */
const standInPlayer = `
async function load() {
  for (;;) {
    try {
      const response = await fetch('content/data.js?v=1');
      if (response.status < 500) return JSON.parse(await response.text());
    } catch (networkError) {}
    document.body.dataset.retries = String(Number(document.body.dataset.retries || 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
load().then((course) => { document.querySelector('h1').textContent = course.title; });
`;

describe('browser test infrastructure', () => {
  let tempRoot: string;
  let distDir: string;
  let courseDir: string;

  beforeAll(async () => {
    tempRoot = await env.tempDir('infra-test-');
    distDir = path.join(tempRoot, 'dist');
    courseDir = path.join(tempRoot, 'course');
    mkdirSync(path.join(distDir, 'player'), { recursive: true });
    mkdirSync(path.join(courseDir, 'content'), { recursive: true });
    mkdirSync(path.join(courseDir, 'media'), { recursive: true });
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in player</title>' +
        '<link rel="stylesheet" href="player/main.css"></head>' +
        '<body><main><h1>Loading</h1></main><script src="player/main.js"></script></body></html>',
    );
    writeFileSync(path.join(distDir, 'player', 'main.js'), standInPlayer);
    writeFileSync(path.join(distDir, 'player', 'main.css'), 'h1 { color: #111; }');
    writeFileSync(path.join(courseDir, 'manifest.json'), '{"name":"smoke"}');
    writeFileSync(path.join(courseDir, 'content', 'data.js'), JSON.stringify({ title: 'Smoke course' }));
    writeFileSync(path.join(courseDir, 'media', 'a clip.mp4'), Buffer.from('0123456789'));
    writeFileSync(path.join(courseDir, 'index.html'), 'the package page, replaced by the player');
    writeFileSync(path.join(tempRoot, 'secret.txt'), 'outside the course');
  });

  describe('server', () => {
    let server: CourseServer;
    // A server per test: each starts with an empty request log and no faults.
    beforeEach(async () => {
      server = await env.serve(courseDir, { distDir });
    });

    it('listens on 127.0.0.1 on a free port', () => {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
      expect(server.port).toBeGreaterThan(0);
    });

    it('serves the player page for / and /index.html, not the package one', async () => {
      for (const urlPath of ['/', '/index.html', '/index.html?v=2']) {
        const answer = await rawRequest(server, urlPath);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.body).toContain('Stand-in player');
      }
    });

    it('serves player assets from dist/player and course files from the course folder', async () => {
      const script = await rawRequest(server, '/player/main.js?v=abc');
      expect(script.status).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');

      const style = await rawRequest(server, '/player/main.css');
      expect(style.headers['content-type']).toBe('text/css; charset=utf-8');

      const manifest = await rawRequest(server, '/manifest.json?v=2024-01-01T00:00:00Z');
      expect(manifest.status).toBe(200);
      expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(manifest.body)).toEqual({ name: 'smoke' });

      // URL-decoded names; the query string is ignored.
      const clip = await rawRequest(server, '/media/a%20clip.mp4?v=1');
      expect(clip.status).toBe(200);
      expect(clip.headers['content-type']).toBe('video/mp4');
      expect(clip.body).toBe('0123456789');
    });

    it('answers HEAD with headers only, and byte ranges for media', async () => {
      const head = await rawRequest(server, '/content/data.js', 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String(JSON.stringify({ title: 'Smoke course' }).length));
      expect(head.body).toBe('');

      const range = await rawRequest(server, '/media/a%20clip.mp4', 'GET', { Range: 'bytes=2-4' });
      expect(range.status).toBe(206);
      expect(range.headers['content-range']).toBe('bytes 2-4/10');
      expect(range.body).toBe('234');
    });

    it('refuses traversal with 403 and answers 404 for missing files and folders', async () => {
      expect((await rawRequest(server, '/../secret.txt')).status).toBe(403);
      expect((await rawRequest(server, '/content/..%2f..%2fsecret.txt')).status).toBe(403);
      expect((await rawRequest(server, '/player/..%2F..%2Fcourse%2Fmanifest.json')).status).toBe(403);
      expect((await rawRequest(server, '/missing.json')).status).toBe(404);
      expect((await rawRequest(server, '/content')).status).toBe(404);
      expect((await rawRequest(server, '/content/')).status).toBe(404);
      expect((await rawRequest(server, '/player/missing.js')).status).toBe(404);
    });

    it('plays status faults the given number of times, then serves normally', async () => {
      server.faults.push({ path: '/content/data.js', status: 503, times: 2 });
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await rawRequest(server, `/content/data.js?v=${attempt}`)).status);
      }
      expect(statuses).toEqual([503, 503, 200]);
      expect(server.requests).toEqual(['/content/data.js?v=0', '/content/data.js?v=1', '/content/data.js?v=2']);
      expect(server.log.map((entry) => entry.status)).toEqual([503, 503, 200]);
    });

    it('drops the connection for destroy faults', async () => {
      server.faults.push({ path: '/manifest.json', destroy: true, times: 1 });
      await expect(rawRequest(server, '/manifest.json')).rejects.toThrow();
      expect((await rawRequest(server, '/manifest.json')).status).toBe(200);
      expect(server.log.map((entry) => entry.status)).toEqual([0, 200]);
    });
  });

  describe('in Chromium', () => {
    it('loads the page and its course data through retried faults', async () => {
      const server = await env.serve(courseDir, {
        distDir,
        faults: [
          { path: '/content/data.js', destroy: true, times: 1 },
          { path: '/content/data.js', status: 503, times: 2 },
        ],
      });
      const page = await (await env.browser()).newPage();
      try {
        await page.goto(server.url);
        await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Smoke course');

        // Exactly one request per attempt: the dropped connection reached the page as a network
        // error (Chromium did not silently re-send it), and each 503 was seen once.
        const dataRequests = server.requests.filter((url) => url.startsWith('/content/data.js'));
        expect(dataRequests).toHaveLength(4);
        expect(await page.evaluate(() => document.body.dataset.retries)).toBe('3');
        expect(server.requests[0]).toBe('/');
        expect(server.requests).toEqual(expect.arrayContaining(['/player/main.css', '/player/main.js']));

        const violations = await runAxe(page);
        if (violations.length > 0) throw new Error(formatViolations(violations));
      } finally {
        await page.close();
      }
    });

    it('reports accessibility violations readably', async () => {
      const page = await (await env.browser()).newPage();
      try {
        await page.setContent('<html><body><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></body></html>');
        const violations = await runAxe(page);
        expect(violations.map((violation) => violation.id)).toEqual(expect.arrayContaining(['image-alt', 'html-has-lang']));
        expect(formatViolations(violations)).toMatch(/\[critical\] image-alt: /);
      } finally {
        await page.close();
      }
    });

    // The one launch of its own in the browser tests: it closes the browser to see its profile go.
    it('removes the throw-away profile when the browser closes', async () => {
      const own = await launchChromium();
      const profile = own.process()?.spawnargs.find((arg) => arg.startsWith('--user-data-dir='))?.split('=')[1];
      expect(profile).toBeTruthy();
      await own.close();
      expect(existsSync(profile as string)).toBe(false);
    });
  });

  describe('the harness (support/harness.ts)', () => {
    const seen: { browser?: Browser; dir?: string; server?: CourseServer; stopped: string[] } = { stopped: [] };

    // An env made in a describe stops what it started when that describe ends, as a file's does at its end.
    describe('used by a test file', () => {
      const inner = browserTestEnv();
      it('gives one browser however often asked, and starts what the file asks for', async () => {
        seen.browser = await inner.browser();
        expect(await inner.browser()).toBe(seen.browser);
        seen.dir = await inner.tempDir('harness-test-');
        seen.server = await inner.serve(courseDir, { distDir });
        expect((await rawRequest(seen.server, '/manifest.json')).status).toBe(200);
        inner.use({ close: () => seen.stopped.push(`closed, browser ${seen.browser!.connected ? 'open' : 'closed'}`) });
        inner.onClose(() => seen.stopped.push('onClose'));
      });
    });

    it('stops it all after the file: the browser first, then the rest in the reverse order of starting', async () => {
      expect(seen.browser!.connected).toBe(false);
      expect(seen.stopped).toEqual(['onClose', 'closed, browser closed']);
      expect(existsSync(seen.dir!)).toBe(false);
      await expect(rawRequest(seen.server!, '/manifest.json')).rejects.toThrow();
    });
  });
});
