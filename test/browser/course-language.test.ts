/**
 * Issue 24 in Chromium: SPEC 2.8's choose / change course language popup and the switch (SPEC 4.7),
 * keyboard only, axe-clean on both steps, left to right and right to left, wide and phone.
 *
 * The player is the LMS-like host build (lms-ui/lmsLikePlayer.tsx): its learner is signed in, so
 * SPEC 2.4 offers 'Change course language', and it keeps the suspend data for the tab, so a reload
 * resumes and a test can compare the stored text before and after. Questions are answered through
 * the session (`window.__player`); every step of the popup is driven by keys.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { startHostPlayer } from './support/hostPlayer';
import { courseFixture, type CourseServer } from './support/server';

const env = browserTestEnv();
const SHOWCASE = courseFixture('showcase');
let showcase: CourseServer;
let fourLanguages: CourseServer;
const en: Record<string, string> = {};
const ar: Record<string, string> = {};
let titles: Record<string, string>;

beforeAll(async () => {
  const host = await startHostPlayer(env, { entry: 'test/browser/lms-ui/lmsLikePlayer.tsx', prefix: 'course-language-', course: SHOWCASE });
  showcase = host.server;
  // The showcase in four languages, one of them right to left; German and French have no label file
  // of their own, so their popup reads in the default language's (SPEC 2.8).
  const four = path.join(host.work, 'four');
  await cp(SHOWCASE, four, { recursive: true });
  const list = JSON.parse(await readFile(path.join(four, 'languageSettings.json'), 'utf8')) as unknown[];
  list.push({ language: 'de', locale: 'de-DE', label: 'Deutsch', isDefault: false }, { language: 'fr', locale: 'fr-FR', label: 'Français', isDefault: false });
  await writeFile(path.join(four, 'languageSettings.json'), JSON.stringify(list));
  fourLanguages = await env.serve(four, { distDir: path.join(host.work, 'dist') });
  Object.assign(en, JSON.parse(await readFile(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8')));
  Object.assign(ar, JSON.parse(await readFile(path.join(SHOWCASE, 'lang', 'ar.json'), 'utf8')));
  titles = JSON.parse(await readFile(path.join(SHOWCASE, 'content', 'data.js'), 'utf8')).title;
}, 240_000);

const QUERY = `lmsLearner=${encodeURIComponent('Lovelace, Ada')}`;
const stored = (page: Page) => page.evaluate(() => sessionStorage.getItem('lms-like-suspend-data'));
const popupShown = (page: Page) => page.waitForSelector('dialog[open].language-popup', { timeout: 20000 });
const popupGone = (page: Page) => page.waitForFunction(() => !document.querySelector('dialog[open].language-popup'), { timeout: 20000 });
const heading = (page: Page) => page.$eval('dialog[open].language-popup h2', (h) => (h as HTMLElement).innerText.trim());
const headingBecomes = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('dialog[open].language-popup h2')?.textContent?.trim() === t, { timeout: 10000 }, text);
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    // An icon button (the popup's close) reads its accessible name.
    return { text: a?.innerText?.trim() || a?.getAttribute('aria-label') || '', value: (a as HTMLInputElement | null)?.value ?? '', inDialog: Boolean(a?.closest('dialog[open]')), tag: a?.tagName ?? '' };
  });
const checkedTile = (page: Page) => page.$eval('dialog[open] input[type=radio]:checked', (i) => (i as HTMLInputElement).value);

/** Tabs (or Shift+Tabs) until the focused control reads `text`, inside the dialog; fails after a round. */
async function tabTo(page: Page, text: string, back = false): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const f = await focused(page);
    if (f.text === text) {
      expect(f.inDialog).toBe(true);
      return;
    }
    if (back) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (back) await page.keyboard.up('Shift');
  }
  throw new Error(`no control reading "${text}" reached with Tab; focus is on "${(await focused(page)).text}"`);
}

async function answerOne(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Q = { id: string; type: string; data: unknown; answeredOnOpen: boolean; isSurvey: boolean };
    const s = (window as unknown as { __player: { course: { progressQuestions: Q[] }; actions: { answer(id: string, r: unknown): void }; saving: { flush(): Promise<void> }; plugins: { questionType(t: string): { correctResponse(d: unknown): unknown } } } }).__player;
    const q = s.course.progressQuestions.find((x) => !x.answeredOnOpen)!;
    s.actions.answer(q.id, s.plugins.questionType(q.type).correctResponse(q.data));
    return s.saving.flush();
  });
}

/** SPEC 2.4 by keyboard: the menu button's ArrowDown, then down the items to 'Change course language'. */
async function changeFromMenu(page: Page, label: string): Promise<void> {
  await page.focus('.user-menu-button');
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('[role=menu] [role=menuitem]');
  for (let i = 0; i < 6 && (await focused(page)).text !== label; i++) await page.keyboard.press('ArrowDown');
  expect((await focused(page)).text).toBe(label);
  await page.keyboard.press('Enter');
  await popupShown(page);
}

/** From the menu to the restart step: the next tile by `key`, Continue, then '[restart course]' in Arabic. */
async function toArabicRestartStep(page: Page, key: 'ArrowRight' | 'ArrowDown'): Promise<void> {
  await changeFromMenu(page, en['[change course language]']);
  await page.focus('dialog[open] input[type=radio]:checked');
  await page.keyboard.press(key);
  await headingBecomes(page, ar['[change course language]']);
  await tabTo(page, ar['[continue]']);
  await page.keyboard.press('Enter');
  await headingBecomes(page, ar['[restart course]']);
}

test('first launch, Continue, answer, change from the menu: back and Cancel keep the record, Restart resets in Arabic; a reload keeps it (wide, left to right)', async () => {
  const { page, errors } = await env.page({ width: 1440, height: 900 });
  await page.goto(`${showcase.url}?${QUERY}#/`, { waitUntil: 'domcontentloaded' });
  await popupShown(page);
  // First selection: the browser's English preselected, focus on the chosen tile, inside the popup.
  expect(await heading(page)).toBe(en['[choose preferred language]']);
  expect(await checkedTile(page)).toBe('en');
  expect(await focused(page)).toMatchObject({ tag: 'INPUT', value: 'en', inDialog: true });
  // The tiles are one radio group named by the title; Escape does not dismiss the popup.
  expect(await page.$eval('dialog[open] [role=radiogroup]', (g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toBe(en['[choose preferred language]']);
  await page.keyboard.press('Escape');
  await popupShown(page);
  await env.axe(page, 'first selection, English, wide');
  await tabTo(page, en['[continue]']);
  await page.keyboard.press('Enter');
  await popupGone(page);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');

  await answerOne(page);
  const before = await stored(page);
  expect(before).not.toBeNull();

  // Change, then back, then Cancel: nothing written.
  await changeFromMenu(page, en['[change course language]']);
  expect(await heading(page)).toBe(en['[change course language]']);
  expect(await page.$eval('dialog[open] .language-continue', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  await page.focus('dialog[open] input[type=radio]:checked');
  await page.keyboard.press('ArrowRight');
  expect(await checkedTile(page)).toBe('ar');
  // The popup reads in the candidate language, in its direction (SPEC 2.8).
  await headingBecomes(page, ar['[change course language]']);
  expect(await page.$eval('dialog[open]', (d) => d.getAttribute('dir'))).toBe('rtl');
  await env.axe(page, 'change, Arabic candidate, wide');
  await tabTo(page, ar['[continue]']);
  await page.keyboard.press('Enter');
  await headingBecomes(page, ar['[restart course]']);
  await env.axe(page, 'restart step, Arabic, wide');
  await tabTo(page, ar['[change language]'], true);
  await page.keyboard.press('Enter');
  await headingBecomes(page, ar['[change course language]']);
  expect(await checkedTile(page)).toBe('ar');
  await page.focus('dialog[open] .language-continue');
  await page.keyboard.press('Enter');
  await headingBecomes(page, ar['[restart course]']);
  await tabTo(page, ar['[cancel]']);
  await page.keyboard.press('Enter');
  await popupGone(page);
  expect(await stored(page)).toBe(before);

  // Closing the first step writes nothing either.
  await changeFromMenu(page, en['[change course language]']);
  await tabTo(page, en['[close popup]'], true);
  await page.keyboard.press('Enter');
  await popupGone(page);
  expect(await stored(page)).toBe(before);

  // Restart: start over, then the new language; labels, content, dir and lang together.
  await toArabicRestartStep(page, 'ArrowRight');
  await tabTo(page, ar['[restart]']);
  await page.keyboard.press('Enter');
  await popupGone(page);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar-SA', { timeout: 10000 });
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent?.trim() === t, { timeout: 10000 }, titles.ar);
  expect(await page.$eval('.user-menu-button', (b) => b.getAttribute('aria-label'))).toBe(ar['[user menu]']);
  const progress = await page.evaluate(() => {
    const s = (window as unknown as { __player: { course: { questions: { isAnswered: boolean }[] }; courseLanguage: { saved: string } } }).__player;
    return { answered: s.course.questions.filter((q) => q.isAnswered).length, saved: s.courseLanguage.saved };
  });
  expect(progress).toEqual({ answered: 0, saved: 'ar' });
  await page.waitForFunction((b) => sessionStorage.getItem('lms-like-suspend-data') !== b, { timeout: 10000 }, before);

  // A reload is a relaunch: the saved language applies, no popup.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent?.trim() === t, { timeout: 20000 }, titles.ar);
  expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar-SA']);
  expect(await page.$('dialog[open].language-popup')).toBeNull();

  // Both steps on the right-to-left page: back to English is a change again once something is answered.
  await answerOne(page);
  const arabicRecord = await stored(page);
  await changeFromMenu(page, ar['[change course language]']);
  expect(await heading(page)).toBe(ar['[change course language]']);
  await env.axe(page, 'change, right-to-left page, wide');
  await page.focus('dialog[open] input[type=radio]:checked');
  await page.keyboard.press('ArrowUp');
  expect(await checkedTile(page)).toBe('en');
  await headingBecomes(page, en['[change course language]']);
  expect(await page.$eval('dialog[open]', (d) => d.getAttribute('dir'))).toBe('ltr');
  await tabTo(page, en['[continue]']);
  await page.keyboard.press('Enter');
  await headingBecomes(page, en['[restart course]']);
  await env.axe(page, 'restart step, English candidate on the right-to-left page, wide');
  await tabTo(page, en['[cancel]']);
  await page.keyboard.press('Enter');
  await popupGone(page);
  expect(await stored(page)).toBe(arabicRecord);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(errors).toEqual([]);
  await page.close();
});

test('four languages on a phone, right to left: the browser’s Arabic preselected, four tiles centred, both steps axe-clean', async () => {
  const { page, errors } = await env.page({ width: 390, height: 844 });
  await page.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'languages', { get: () => ['ar-EG', 'ar'] }));
  await page.goto(`${fourLanguages.url}?${QUERY}#/`, { waitUntil: 'domcontentloaded' });
  await popupShown(page);
  await headingBecomes(page, ar['[choose preferred language]']);
  expect(await checkedTile(page)).toBe('ar');
  expect(await page.$eval('dialog[open]', (d) => d.getAttribute('dir'))).toBe('rtl');
  // Exactly four tiles: centred in the popup (SPEC 2.8).
  const gaps = await page.$eval('dialog[open] [role=radiogroup]', (g) => {
    const box = g.getBoundingClientRect();
    const tiles = [...g.querySelectorAll('.language-tile')].map((t) => t.getBoundingClientRect());
    return { count: tiles.length, left: Math.min(...tiles.map((t) => t.left)) - box.left, right: box.right - Math.max(...tiles.map((t) => t.right)) };
  });
  expect(gaps.count).toBe(4);
  expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(2);
  await env.axe(page, 'first selection, four languages, Arabic, phone');
  // Every tile reachable by keyboard: the arrows walk the group round.
  const walked: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('ArrowDown');
    walked.push(await checkedTile(page));
  }
  expect(new Set(walked)).toEqual(new Set(['en', 'ar', 'de', 'fr']));
  expect(await checkedTile(page)).toBe('ar');
  // Close on the first selection: the course stays in its language, nothing is written.
  const before = await stored(page);
  await tabTo(page, ar['[close popup]'], true);
  await page.keyboard.press('Enter');
  await popupGone(page);
  expect(await stored(page)).toBe(before);

  await answerOne(page);
  await toArabicRestartStep(page, 'ArrowDown');
  await env.axe(page, 'restart step, Arabic, phone');
  expect(errors).toEqual([]);
  await page.close();
});
