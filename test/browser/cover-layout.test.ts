/**
 * The cover of a big course (issue 9 §2): the logo, the course title and the start control are on
 * screen without scrolling at every common size, for 1, 17 and 60 sections; on a wide screen the
 * hero panel stays in view while the section list scrolls, and a long introduction stays readable
 * without pushing the start control away. The cover does not shift while it loads and stays
 * axe-clean.
 */
import type { Page } from 'puppeteer-core';
import { generatedCourse, setIntroduction } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { openRoute } from './support/player';
import type { CourseServer } from './support/server';

const WIDE = [
  { width: 1920, height: 1080 },
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];
const PHONE = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

const env = browserTestEnv();
const servers: Record<string, CourseServer> = {};

beforeAll(async () => {
  const longIntro = generatedCourse(env, 17, 2, ['--logo', '--cover-image']);
  setIntroduction(
    longIntro,
    Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i + 1} of the introduction: what this course covers and how long it takes.</p>`).join('\n') +
      '\n<p id="intro-end">The last words of the introduction.</p>',
  );
  const dirs = {
    one: generatedCourse(env, 1, 3, ['--logo']),
    seventeen: generatedCourse(env, 17, 3, ['--logo', '--transparent', '1,4,6']),
    sixty: generatedCourse(env, 60, 2, ['--logo', '--cover-image', '--long-titles']),
    longIntro,
  };
  for (const [name, dir] of Object.entries(dirs)) servers[name] = await env.serve(dir);
});

/** Where the three things a learner needs first are, relative to the viewport, with the page unscrolled. */
async function firstThings(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector<HTMLElement>(selector);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      // Something drawn over it (or a scroll container clipping it) would hide it even inside the viewport.
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, onTop: Boolean(hit && (el === hit || el.contains(hit))) };
    };
    const logo = document.querySelector<HTMLImageElement>('.cover-logo');
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scrollY: window.scrollY,
      logoLoaded: Boolean(logo?.complete && logo.naturalWidth > 0),
      logo: box('.cover-logo'),
      title: box('#cover-title'),
      start: box('.cover-hero .btn-primary'),
    };
  });
}

function expectOnScreen(found: Awaited<ReturnType<typeof firstThings>>) {
  const { viewport } = found;
  expect(found.scrollY).toBe(0);
  expect(found.logoLoaded).toBe(true);
  for (const name of ['logo', 'title', 'start'] as const) {
    const b = found[name];
    expect({ name, box: b }).toEqual({ name, box: expect.objectContaining({ onTop: true }) });
    expect({ name, inside: b!.top >= 0 && b!.left >= 0 && b!.bottom <= viewport.height && b!.right <= viewport.width }).toEqual({ name, inside: true });
  }
}

describe.each([
  ['1 section', 'one'],
  ['17 sections', 'seventeen'],
  ['60 sections', 'sixty'],
  ['a long introduction', 'longIntro'],
])('a course with %s', (_name, course) => {
  test.each([...WIDE, ...PHONE].map((v) => [`${v.width}×${v.height}`, v] as const))('at %s the logo, title and start control are on screen', async (_size, viewport) => {
    const { page, errors } = await env.page(viewport);
    try {
      await openRoute(page, servers[course], '/');
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.cover-logo')?.complete);
      expectOnScreen(await firstThings(page));
      // The start control comes before the introduction.
      const order = await page.evaluate(() => {
        const start = document.querySelector('.cover-hero .btn-primary')!.getBoundingClientRect();
        const intro = document.querySelector('.cover-intro')!.getBoundingClientRect();
        return start.bottom <= intro.top;
      });
      expect(order).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

test.each([
  ['17', 'seventeen'],
  ['60', 'sixty'],
])('wide, the hero stays in view while the %s-section list scrolls to its last card', async (_n, course) => {
  const { page } = await env.page({ width: 1440, height: 900 });
  try {
    await openRoute(page, servers[course], '/');
    await page.waitForFunction(() => document.querySelectorAll('.section-cards > li').length > 12);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const after = await page.evaluate(() => {
      const inView = (el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      };
      const items = document.querySelectorAll('.section-cards > li');
      return { scrolled: window.scrollY > 0, title: inView(document.querySelector('#cover-title')), start: inView(document.querySelector('.cover-hero .btn-primary')), last: inView(items[items.length - 1]) };
    });
    expect(after).toEqual({ scrolled: true, title: true, start: true, last: true });
  } finally {
    await page.close();
  }
});

test.each([
  ['wide', { width: 1280, height: 800 }],
  ['on a phone', { width: 390, height: 844 }],
])('a long introduction can be read to its end, %s', async (_name, viewport) => {
  const { page } = await env.page(viewport);
  try {
    await openRoute(page, servers.longIntro, '/');
    await page.$eval('#intro-end', (p) => p.scrollIntoView({ block: 'center' }));
    const end = await page.$eval('#intro-end', (p) => {
      const r = p.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + 10, r.top + r.height / 2);
      return { inside: r.top >= 0 && r.bottom <= window.innerHeight, onTop: hit === p || p.contains(hit) };
    });
    expect(end).toEqual({ inside: true, onTop: true });
    await env.axe(page);
  } finally {
    await page.close();
  }
});

test.each([
  ['wide', { width: 1440, height: 900 }],
  ['on a phone', { width: 390, height: 844 }],
])('the 60-section cover does not shift while it loads and is axe-clean, %s', async (_name, viewport) => {
  const { page } = await env.page(viewport);
  try {
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openRoute(page, servers.sixty, '/');
    await page.waitForFunction(() => document.querySelectorAll('.section-cards > li').length === 60);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.cover-logo')?.complete);
    // Two frames, so that a shift caused by the last change has been reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.05);
    await env.axe(page);
  } finally {
    await page.close();
  }
});
