/**
 * Drives the built player in Chromium as a learner would, collecting what a test needs to check:
 * page errors (there must be none) and console messages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import type { CourseServer } from './server';

export interface PlayerPage {
  page: Page;
  errors: string[];
  console: { type: string; text: string }[];
}

export async function newPlayerPage(browser: Browser | BrowserContext, viewport = { width: 1280, height: 900 }): Promise<PlayerPage> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const errors: string[] = [];
  const messages: { type: string; text: string }[] = [];
  page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  return { page, errors, console: messages };
}

/**
 * The launch query a test gives, naming the course language (English) when it names none: on a
 * course in several languages (the showcase) a first launch otherwise opens SPEC 2.8's first-selection
 * popup over the page (SPEC 3.1, 5.3: an address naming the language does not). Tests of that popup
 * (course-language.test.ts) launch without it.
 */
export const withLanguage = (query: string) => (new URLSearchParams(query).has('language') ? query : query ? `${query}&language=en` : 'language=en');

/** Opens the player at a route; waits until the page's main heading is on screen. */
export async function openRoute(page: Page, server: CourseServer, route = '/', query = ''): Promise<void> {
  // A hash change keeps the document: mark the old heading so the wait below sees the new page's.
  await page.evaluate(() => document.querySelector('main h1')?.setAttribute('data-stale', '')).catch(() => undefined);
  await page.goto(`${server.url}?${withLanguage(query)}#${route}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1:not([data-stale])', { timeout: 20000 });
  await pageShown(page);
}

/** A page's content appears once its blocks have loaded (app/components/BlockGate.tsx); wait for that. */
export async function pageShown(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.block-gate:not([data-shown])'), { timeout: 20000 });
}

/** Follows an in-app link or button by its visible text, and waits for the route to settle. */
export async function clickText(page: Page, selector: string, text: string | RegExp): Promise<void> {
  const handle = await page.waitForFunction(
    (sel, source, flags) => {
      const re = new RegExp(source, flags);
      return [...document.querySelectorAll<HTMLElement>(sel)].find((el) => re.test(el.innerText.trim())) ?? null;
    },
    { timeout: 10000 },
    selector,
    typeof text === 'string' ? `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : text.source,
    typeof text === 'string' ? '' : text.flags,
  );
  await (handle as unknown as { click(): Promise<void> }).click();
}

export const headingText = (page: Page) => page.$eval('main h1', (h) => (h as HTMLElement).innerText.trim());

/** The showcase course as the tests need it, read from its own data.js (never restated in tests). */
export interface CourseOutline {
  id: string;
  title: Record<string, string>;
  sections: {
    id: string;
    title: Record<string, string>;
    questions: { id: string; type: string; isSurvey: boolean; title: Record<string, string>; answers: { id: string; text: Record<string, string>; isCorrect: boolean }[] }[];
  }[];
}

export function readOutline(courseDir: string): CourseOutline {
  const data = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
  return {
    id: data.id,
    title: data.title,
    sections: (data.sections ?? data.objectives).map((s: CourseOutline['sections'][number]) => ({
      id: s.id,
      title: s.title,
      questions: s.questions.map((q) => ({ ...q, isSurvey: Boolean(q.isSurvey), answers: q.answers ?? [] })),
    })),
  };
}
