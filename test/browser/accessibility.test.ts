/**
 * The accessibility panel walked by keyboard, axe on the way, and the route links' addresses. Every
 * screen's axe check, in every setting, direction and width, is the matrix's
 * (accessibility-matrix.test.ts).
 */
import type { Frame, Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { openSectionByKeyboard, walkSection } from './support/accessibilityPanel';
import { openRoute, readOutline } from './support/player';
import { courseFixture } from './support/server';

const dir = courseFixture('showcase');
const outline = readOutline(dir);
const [s1] = outline.sections;
const question = s1.questions.find((q) => q.type === 'singleSelectText')!;

const env = browserTestEnv({ course: dir });

/**
 * Issue 23: SPEC 2.7's accessibility panel, in the user menu of a learner who is not signed in (the
 * menu button shows the accessibility icon, SPEC 2.4; the section is all that menu has, so it opens
 * on it), by keyboard alone, axe-clean at every step, in both directions, wide and 320 px wide (WCAG
 * 1.4.10's reflow width). A fresh profile each: the settings are kept with progress (issue 23 part A).
 * The signed-in learner's menu: hosted-menu.test.ts.
 */
describe("the user menu's 'Accessibility mode' section (SPEC 2.4, 2.7)", () => {
  test.each([
    ['English, wide', '', { width: 1280, height: 900 }],
    ['Arabic, wide', 'language=ar', { width: 1280, height: 900 }],
    ['English, 320 px', '', { width: 320, height: 640 }],
    ['Arabic, 320 px', 'language=ar', { width: 320, height: 640 }],
  ])('%s: every switch on and off, the text size to 3 and back, the description popup', async (name, query, viewport) => {
    const { page, errors, context } = await env.freshPage(viewport);
    try {
      for (const route of ['/', `/sections/${s1.id}`]) {
        await openRoute(page, env.server, route, query);
        expect(await page.$('.user-menu-button svg.icon-accessibility')).not.toBeNull();
        expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/coming to this menu/i);
      }
      await openSectionByKeyboard(page);
      // The open menu fits the screen: nothing cut, nothing to scroll sideways (WCAG 1.4.10).
      const fit = await page.$eval('.user-menu-list', (list) => {
        const r = list.getBoundingClientRect();
        return { inside: r.left >= 0 && r.right <= window.innerWidth, scroll: document.documentElement.scrollWidth <= window.innerWidth };
      });
      expect(fit).toEqual({ inside: true, scroll: true });
      const { levels, toastWidth } = await walkSection(page, (p, when) => env.axe(p, when), name);
      // Each level announced as the percentage it gives, in the page language's digits (SPEC 9.4: 1.1× a level).
      const percents = await page.evaluate(() => [1.1, 1.21, 1.331].map((n) => new Intl.NumberFormat(document.documentElement.lang, { style: 'percent', maximumFractionDigits: 0 }).format(n)));
      expect(levels.map((said, i) => said.endsWith(percents[i]))).toEqual([true, true, true]);
      expect(toastWidth).toBe(Math.min(400, viewport.width - 32));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await context.close();
    }
  });
});

/**
 * SPEC 2.1 keeps hash routes, but a link written `href="#/sections/…"` is announced as a link within
 * the page and HTML_CodeSniffer (WCAG 2 AA) flags it as a link to a missing id: every link to a route
 * is the page's own address, its query included, then '#' and the route. An in-page link ('#id', the
 * skip link) must name an element that is there. Followed by keyboard, a route link stays in the page.
 */
describe('SPEC 2.1: links to the routes are the page address with its query, then the route', () => {
  type Scope = Page | Frame;
  type ProbeWindow = Window & { __samePage?: boolean };

  /** The raw href of every link that breaks the rule, and how many route links there are. */
  const linkProblems = (scope: Scope) =>
    scope.evaluate(() => {
      const address = window.location.href.split('#')[0];
      const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
      const wrong = hrefs.filter((href) => {
        if (href.startsWith('#')) return !document.getElementById(decodeURIComponent(href.slice(1)));
        const route = href.indexOf('#/');
        return route >= 0 && href.slice(0, route) !== address;
      });
      return { routeLinks: hrefs.filter((href) => href.includes('#/')).length, wrong };
    });

  /** Shows a route (the address's hash, as a bookmark would) and waits for its page. */
  async function showRoute(scope: Scope, route: string, ready: string): Promise<void> {
    const changed = await scope.evaluate((r) => {
      if (window.location.hash === `#${r}`) return false;
      document.querySelector('main h1')?.setAttribute('data-stale', '');
      window.location.hash = r;
      return true;
    }, route);
    if (changed) await scope.waitForSelector('main h1:not([data-stale])', { timeout: 20000 });
    await scope.waitForSelector(ready, { timeout: 20000 });
    await scope.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  }

  /** Focuses the link and presses Enter: the route changes in the same document, the query kept. */
  async function followByKeyboard(page: Page, scope: Scope, selector: string): Promise<void> {
    const before = await scope.evaluate((sel) => {
      (window as ProbeWindow).__samePage = true;
      document.querySelector('main h1')?.setAttribute('data-stale', '');
      const href = document.querySelector(sel)!.getAttribute('href')!;
      return { search: window.location.search, hash: href.slice(href.indexOf('#')) };
    }, selector);
    expect(before.hash.startsWith('#/')).toBe(true);
    await scope.focus(selector);
    await page.keyboard.press('Enter');
    await scope.waitForFunction((hash) => window.location.hash === hash, { timeout: 10000 }, before.hash);
    await scope.waitForSelector('main h1:not([data-stale])', { timeout: 20000 });
    expect(await scope.evaluate(() => [(window as ProbeWindow).__samePage, window.location.search])).toEqual([true, before.search]);
  }

  /** The LMS's page, on the course's origin, with the course in a frame at its launch address. */
  async function framedCourse(page: Page, query: string): Promise<Frame> {
    await page.goto(`${env.server.url}lang/en.json`);
    await page.evaluate((src) => {
      document.open();
      document.write(`<!doctype html><title>LMS</title><iframe title="Course" src="${src}" style="position:fixed;inset:0;width:100%;height:100%;border:0"></iframe>`);
      document.close();
    }, `${env.server.url}?${query}#/`);
    const frame = (await (await page.waitForSelector('iframe'))!.contentFrame())!;
    await frame.waitForSelector('main h1', { timeout: 20000 });
    return frame;
  }

  const pages: [string, string, string][] = [
    ['/', '.section-card', '.section-card-title a'],
    [`/sections/${s1.id}/questions/${question.id}`, '.choice-input', '.page-nav a:last-child'],
    ['/results', '[data-testid=course-score]', 'a.section-result-title'],
  ];

  test.each([
    { launch: 'a plain address', query: '', framed: false },
    { launch: 'an address with a query (?language=ar)', query: 'language=ar', framed: false },
    { launch: 'an LMS frame with its launch query', query: 'lmsSession=42&language=en', framed: true },
  ])('$launch: cover, question page and results', async ({ query, framed }) => {
    const { page, errors } = await env.page();
    try {
      let scope: Scope = page;
      if (framed) scope = await framedCourse(page, query);
      else await openRoute(page, env.server, '/', query);
      for (const [route, ready, link] of pages) {
        await showRoute(scope, route, ready);
        const found = await linkProblems(scope);
        expect({ route, wrong: found.wrong }).toEqual({ route, wrong: [] });
        expect(found.routeLinks).toBeGreaterThan(0);
        await followByKeyboard(page, scope, link);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
