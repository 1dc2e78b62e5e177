/**
 * Issue 27's embedding tests: the example host page (test/plugins/embedHost, on its own origin:
 * localhost and a port of its own) and a third origin (127.0.0.1, another port) whose page, framed
 * beside the course, posts commands to it as a stranger would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { loadScriptModule, repoRoot } from './loadScript';

export interface EmbedHost {
  origin: string;
  pageFor(src: string, extra?: string): string;
  close(): Promise<void>;
}

const { startEmbedHost } = loadScriptModule<{ startEmbedHost(o: { dir: string; host?: string; port?: number }): Promise<EmbedHost> }>('test/plugins/embedHost/server.mjs');

export const startExampleHost = () => startEmbedHost({ dir: path.join(repoRoot, 'test/plugins/embedHost') });

/** What the host page heard from the course's frame (host.js keeps every message in `received`). */
export type Heard = Record<string, unknown>;
export const heard = (page: Page) => page.evaluate(() => (window as unknown as { received: Heard[] }).received);
/** The contract's own messages, in order. */
export const contractMessages = async (page: Page) => (await heard(page)).filter((m) => m && m.type === 'coursePlayer');

export async function courseFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe#course');
  const frame = await handle!.contentFrame();
  if (!frame) throw new Error('the host page has no course frame');
  return frame;
}

/**
 * A page on a third origin that, once framed in the host page, posts `commands` to the course's
 * frame (the host page's first frame) with target origin '*', as any page that can reach the frame could.
 */
export async function startThirdOrigin(): Promise<{ origin: string; pageFor(commands: unknown[]): string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const commands = new URL(req.url ?? '/', 'http://x').searchParams.get('commands') ?? '[]';
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ad</title></head><body><p>An advertisement</p><script>
      const commands = ${JSON.stringify(commands)};
      for (const c of JSON.parse(commands)) parent.frames[0].postMessage(c, '*');
      document.body.dataset.sent = 'yes';
    </script></body></html>`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pageFor: (commands) => `${origin}/?commands=${encodeURIComponent(JSON.stringify(commands))}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
