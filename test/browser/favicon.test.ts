/**
 * The course's icon (issue 9, section 6): the player's page carries its own icon inline, so a
 * package without one costs no /favicon.ico 404; a package that has one (a favicon at its root, or
 * an icon its own index.html links) shows it instead, served (scripts/serve.mjs) and zipped
 * (scripts/package-course.mjs) alike.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { loadScriptModule } from './support/loadScript';
import { openRoute } from './support/player';
import { courseFixture, playerDistDir } from './support/server';

const favicon = loadScriptModule<{
  iconLinkOf(html: string): string | null;
  packageFavicon(courseDir: string): string | null;
  withFavicon(indexHtml: string, href: string | null): string;
}>('scripts/favicon.mjs');
const { packageCourse } = loadScriptModule<{ packageCourse: (o: { courseDir: string; distDir: string; outFile: string }) => unknown }>('scripts/package-course.mjs');

const showcase = courseFixture('showcase');
// A 1x1 PNG inside an ICO container is more than the test needs: the browser only has to ask for it.
const ICO = Buffer.from('AAABAAEAAQEAAAEAIAAwAAAAFgAAACgAAAABAAAAAgAAAAEAIAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAD/AAD/AAAAAA==', 'base64');

const env = browserTestEnv();
let work: string;
beforeAll(async () => {
  work = await env.tempDir('favicon-');
});

/** A copy of the showcase with `files` added. */
async function showcaseWith(name: string, files: Record<string, string | Buffer>): Promise<string> {
  const dir = path.join(work, name);
  await cp(showcase, dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) await writeFile(path.join(dir, file), body);
  return dir;
}

const iconHref = (page: Page) => page.$eval('link[rel~="icon"]', (l) => l.getAttribute('href') ?? '');

describe('scripts/favicon.mjs', () => {
  it('finds the icon a package page links, by any rel spelling', () => {
    expect(favicon.iconLinkOf('<head><link rel="stylesheet" href="a.css"><LINK REL="Shortcut Icon" HREF=\'media/icon.png\'></head>')).toBe('media/icon.png');
    expect(favicon.iconLinkOf('<link rel=icon href=favicon.svg>')).toBe('favicon.svg');
    expect(favicon.iconLinkOf('<link rel="apple-touch-icon-precomposed" href="x.png"><link href="y.png">')).toBeNull();
  });

  it('puts the package icon in place of the player one, once, escaped', () => {
    const page = '<head><link rel=icon type=image/svg+xml href=data:image/svg+xml,%3Csvg%3E id=player-icon><link rel=stylesheet href=x.css></head>';
    expect(favicon.withFavicon(page, null)).toBe(page);
    expect(favicon.withFavicon(page, 'media/a "b".png')).toBe('<head><link rel="icon" type="image/png" href="media/a &quot;b&quot;.png" id="player-icon"><link rel=stylesheet href=x.css></head>');
  });
});

test('the showcase (no icon of its own) loads without a single failed request', async () => {
  const server = await env.serve(showcase);
  const { context, page, errors } = await env.freshPage();
  try {
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
    await openRoute(page, server, '/');
    // The browser asks for a page's icon once the page has loaded; the fonts load after the cover.
    await page.waitForFunction(() => document.readyState === 'complete' && [...document.fonts].every((f) => f.status !== 'loading'));
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
    expect(failed).toEqual([]);
    expect(server.requests.filter((r) => r.startsWith('/favicon'))).toEqual([]);
    expect(await iconHref(page)).toMatch(/^data:image\/svg\+xml,/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

describe.each([
  ['a favicon.ico at its root', 'root-ico', { 'favicon.ico': ICO }, 'favicon.ico'],
  ['an icon its own index.html links', 'linked-icon', { 'index.html': '<!doctype html><html><head><link rel="shortcut icon" href="media/logo.svg"></head><body>the package page</body></html>' }, 'media/logo.svg'],
] as const)('a package with %s', (_name, dirName, files, expected) => {
  let dir: string;
  beforeAll(async () => {
    dir = await showcaseWith(dirName, files);
  });

  it('shows its icon, which the browser fetches from the package', async () => {
    const server = await env.serve(dir);
    const { context, page, errors } = await env.freshPage();
    try {
      await openRoute(page, server, '/');
      expect(await iconHref(page)).toBe(expected);
      expect(favicon.packageFavicon(dir)).toBe(expected);
      await page.waitForFunction(() => document.readyState === 'complete');
      const icon = server.log.find((e) => e.url.startsWith(`/${expected}`) && e.status === 200);
      expect(icon ?? server.log.map((e) => `${e.status} ${e.url}`)).toMatchObject({ status: 200 });
      expect(server.log.filter((e) => e.status >= 400)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps it in the zip', async () => {
    const outFile = path.join(work, `${dirName}.zip`);
    packageCourse({ courseDir: dir, distDir: playerDistDir, outFile });
    const files = unzipSync(await readFile(outFile));
    const page = Buffer.from(files['index.html']!).toString('utf8');
    expect(page).toContain(`href="${expected}" id="player-icon"`);
    expect(page).not.toContain('data:image/svg+xml');
  });
});
