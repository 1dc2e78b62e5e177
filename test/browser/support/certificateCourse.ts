/**
 * Issue 26's browser tests: small generated courses with certificates switched on, a learner's way to
 * the results (every scored page answered right, every content page opened), and the results page's
 * '[download certificate]' pressed from the keyboard.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { tabTo } from '../drivers/types';
import { generatedCourse } from './generatedCourse';
import { framePage } from './lms';
import type { BrowserTestEnv } from './harness';
import { answer, coursePages, isScored, openCourseRoute, routeOf, type CoursePage } from './lmsCourse';

export interface CertificateCourse {
  dir: string;
  pages: CoursePage[];
  /** lang/en.json and, for a course in two languages, lang/ar.json. */
  labels: Record<string, Record<string, string>>;
  /** The course title in English (a course in one language has it as a plain string). */
  title: string;
}

/**
 * scripts/generate-course.mjs's course (its seed is fixed: 1 × 4 holds three scored questions after a
 * content page, 1 × 3 only content pages) with settings.js allowUsersToDownloadCertificates on.
 */
export async function certificateCourse(env: BrowserTestEnv, questionsPerSection: number, flags: string[] = []): Promise<CertificateCourse> {
  const dir = generatedCourse(env, 1, questionsPerSection, flags);
  const settings = path.join(dir, 'settings.js');
  writeFileSync(settings, JSON.stringify({ ...JSON.parse(readFileSync(settings, 'utf8')), allowUsersToDownloadCertificates: { enabled: true } }));
  const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const labels: Record<string, Record<string, string>> = { en: read('lang/en.json') };
  if (flags.includes('--ar')) labels.ar = read('lang/ar.json');
  return { dir, pages: await coursePages(dir), labels, title: englishTitle(read('content/data.js').title) };
}

const englishTitle = (title: unknown): string => (typeof title === 'string' ? title : String((title as Record<string, unknown>).en));

/** Every scored page answered right (the keyboard's way, lmsCourse.answer), every other page opened; then the results. */
export async function passCourse(page: Page, frame: Frame, pages: CoursePage[]): Promise<void> {
  for (const q of pages) {
    if (isScored(q)) {
      if ((await answer(page, frame, q, 'right')) !== 'correct') throw new Error(`${q.id} was not marked correct`);
    } else await openCourseRoute(frame, routeOf(q));
  }
  await openCourseRoute(frame, '/results');
}

/** Tabs to the results page's certificate button (it is reachable from the keyboard) and presses Enter. */
export async function pressCertificateByKeyboard(page: Page, frame: Frame): Promise<void> {
  await frame.waitForSelector('.certificate-button', { timeout: 20000 });
  await frame.focus('main h1');
  await tabTo(framePage(page, frame), '.certificate-button', 60);
  await page.keyboard.press('Enter');
}

/** The dialog open in `frame`, with where the keyboard focus is and what it says. */
export const openDialog = (frame: Frame) =>
  frame.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    const active = document.activeElement as HTMLInputElement | null;
    return dialog
      ? { title: dialog.querySelector('.popup-title')?.textContent ?? '', focusInside: dialog.contains(active), focused: active?.tagName.toLowerCase() ?? '', direction: getComputedStyle(dialog).direction, inputDir: dialog.querySelector('input')?.getAttribute('dir') ?? null }
      : null;
  });

/** The text of the browser store's record of the course (SPEC 9.5's key: course_progress + id + templateId). */
export async function browserRecord(frame: Frame, dir: string): Promise<string | null> {
  const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8')) as { id: string; templateId?: string };
  return frame.evaluate((key) => localStorage.getItem(key), `course_progress${data.id}${data.templateId ?? ''}`);
}

/** Whether a saved record's text says the certificate was downloaded, in the JSON form or format 2's ('cr'). */
export const saysDownloaded = (text: string | null | undefined) => Boolean(text && (/"certificateDownloaded":true/.test(text) || /"cr":true/.test(text)));

/**
 * Adds `language` to the course (its languageSettings entry, its label file a copy of the English one),
 * so the course can be played in it: the certificate then takes that language's locale, words and fonts.
 */
export function addLanguage(course: CertificateCourse, language: string, locale: string): void {
  const file = path.join(course.dir, 'languageSettings.json');
  const languages = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  languages.push({ language, locale, label: language, isDefault: false, interfaceLabelSettings: { selected: language, customSelected: null, customTranslations: {}, isCompanyCustomRtl: false } });
  writeFileSync(file, JSON.stringify(languages));
  writeFileSync(path.join(course.dir, 'lang', `${language}.json`), JSON.stringify(course.labels.en));
  course.labels[language] = course.labels.en;
}

/** The course title per language (SPEC 3.2: a text is an object keyed by language). */
export function setTitle(course: CertificateCourse, title: Record<string, string>): void {
  const file = path.join(course.dir, 'content', 'data.js');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), title }));
}
