/**
 * `npm run bench -- --only onepage`: the one-page layout (SPEC 3.1 layout onePage) on a generated
 * course of one section of 200 questions, beside the multi-page layout on the same course.
 *   - first question usable: ms from navigation to the first answer form on screen with its inputs
 *     enabled (opened at the section's first question's address);
 *   - JS heap (CDP Performance.getMetrics JSHeapUsedSize, after HeapProfiler.collectGarbage) after
 *     load, and after going through the section to its end: scrolling it with real input (mouse
 *     wheel, then End) in the one-page layout, the '[next]' links page by page in the multi-page one;
 *   - frames over 50 ms while scrolling: requestAnimationFrame deltas measured in the page during
 *     the wheel scroll from top to bottom (the multi-page layout scrolls its one page).
 * Reported; no target. Runs in Debian's Chromium (scripts/chromium.mjs), viewport 1280x800.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateCourse } from './generate-course.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const QUESTIONS = 200;
const SLOW_FRAME_MS = 50;

async function heapOf(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((m) => m.name === 'JSHeapUsedSize').value;
}

/** Scrolls with the wheel from top to bottom, counting the animation frames that took over 50 ms. */
async function wheelThrough(page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__counting) requestAnimationFrame(tick);
    };
    window.__counting = true;
    requestAnimationFrame(tick);
  });
  await page.mouse.move(640, 400);
  const started = Date.now();
  let stuck = 0;
  while (Date.now() - started < 120000 && stuck < 20) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel({ deltaY: 600 });
    await new Promise((r) => setTimeout(r, 16));
    stuck = (await page.evaluate(() => window.scrollY)) === before ? stuck + 1 : 0;
  }
  await page.keyboard.press('End');
  await new Promise((r) => setTimeout(r, 300));
  const frames = await page.evaluate(() => {
    window.__counting = false;
    return window.__frames;
  });
  return { frames: frames.length, slow: frames.filter((d) => d > SLOW_FRAME_MS).length, worst: Math.round(Math.max(...frames)), scrolledPx: await page.evaluate(() => window.scrollY) };
}

async function measureLayout(browser, serverUrl, firstRoute, layout, walkPages) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const start = Date.now();
  await page.goto(`${serverUrl}?language=en#${firstRoute}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => {
    const input = document.querySelector('.answer-form input:not([disabled])');
    if (!input) return false;
    const r = input.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  }, { timeout: 60000, polling: 'raf' });
  const firstUsable = Date.now() - start;
  await new Promise((r) => setTimeout(r, 1000));
  const heapLoaded = await heapOf(page);
  let scroll;
  if (layout === 'onePage') {
    scroll = await wheelThrough(page);
  } else {
    scroll = await wheelThrough(page);
    await walkPages(page);
  }
  const heapEnd = await heapOf(page);
  await context.close();
  return { layout, firstUsable, heapLoadedMB: +(heapLoaded / 1e6).toFixed(1), heapEndMB: +(heapEnd / 1e6).toFixed(1), ...scroll };
}

export async function measureOnePage({ distDir, say = () => undefined }) {
  const results = [];
  const browser = await launchChromium();
  try {
    for (const layout of ['onePage', 'multiplePage']) {
      const dir = await mkdtemp(path.join(os.tmpdir(), `bench-onepage-${layout}-`));
      try {
        await generateCourse(dir, { sections: 1, questionsPerSection: QUESTIONS, onePage: layout === 'onePage' ? 'scrollThrough' : '' });
        const { readFileSync } = await import('node:fs');
        const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8'));
        const section = data.sections[0];
        const firstQuestion = section.questions.find((q) => q.type !== 'informationContent');
        const server = await startServer({ distDir, courseDir: dir, host: '127.0.0.1', port: 0 });
        try {
          say(`  ${layout}: ${QUESTIONS} questions in one section`);
          // The multi-page layout goes through the section page by page, by its addresses.
          const walkPages = async (page) => {
            for (const q of section.questions) {
              await page.evaluate((r) => void (window.location.hash = r), `/sections/${section.id}/questions/${q.id}`);
              await page.waitForFunction((id) => document.querySelector(`[data-review-page="${id}"]`), { timeout: 20000 }, q.id);
            }
          };
          results.push(await measureLayout(browser, server.url, `/sections/${section.id}/questions/${firstQuestion.id}`, layout, walkPages));
        } finally {
          await server.close();
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  return {
    lines: [
      `  one section of ${QUESTIONS} questions, 1280x800; heap = JSHeapUsedSize after a GC; frames while wheel-scrolling top to bottom`,
      '    layout         first question usable   heap loaded   heap at the end   frames (> 50 ms, worst)',
      ...results.map((r) => `    ${r.layout.padEnd(14)} ${String(r.firstUsable).padStart(6)} ms ${String(r.heapLoadedMB).padStart(16)} MB ${String(r.heapEndMB).padStart(13)} MB   ${r.frames} (${r.slow}, ${r.worst} ms)`),
      '  (multiplePage: the heap at the end is after opening its 200 pages one by one)',
    ],
    data: { questions: QUESTIONS, results },
    targets: [],
  };
}
