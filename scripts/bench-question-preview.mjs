/**
 * `npm run bench -- --only preview` (issue 27): how soon an author's single-question preview
 * (`?questionId=` in a preview package, SPEC 2.1) is usable, beside the cover of the same course and
 * a static page with its title, in the same run. Each load is a fresh browser context (empty cache,
 * no storage), the plain page (no pre-rendered cover), 1280x800. Per page, the median of the runs:
 *   - usable: the static page's title frame; the cover's 'player:ready' (the course started, its
 *     start button answers); the same question as a page of the published course (its blocks shown
 *     and its answer form there); the preview's 'player:question-preview-shown' (the question's
 *     blocks and its type's view are in, app/preview/SingleQuestionPreview.tsx);
 *   - requests and bytes (transfer size, the document included) that finished before then, from
 *     the page's Resource Timing (everything is same-origin, so every size is known).
 * No target: the figures are for comparing (the preview must not cost more than the cover).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { previewOverrides } from './preview.mjs';
import { startServer } from './serve.mjs';
import { staticStartupPage } from './bench-startup.mjs';

const VIEWPORT = { width: 1280, height: 800 };
const TIMEOUT_MS = 60_000;

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Loads `url` in a fresh context; resolves with the mark's time and what was fetched before it. */
async function loadUntil(browser, url, mark, selector) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS });
    // A mark, or a selector whose first frame on screen is marked here (a page the player marks nothing for).
    await page.waitForFunction(
      (name, selector) => {
        if (selector && document.querySelector(selector) && performance.getEntriesByName(name).length === 0) performance.mark(name);
        return performance.getEntriesByName(name).length > 0;
      },
      { timeout: TIMEOUT_MS, polling: 'raf' },
      mark,
      selector ?? '',
    );
    return await page.evaluate((name) => {
      const at = performance.getEntriesByName(name)[0].startTime;
      const navigation = performance.getEntriesByType('navigation')[0];
      const before = performance.getEntriesByType('resource').filter((r) => r.responseEnd <= at);
      return { ms: at, requests: before.length + 1, bytes: before.reduce((sum, r) => sum + r.transferSize, navigation?.transferSize ?? 0) };
    }, mark);
  } finally {
    await context.close();
  }
}

export async function measureQuestionPreview(options, { distDir, courseDir }) {
  const data = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
  const title = typeof data.title === 'string' ? data.title : Object.values(data.title ?? {})[0];
  const question = data.sections.flatMap((s) => s.questions).find((q) => q.type === 'multipleSelect') ?? data.sections[0].questions[0];
  const section = data.sections.find((s) => s.questions.includes(question));
  const published = await startServer({ distDir, courseDir, overrides: { '/bench-static.html': staticStartupPage(title) } });
  const preview = await startServer({ distDir, courseDir, overrides: previewOverrides(courseDir) });
  const browser = await launchChromium();
  const pages = [
    { id: 'static page (title)', url: `${published.url}bench-static.html`, mark: 'player:cover-title' },
    { id: 'cover (course ready)', url: `${published.url}?language=en`, mark: 'player:ready' },
    // The same question as a page of the published course, opened by its route: what the preview saves.
    { id: `same question, course page`, url: `${published.url}?language=en#/sections/${section.id}/questions/${question.id}`, mark: 'bench:question-page-shown', selector: 'main .question-page .block-gate[data-shown] .answer-form' },
    { id: `single question (${question.type})`, url: `${preview.url}?language=en&questionId=${question.id}`, mark: 'player:question-preview-shown' },
  ];
  const runs = Object.fromEntries(pages.map((p) => [p.id, []]));
  try {
    for (let run = 0; run < options.runs + options.warmup; run++) {
      // The order rotates from run to run, so no page always goes first on a cold machine.
      for (let i = 0; i < pages.length; i++) {
        const page = pages[(run + i) % pages.length];
        const result = await loadUntil(browser, page.url, page.mark, page.selector);
        if (run >= options.warmup) runs[page.id].push(result);
      }
    }
  } finally {
    await browser.close();
    await Promise.all([published.close(), preview.close()]);
  }
  const summary = Object.fromEntries(
    Object.entries(runs).map(([id, list]) => [id, { ms: median(list.map((r) => r.ms)), requests: median(list.map((r) => r.requests)), kib: median(list.map((r) => r.bytes / 1024)) }]),
  );
  const r = (n) => (n === null ? '-' : String(Math.round(n)));
  return {
    lines: [
      `  ${options.runs} runs (median), fresh context each, ${VIEWPORT.width}x${VIEWPORT.height}, plain page; usable when:`,
      ...Object.entries(summary).map(([id, s]) => `  ${id.padEnd(36)} ${r(s.ms).padStart(6)} ms  ${r(s.requests).padStart(3)} requests  ${r(s.kib).padStart(5)} KiB before it`),
    ],
    data: { question: question.id, pages: summary, runs },
    targets: [],
  };
}
