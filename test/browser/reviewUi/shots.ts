/**
 * `npx tsx test/browser/reviewUi/shots.ts [--no-build] [--out .screenshots/review]`: builds ./entry.tsx (the
 * player in review mode over a fake API and a fake comment model), serves it on the showcase, and saves
 * screenshots of the comment UI, wide (1280, a mouse) and phone (390, touch), left to right and right to
 * left, with axe's violations for each state printed (docs/review.md, "Looking at it").
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import webpack from 'webpack';
import makeConfig from '../../../webpack.config';
import { formatViolations, runAxe } from '../support/axe';
import { launchChromium, MOUSE_POINTER_FLAGS } from '../support/chromium';
import { loadScriptModule } from '../support/loadScript';

const root = path.resolve(__dirname, '../../..');
const args = process.argv.slice(2);
const outDir = path.resolve(root, args.includes('--out') ? args[args.indexOf('--out') + 1] : '.screenshots/review');
const distDir = path.join(root, '.dev/review-ui');
const courseDir = path.join(root, 'test/fixtures/courses/showcase');
// Headless Chromium says it has no hover; a wide screen is looked at as with a mouse.
const MOUSE = MOUSE_POINTER_FLAGS;

async function build(): Promise<void> {
  const config = makeConfig({}, { mode: 'development' });
  config.entry = { main: path.join(__dirname, 'entry.tsx') };
  config.output = { ...config.output, path: distDir };
  config.devtool = false;
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

type Serve = { startServer(o: object): Promise<{ url: string; close(): Promise<void> }> };

/** Opens a route (the same document: the hash changes) and waits for its heading and the comment controls. */
async function open(page: Page, url: string, route: string) {
  await page.evaluate(() => document.querySelector('main h1')?.setAttribute('data-stale', '')).catch(() => undefined);
  await page.goto(`${url}#${route}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1:not([data-stale])', { timeout: 20000 });
  await page.waitForFunction(() => Boolean((window as { __reviewThreads?: unknown }).__reviewThreads), { timeout: 20000 });
  await page.waitForSelector('main .review-spot-button', { timeout: 20000 });
  await page.mouse.move(1, 300);
}

async function main() {
  if (!args.includes('--no-build')) await build();
  await mkdir(outDir, { recursive: true });
  const publish = JSON.parse(await readFile(path.join(courseDir, 'publishSettings.js'), 'utf8'));
  const { startServer } = loadScriptModule<Serve>('scripts/serve.mjs');
  const server = await startServer({ distDir, courseDir, overrides: { '/publishSettings.js': JSON.stringify({ ...publish, publishMode: 'Review', learnServiceUrl: 'http://127.0.0.1:9/' }) } });
  const data = JSON.parse(await readFile(path.join(courseDir, 'content/data.js'), 'utf8'));
  const section = data.sections.find((s: { title: unknown; questions: unknown[] }) => s.questions.length > 0 && s.title !== '-');
  const question = section.questions.find((q: { type: string }) => q.type !== 'informationContent') ?? section.questions[0];
  const problems: string[] = [];
  const sizes = [
    ['wide', { width: 1280, height: 900 }, MOUSE],
    ['phone', { width: 390, height: 844, isMobile: true, hasTouch: true }, []],
  ] as const;
  try {
    for (const [size, viewport, flags] of sizes) {
      const browser = await launchChromium({ args: [...flags] });
      try {
        for (const [lang, dir] of [['en', 'ltr'], ['ar', 'rtl']] as const) {
          const page = await browser.newPage();
          await page.setViewport(viewport);
          page.on('pageerror', (e) => problems.push(`${lang} ${size}: ${String(e)}`));
          const url = `${server.url}?language=${lang}`;
          const shot = async (name: string) => {
            await new Promise((r) => setTimeout(r, 300));
            await page.screenshot({ path: path.join(outDir, `${name}-${size}-${dir}.png`) });
            const violations = await runAxe(page);
            if (violations.length) problems.push(`${name}-${size}-${dir}: ${formatViolations(violations)}`);
          };
          await page.goto(url, { waitUntil: 'domcontentloaded' });
          await open(page, url, '/');
          await shot('cover');
          await open(page, url, `/sections/${section.id}/questions/${question.id}`);
          await shot('question');
          // Keyboard: the title's control comes just before the title; Enter opens its form.
          await page.focus('h1[data-review-page]');
          await page.keyboard.down('Shift');
          await page.keyboard.press('Tab');
          await page.keyboard.up('Shift');
          await shot('title-control-focused');
          await page.keyboard.press('Enter');
          await page.waitForSelector('.review-form');
          await shot('question-form');
          // Delete asks first (the reviewer's own thread).
          const own = await page.$$('.review-form .review-thread .review-actions button');
          const del = own.at(-1);
          if (del) {
            await del.click();
            await page.waitForSelector('dialog[open]');
            await shot('delete-question');
            await page.keyboard.press('Escape');
          }
          await page.keyboard.press('Escape');
          await page.click('[data-block-id] .review-spot-button');
          await page.waitForSelector('.review-form');
          await shot('block-form');
          await page.keyboard.press('Escape');
          await page.click('.review-bar .review-spot-button');
          await page.waitForSelector('.review-floating-form .review-form');
          await shot('title-form');
          await page.keyboard.press('Escape');
          await page.evaluate(() => document.querySelector('.review-panel')?.scrollTo(0, 99999));
          await page.evaluate(() => document.querySelector('.review-elsewhere')?.scrollIntoView());
          await shot('panel-elsewhere');
          await open(page, url, '/sections');
          await page.hover('li[data-review-section]:nth-child(2)');
          await shot('sections-hover');
          await page.close();
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.close();
  }
  console.log(problems.length ? problems.join('\n\n') : 'No page errors, no axe violations.');
  console.log(`Screenshots in ${outDir}`);
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
