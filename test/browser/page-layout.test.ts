/**
 * Layout defects of issue 9 §3 measured in Chromium: the first inner page after the cover does not
 * jump (the header and the sidebar have their place from the first frame), and the results page's
 * status pill stays on one line inside its border on a phone.
 */
import type { Page } from 'puppeteer-core';
import { generatedCourse, setPackageFont } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { openRoute, pageShown } from './support/player';
import type { CourseServer } from './support/server';

const env = browserTestEnv();
let server: CourseServer;
let widerFont: CourseServer;

beforeAll(async () => {
  server = await env.serve(generatedCourse(env, 17, 3, ['--logo', '--transparent', '1,4']));
  // Brand fonts are often wider than Arial; DejaVu Sans is installed with Chromium here.
  const dir = generatedCourse(env, 3, 3);
  setPackageFont(dir, 'DejaVu Sans');
  widerFont = await env.serve(dir);
});

type ShiftWindow = Window & { __shifts?: { value: number; sources: string[] }[] };

async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const shifts: NonNullable<ShiftWindow['__shifts']> = [];
    (window as ShiftWindow).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        shifts.push({ value: entry.value, sources: entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift' });
  });
}

test.each([
  ['wide', { width: 1440, height: 900 }],
  ['on a phone', { width: 390, height: 844 }],
])('the first page after the cover does not jump, %s', async (_name, viewport) => {
  const { page, errors } = await env.page(viewport);
  try {
    await openRoute(page, server, '/');
    await watchShifts(page);
    await page.click('.cover-hero .btn-primary');
    await page.waitForSelector('main h1:not(#cover-title)');
    await pageShown(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // Every shift counts, those right after the click too: the browser files them under "recent
    // input" and leaves them out of its score, but the learner sees the page move all the same.
    const shifts = await page.evaluate(() => (window as ShiftWindow).__shifts);
    const total = (shifts ?? []).reduce((sum, s) => sum + s.value, 0);
    expect({ total: total < 0.05, shifts }).toEqual({ total: true, shifts });
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
});

test.each([
  ['390', { width: 390, height: 844 }],
  ['360', { width: 360, height: 640 }],
])('at %s px the results status pill stays on one line inside its border', async (_name, viewport) => {
  const { page } = await env.page(viewport);
  try {
    await openRoute(page, widerFont, '/results');
    const pill = await page.$eval('[data-testid=course-status] .status-badge', (badge) => {
      const box = badge.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(badge);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const text = range.getBoundingClientRect();
      return { lines: lines.size, inside: text.left >= box.left && text.right <= box.right && text.top >= box.top && text.bottom <= box.bottom };
    });
    expect(pill).toEqual({ lines: 1, inside: true });
  } finally {
    await page.close();
  }
});
