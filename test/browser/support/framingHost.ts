/**
 * A page of another origin that frames the player, as an authoring tool frames a course under review
 * (SPEC 7.7): an HTTP server on 127.0.0.1 (a free port) whose page `/?src=<player address>` holds the
 * player in an iframe and records every message it receives, with the sender's origin and whether it
 * came from the player's frame.
 *
 *   const host = env.use(await startFramingHost());
 *   await page.goto(host.pageFor(review.link(`authoringToolDomain=${host.origin}`)));
 *   const messages = await host.received(page);
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'puppeteer-core';

export interface FramingHost {
  /** e.g. 'http://127.0.0.1:41234'. */
  origin: string;
  /** The host page framing `src`. */
  pageFor(src: string): string;
  /** The messages the host page received so far. */
  received(page: Page): Promise<{ origin: string; data: unknown; fromPlayer: boolean }[]>;
  /** The player's frame in the host page, once it is there. */
  playerFrame(page: Page): Promise<Frame>;
  close(): Promise<void>;
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Authoring tool</title></head>
<body><main><h1>Course under review</h1><iframe id="player" title="Course" style="width:100%;height:80vh;border:0"></iframe></main>
<script>
  window.received = [];
  const frame = document.getElementById('player');
  window.addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data, fromPlayer: e.source === frame.contentWindow }));
  frame.src = new URLSearchParams(location.search).get('src');
</script></body></html>`;

export async function startFramingHost(): Promise<FramingHost> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || !(req.url ?? '').startsWith('/?')) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pageFor: (src) => `${origin}/?src=${encodeURIComponent(src)}`,
    received: (page) => page.evaluate(() => (window as unknown as { received: { origin: string; data: unknown; fromPlayer: boolean }[] }).received),
    async playerFrame(page) {
      const handle = await page.waitForSelector('iframe#player');
      const frame = await handle!.contentFrame();
      if (!frame) throw new Error('the host page has no player frame');
      return frame;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
