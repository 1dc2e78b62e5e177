/**
 * `node scripts/screenshots-onepage.mjs [--out .screenshots/onepage]`: the one-page layout (SPEC 3.1
 * layout onePage) on generated 17-section courses with long titles, in English and Arabic, wide
 * (1280x800) and phone (390x844), scrollThrough and clickNext, for a person to look at. Needs dist/
 * (`npm run build`).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCourse } from './generate-course.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const out = path.resolve(outArg > 0 ? process.argv[outArg + 1] : path.join(root, '.screenshots', 'onepage'));
const VIEWPORTS = { wide: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

await mkdir(out, { recursive: true });
const browser = await launchChromium();
try {
  for (const navigation of ['scrollThrough', 'clickNext']) {
    const dir = await mkdtemp(path.join(os.tmpdir(), `shots-onepage-${navigation}-`));
    await generateCourse(dir, { sections: 17, questionsPerSection: 6, longTitles: true, languages: ['en', 'ar'], onePage: navigation, forceNavigation: navigation === 'clickNext' });
    const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8'));
    // Forced navigation (clickNext's course) keeps later sections locked: its first section.
    const section = data.sections[navigation === 'clickNext' ? 0 : 1];
    const server = await startServer({ distDir: path.join(root, 'dist'), courseDir: dir, host: '127.0.0.1', port: 0 });
    try {
      for (const language of ['en', 'ar']) {
        for (const [size, viewport] of Object.entries(VIEWPORTS)) {
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          await page.setViewport(viewport);
          const name = (what) => path.join(out, `${navigation}-${language}-${size}-${what}.png`);
          await page.goto(`${server.url}?language=${language}#/sections/${section.id}`, { waitUntil: 'domcontentloaded' });
          await page.waitForSelector('[data-one-page-element]', { timeout: 20000 });
          await pause(1200);
          await page.screenshot({ path: name('1-top') });
          if (navigation === 'scrollThrough') {
            const q = section.questions[3];
            await page.evaluate((r) => void (window.location.hash = r), `/sections/${section.id}/questions/${q.id}`);
            await pause(1200);
            await page.screenshot({ path: name('2-middle') });
            await page.keyboard.press('End');
            await pause(1200);
            await page.screenshot({ path: name('3-end') });
          } else {
            for (let step = 2; step <= 3; step++) {
              await page.waitForFunction(() => !document.querySelector('.block-gate:not([data-shown])'), { timeout: 20000 });
              await page.evaluate(() => document.querySelector('.one-page-nav button')?.click());
              await pause(1200);
              await page.screenshot({ path: name(`${step}-continue`) });
            }
          }
          await context.close();
        }
      }
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${out}`);
