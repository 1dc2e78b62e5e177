/**
 * A learner's way through a course framed by the test LMS (support/lms.ts): open a page by its
 * route, answer with the question drivers (test/browser/drivers/), read the feedback; and what the
 * LMS must then hold by SPEC 4.1 and the SCORM delivery's contract (docs/delivery.md).
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import type { DataQuestion, QuestionDriver } from '../drivers/types';
import { tabTo } from '../drivers/types';
import { PLAYER_ENGLISH } from '../../../core/i18n/playerEnglish';
import { framePage, type Cmi, type ScormVersion } from './lms';
import { answeredOnOpen } from './questionTypes';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const driverOf = (type: string): QuestionDriver => (require(`../drivers/${type}`) as { driver: QuestionDriver }).driver;

export type CoursePage = DataQuestion & { sectionId: string; title: unknown; isSurvey?: boolean };

/** Every page of a course in order, read from its data.js ('sections', or 'objectives' in older packages). */
export async function coursePages(courseDir: string): Promise<CoursePage[]> {
  const data = JSON.parse(await readFile(path.join(courseDir, 'content', 'data.js'), 'utf8'));
  return (data.sections ?? data.objectives).flatMap((s: { id: string; questions: DataQuestion[] }) => s.questions.map((q) => ({ ...q, sectionId: s.id })));
}

export const routeOf = (q: { sectionId: string; id: string }) => `/sections/${q.sectionId}/questions/${q.id}`;
/** Pages the learner answers (not content pages and scenarios, which are answered by opening them). */
export const isAnswerable = (q: CoursePage) => !answeredOnOpen(q.type);
/** SPEC 3.4 affectsProgress: answerable, not a survey. */
export const isScored = (q: CoursePage) => isAnswerable(q) && !q.isSurvey;

/** A copy of a course published for an LMS: publishSettings.js publishMode Lms (1.2) or Lms2004, as the authoring tool writes it. */
export async function publishedForLms(courseDir: string, version: ScormVersion, target: string): Promise<string> {
  await cp(courseDir, target, { recursive: true });
  const file = path.join(target, 'publishSettings.js');
  const publish = JSON.parse(await readFile(file, 'utf8'));
  await writeFile(file, JSON.stringify({ ...publish, publishMode: version === '1.2' ? 'Lms' : 'Lms2004' }, null, 2));
  return target;
}

/** Opens a page of the course by its route and waits until its content is shown. */
export async function openCourseRoute(frame: Frame, route: string): Promise<void> {
  if (await frame.evaluate((r) => window.location.hash === `#${r}`, route)) return courseShown(frame);
  // A hash change keeps the document: mark the old heading so the wait below sees the new page's.
  await frame.evaluate(() => document.querySelector('main h1')?.setAttribute('data-stale', ''));
  await frame.evaluate((r) => {
    window.location.hash = r;
  }, route);
  await frame.waitForSelector('main h1:not([data-stale])', { timeout: 20000 });
  await frame.waitForFunction(() => !document.querySelector('.block-gate:not([data-shown])'), { timeout: 20000 });
}

/** Waits until the course's first screen (the cover, or the page it resumes at) is shown. */
export async function courseShown(frame: Frame): Promise<void> {
  await frame.waitForSelector('main h1', { timeout: 20000 });
  // A packaged course's page carries its pre-rendered cover (issue 13): the player's own is there once its layout's announcer is.
  await frame.waitForSelector('[data-testid="announcer"]', { timeout: 20000 });
  await frame.waitForFunction(() => !document.querySelector('.block-gate:not([data-shown])'), { timeout: 20000 });
}

/** Opens a question and answers it: right with the keyboard alone, or wrong with the mouse; then waits for the feedback. */
export async function answer(page: Page, frame: Frame, q: CoursePage, how: 'right' | 'wrong'): Promise<string> {
  await openCourseRoute(frame, routeOf(q));
  await frame.waitForSelector('.answer-form');
  await frame.waitForFunction(() => !document.querySelector('.answer-area .block-skeleton, .answer-form [aria-busy="true"]'));
  const inFrame = framePage(page, frame);
  if (how === 'right') {
    await frame.focus('main h1');
    await driverOf(q.type).answerCorrectlyWithKeyboard(inFrame, q, 'en');
    await tabTo(inFrame, '.answer-form button[type=submit]:not([disabled])');
    await page.keyboard.press('Enter');
  } else {
    await driverOf(q.type).answerWronglyWithMouse(inFrame, q, 'en');
    await frame.click('.answer-form button[type=submit]');
  }
  return feedbackTone(frame);
}

/** 'correct', 'incorrect' or 'neutral': the feedback the question page shows. */
export async function feedbackTone(frame: Frame): Promise<string> {
  const box = await frame.waitForSelector('.feedback');
  return box!.evaluate((el) => [...el.classList].find((c) => c.startsWith('feedback-') && c !== 'feedback')!.replace('feedback-', ''));
}

/** What a question page shows of its answer: the feedback's tone, or 'unanswered' when it offers Submit. */
export async function answerState(frame: Frame): Promise<string> {
  const shown = await frame.waitForSelector('.feedback, .answer-form button[type=submit]');
  const isFeedback = await shown!.evaluate((el) => el.classList.contains('feedback'));
  return isFeedback ? feedbackTone(frame) : 'unanswered';
}

/** Opens each page in turn and reads its answer state: what a learner finds on those pages. */
export async function answerStates(frame: Frame, pages: CoursePage[]): Promise<string[]> {
  const states: string[] = [];
  for (const q of pages) {
    await openCourseRoute(frame, routeOf(q));
    states.push(await answerState(frame));
  }
  return states;
}

/** SPEC 4.1, per course: floor(100 × correct scored answers / scored questions). */
export const courseScore = (correct: number, scored: number) => (scored === 0 ? 0 : Math.floor((100 * correct) / scored));

/**
 * The CMI the delivery's contract asks for at a point of the run: status (1.2 lesson_status; 2004
 * completion and success apart) and score. `finished`: every page of the course opened and answered.
 */
export function expectedStanding(version: ScormVersion, s: { score: number; mastery: number; scored: number; finished: boolean; answered: boolean }): Cmi {
  const passed = s.scored > 0 && s.score >= s.mastery;
  if (version === '1.2') {
    return {
      'cmi.core.lesson_status': passed ? 'passed' : s.scored === 0 && s.finished ? 'completed' : 'incomplete',
      ...(s.answered ? { 'cmi.core.score.raw': String(s.score), 'cmi.core.score.min': '0', 'cmi.core.score.max': '100' } : {}),
    };
  }
  return {
    'cmi.completion_status': passed || s.finished ? 'completed' : 'incomplete',
    'cmi.success_status': passed ? 'passed' : 'unknown',
    ...(s.answered ? { 'cmi.score.raw': String(s.score), 'cmi.score.min': '0', 'cmi.score.max': '100', 'cmi.score.scaled': String(s.score / 100) } : {}),
  };
}

/** SCORM's interaction types: 1.2 RTE 3.4.2.6 (CMIVocabulary Interaction), 2004 RTE 4.2.9. */
export const INTERACTION_TYPES = {
  '1.2': ['true-false', 'choice', 'fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric'],
  '2004': ['true-false', 'choice', 'fill-in', 'long-fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric', 'other'],
} as const;
export const RESULT = { '1.2': { right: 'correct', wrong: 'wrong' }, '2004': { right: 'correct', wrong: 'incorrect' } } as const;
/** 1.2 CMITimespan (HHHH:MM:SS.SS) and CMITime (HH:MM:SS.SS); 2004 ISO 8601 durations and date-times. */
export const TIMESPAN = { '1.2': /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/, '2004': /^P(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d{1,2})?S)?)?$/ } as const;
export const TIME = { '1.2': /^\d{2}:\d{2}:\d{2}(\.\d{1,2})?$/, '2004': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,2})?(Z|[+-]\d{2}(:\d{2})?)?$/ } as const;

/** A label as the course shows it in English: its own lang/en.json, else the player's English. */
export async function labelOf(packageDir: string, key: string): Promise<string> {
  const own = JSON.parse(await readFile(path.join(packageDir, 'lang', 'en.json'), 'utf8').catch(() => '{}')) as Record<string, unknown>;
  const text = typeof own[key] === 'string' ? (own[key] as string) : PLAYER_ENGLISH[key];
  if (!text) throw new Error(`No English label ${key}`);
  return text;
}

/** Opens the user menu (SPEC 2.4) and chooses an item by its text. `beforeChoosing` sees the open menu. */
export async function chooseInUserMenu(frame: Frame, text: string, beforeChoosing?: () => Promise<void>): Promise<void> {
  await frame.click('.user-menu-button');
  const item = await frame.waitForFunction(
    (wanted: string) => [...document.querySelectorAll<HTMLElement>('[role=menuitem]')].find((el) => el.innerText.trim() === wanted) ?? null,
    { timeout: 10000 },
    text,
  );
  await beforeChoosing?.();
  await (item as unknown as { click(): Promise<void> }).click();
}

/** The close-course overlay (SPEC 2.8) is on screen. */
export const overlayShown = (frame: Frame) => frame.waitForSelector('dialog[open] .close-course', { timeout: 10000 });
