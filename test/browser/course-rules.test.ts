/**
 * Course rules in Chromium (issue 4, SPEC 4.1–4.6, 5.3): the showcase published with other author
 * settings, taken as a learner would: a pooled course taken twice, a timed course that runs out, a
 * forced-navigation course, and submit-all-at-once with an attempt limit.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { openRoute } from './support/player';
import { courseFixture, type CourseServer } from './support/server';

const env = browserTestEnv();
let work: string;

beforeAll(async () => {
  work = await env.tempDir('course-rules-');
});

/** The showcase republished with some settings changed; served on its own port. */
async function publish(name: string, settings: Record<string, unknown>): Promise<{ server: CourseServer; data: ShowcaseData }> {
  const dir = path.join(work, name);
  await cp(courseFixture('showcase'), dir, { recursive: true });
  const file = path.join(dir, 'settings.js');
  await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), ...settings }));
  const data = JSON.parse(await readFile(path.join(dir, 'content', 'data.js'), 'utf8')) as ShowcaseData;
  return { server: await env.serve(dir), data };
}

interface ShowcaseData {
  id: string;
  sections: { id: string; questions: { id: string; type: string; isSurvey?: boolean; answers?: { id: string; isCorrect: boolean }[] }[] }[];
}

const record = (page: Page, courseId: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `course_progress${courseId}`) as Promise<Record<string, unknown> | null>;

/**
 * The saved record once `ready` holds for it. The player writes a change a moment after it is made
 * (core/delivery/SaveScheduler.ts), so a test waits for the write it expects instead of reading at once.
 */
async function recordWhen<A extends unknown[]>(page: Page, courseId: string, ready: (saved: Record<string, unknown>, ...args: A) => boolean, ...args: A): Promise<Record<string, unknown>> {
  // Sent as source: the predicate runs in the page, with its arguments as JSON.
  const key = JSON.stringify(`course_progress${courseId}`);
  await page.waitForFunction(`(() => { const saved = JSON.parse(localStorage.getItem(${key}) ?? 'null'); return saved !== null && (${ready.toString()})(saved, ...${JSON.stringify(args)}); })()`);
  return (await record(page, courseId))!;
}

async function withPage<T>(fn: (page: Page, errors: string[]) => Promise<T>): Promise<T> {
  const { context, page, errors } = await env.freshPage();
  try {
    return await fn(page, errors);
  } finally {
    await context.close();
  }
}

/** Answers the first option of a choice question and submits it with the page's own button. */
async function answerFirstOption(page: Page): Promise<void> {
  await page.waitForSelector('.choice');
  await page.click('.choice');
  await page.click('.answer-form button[type=submit]');
  await page.waitForSelector('.feedback');
}

test('a pooled course taken twice gets a different subset each time, and both are saved', async () => {
  const { server, data } = await publish('pool', {
    questionPool: { enabled: true, size: 2, subset: { type: 'differentOnEveryAttempt', randomizeQuestionOrder: false } },
    submitAnswers: { selected: 'allQuestionsAtOnce' },
    numberOfAttempts: { isLimited: true, attemptsLimit: 3 },
  });
  await withPage(async (page, errors) => {
    await openRoute(page, server, '/');
    await page.click('.cover-hero .btn-primary');
    await page.waitForFunction(() => window.location.hash.includes('/questions/'));
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, {}, `course_progress${data.id}`);
    const first = (await record(page, data.id))!.questionPool as string[];
    expect(first).toHaveLength(2);
    // Only the pool's pages are in the table of contents.
    await page.waitForSelector('.toc-page');
    const tocPages = await page.$$eval('.toc-page', (els) => els.length);
    expect(tocPages).toBe(2);

    await page.click('.toc-submit-button');
    await page.waitForSelector('[data-testid=course-score]');
    await page.click('.new-attempt-button');
    await page.waitForSelector('dialog[open] .btn-primary');
    await page.click('dialog[open] .btn-primary');
    await page.waitForFunction(() => window.location.hash.includes('/questions/'));
    // The new attempt's record: submitted no more.
    const reopened = await recordWhen(page, data.id, (saved) => saved.allQuestionsSubmitted === false);
    const second = reopened.questionPool as string[];
    expect(second).toHaveLength(2);
    expect([...second].sort()).not.toEqual([...first].sort());
    expect(reopened.courseAttemptNumber).toBe(1);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('main h1');
    expect((await record(page, data.id))!.questionPool).toEqual(second);
    expect(errors).toEqual([]);
  });
});

test('a timed course runs out, submits the attempt and says so', async () => {
  const { server } = await publish('timed', {
    timer: { enabled: true, time: { hours: 0, minutes: 0, seconds: 4 } },
    submitAnswers: { selected: 'allQuestionsAtOnce' },
  });
  await withPage(async (page, errors) => {
    await openRoute(page, server, '/sections');
    expect(await page.$('.timer')).not.toBeNull();
    await page.click('.section-card-title a');
    await page.waitForFunction(() => /\d\d:\d\d:0[0-3]/.test(document.querySelector('.timer')?.getAttribute('aria-label') ?? ''), { timeout: 8000 });
    await page.waitForSelector('dialog[open]', { timeout: 8000 });
    expect(await page.$eval('dialog[open]', (d) => (d as HTMLElement).innerText)).toMatch(/time/i);
    await page.click('dialog[open] .btn-primary');
    await page.waitForSelector('[data-testid=course-status]');
    expect(await page.$eval('[data-testid=course-status]', (e) => e.textContent)).toMatch(/not passed/i);
    // No more answers: the submit-all button is gone.
    expect(await page.$('.toc-submit-button')).toBeNull();
    expect(errors).toEqual([]);
  });
});

test('a forced-navigation course unlocks its pages and sections in order', async () => {
  const { server, data } = await publish('forced', { forceNavigation: { enabled: true } });
  const [s1, s2] = data.sections;
  await withPage(async (page, errors) => {
    const later = s2.questions[0];
    await openRoute(page, server, `/sections/${s2.id}/questions/${later.id}`);
    // Locked: the page says what to do instead of showing the question.
    expect(await page.$('.answer-form')).toBeNull();
    expect(await page.$eval('.toc-section-head.is-locked', (e) => e.getAttribute('aria-disabled'))).toBe('true');

    for (const q of s1.questions) {
      await openRoute(page, server, `/sections/${s1.id}/questions/${q.id}`);
      if (q.type === 'informationContent') continue;
      await answerFirstOption(page);
    }
    await openRoute(page, server, `/sections/${s2.id}/questions/${later.id}`);
    await page.waitForSelector('.content-body, .answer-form');
    const locked = await page.$$eval('.toc-section-head.is-locked', (els) => els.length);
    expect(locked).toBe(data.sections.length - 2);
    expect(errors).toEqual([]);
  });
});

test('submit-all-at-once with an attempt limit ends FAILED after the last attempt', async () => {
  const { server, data } = await publish('submit-all', {
    submitAnswers: { selected: 'allQuestionsAtOnce' },
    numberOfAttempts: { isLimited: true, attemptsLimit: 2 },
    answersFromPreviousAttempt: { selected: 'reset' },
  });
  const q = data.sections[0].questions.find((x) => x.type === 'singleSelectText' && !x.isSurvey)!;
  await withPage(async (page, errors) => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      await openRoute(page, server, `/sections/${data.sections[0].id}/questions/${q.id}`);
      await page.waitForSelector('.choice');
      const wrong = q.answers!.findIndex((a) => !a.isCorrect);
      await (await page.$$('.choice'))[wrong].click();
      await page.click('.answer-form button[type=submit]');
      // Stored, not judged, until the attempt is submitted.
      await page.waitForSelector('.feedback-neutral');
      await openRoute(page, server, '/results');
      await page.click('.submit-all-button');
      await page.waitForFunction(() => !document.querySelector('.toc-submit-button'));
      if (attempt === 1) {
        await page.click('.new-attempt-button');
        await page.waitForSelector('dialog[open] .btn-primary');
        await page.click('dialog[open] .btn-primary');
        await page.waitForFunction(() => window.location.hash.includes('/sections/'));
      }
    }
    // Still on the results after the last submit.
    await page.waitForSelector('[data-testid=course-status]');
    expect(await page.$eval('[data-testid=course-status]', (e) => e.textContent)).toMatch(/not passed/i);
    expect(await page.$eval('.results', (e) => (e as HTMLElement).innerText)).toMatch(/used all your attempts/i);
    // No new attempt is offered.
    expect(await page.$('.new-attempt-button')).toBeNull();
    const saved = await recordWhen(page, data.id, (r) => r.courseAttemptNumber === 2);
    expect(saved.allQuestionsSubmitted).toBe(true);
    expect(errors).toEqual([]);
  });
});

test('with the media-viewing restriction, a content page counts as read only once its media are played to the end', async () => {
  const { server, data } = await publish('media', { mediaRestriction: { enabled: true } });
  const shortIds = JSON.parse(await readFile(path.join(work, 'media', 'publishSettings.js'), 'utf8')).questionShortIds as Record<string, number>;
  // The showcase page with video and audio blocks.
  const section = data.sections.find((s) => s.questions.some((q) => q.type === 'informationContent' && q.id === 'd76e8c77bc6ab3be803ecd40b30e31af'))!;
  const pageId = 'd76e8c77bc6ab3be803ecd40b30e31af';
  await withPage(async (page, errors) => {
    await openRoute(page, server, `/sections/${section.id}/questions/${pageId}`);
    await page.waitForSelector('.media-restriction');
    const answered = async () => ((await record(page, data.id))?.answers as unknown[] | undefined)?.[shortIds[pageId]] ?? null;
    expect(await answered()).toBeNull();
    // Play every medium of the page to its end, muted, from just before the end.
    await page.waitForFunction(() => document.querySelectorAll('.content-body video, .content-body audio').length > 0);
    await page.$$eval('.content-body video, .content-body audio', async (elements) => {
      await Promise.all(
        (elements as HTMLMediaElement[]).map(
          (el) =>
            new Promise<void>((resolve) => {
              const go = () => {
                el.muted = true;
                el.addEventListener('ended', () => resolve(), { once: true });
                el.currentTime = Math.max(0, el.duration - 0.3);
                void el.play();
              };
              if (el.readyState >= 1) go();
              else el.addEventListener('loadedmetadata', go, { once: true });
            }),
        ),
      );
    });
    await page.waitForFunction(() => !document.querySelector('.media-restriction'), { timeout: 10000 });
    const index = shortIds[pageId];
    const saved = await recordWhen(page, data.id, (r, i) => (r.answers as unknown[] | undefined)?.[i] != null, index);
    expect((saved.answers as unknown[])[index]).not.toBeNull();
    expect(errors).toEqual([]);
  });
});

test("a question's voice-over plays in the course language and is saved as completed under its VO media id", async () => {
  const { server, data } = await publish('voice-over', {});
  const shortIds = JSON.parse(await readFile(path.join(work, 'voice-over', 'publishSettings.js'), 'utf8')).questionShortIds as Record<string, number>;
  const section = data.sections.find((s) => s.questions.some((q) => q.id === '128967daa48bbd23a477c19cba88b9f8'))!;
  const id = '128967daa48bbd23a477c19cba88b9f8';
  await withPage(async (page, errors) => {
    await openRoute(page, server, `/sections/${section.id}/questions/${id}`, 'language=ar');
    const src = await page.$eval('.voice-over audio', (a) => (a as HTMLAudioElement).src);
    expect(src).toMatch(/bd-finger-test-tip\.ar\.wav$/);
    await page.$eval('.voice-over audio', (el) => new Promise<void>((resolve) => {
      const audio = el as HTMLAudioElement;
      const go = () => {
        audio.muted = true;
        audio.addEventListener('ended', () => resolve(), { once: true });
        audio.currentTime = Math.max(0, audio.duration - 0.3);
        void audio.play();
      };
      if (audio.readyState >= 1) go();
      else audio.addEventListener('loadedmetadata', go, { once: true });
    }));
    await page.waitForFunction((key) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
      return Object.values(saved.audioProgress ?? {}).some((e) => (e as { totalMediaWatched?: boolean }).totalMediaWatched);
    }, {}, `course_progress${data.id}`);
    const saved = (await record(page, data.id))!.audioProgress as Record<string, { totalMediaWatched: boolean }>;
    expect(saved[`audio_${shortIds[id]}_VO`].totalMediaWatched).toBe(true);
    expect(errors).toEqual([]);
  });
});
