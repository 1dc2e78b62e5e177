/**
 * The satisfaction survey (SPEC 2.8, 7.5, 7.8) in Chromium against the real learner service: after
 * the learner submits their answers the survey opens (the service's feedback check allows it); rate,
 * write, submit, all by keyboard; the 'evaluated' statement reaches the service's LRS with the score
 * and the learner's text as typed; once rated, the feedback check says no and the survey stays away.
 */
import type { Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { startHostedCourse, type HostedCourse } from './support/hostedService';
import { newPlayerPage } from './support/player';

const env = browserTestEnv();
let hosted: HostedCourse;
const READER = { username: 'reader', password: 'reader-secret-1' };
const LEARNER = { name: 'Mary Shelley', email: 'mary@example.org', password: 'frankenstein-1818' };
const REASON = 'Clear & <b>short</b>\nsecond line';

beforeAll(async () => {
  hosted = await startHostedCourse(env, {
    settings: { conductLearnerSatisfactionSurvey: { enabled: true }, submitAnswers: { selected: 'allQuestionsAtOnce' } },
    publish: (serviceUrl) => ({ defaultNpsUrl: serviceUrl }),
    env: { XAPI_READER_USERNAME: READER.username, XAPI_READER_PASSWORD: READER.password },
  });
}, 60000);

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return { inDialog: !!el?.closest('dialog[open]'), tag: el?.tagName ?? '', text: el?.innerText?.trim() ?? '' };
});

/** Opens the results as the learner of `token`. */
async function openResults(page: Page, token: string): Promise<void> {
  await page.goto(`${hosted.server.url}?token=${encodeURIComponent(token)}&language=en#/results`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1', { timeout: 20000 });
}

test('SPEC 2.8: after submitting, the survey opens; rate, write, submit by keyboard; the statement carries the score and the text; not asked twice', async () => {
  const token = await hosted.register(LEARNER);
  const { context, page, errors } = await env.freshPage();
  const statements: Record<string, any>[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  const answers: { status: number; authorization: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().startsWith(`${hosted.serviceUrl}/xApi/statements`)) {
      const body = JSON.parse(r.postData() ?? '[]');
      statements.push(...(Array.isArray(body) ? body : [body]));
    }
  });
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url().startsWith(`${hosted.serviceUrl}/xApi/statements`)) answers.push({ status: r.status(), authorization: r.request().headers().authorization ?? '' });
  });
  await openResults(page, token);
  const checked = page.waitForResponse((r) => r.url().endsWith('/summary/allow-learner-feedback') && r.request().method() === 'GET');
  await page.click('.submit-all-button');
  const check = await checked;
  // Issue 21: the service answers the learner about themself only, so the check carries their token.
  expect(check.request().headers()).toMatchObject({ 'x-entity-type': 'course', 'x-user-id': expect.stringMatching(/^[0-9a-f-]{36}$/), authorization: `Bearer ${token}` });
  expect(await check.json()).toEqual({ isFeedbackAllowed: true });

  // Step 1: the buttons 1–10, focus on the first; arrow keys move, Enter rates.
  await page.waitForSelector('dialog[open] .survey-rate', { timeout: 10000 });
  await page.waitForFunction(() => document.activeElement?.classList.contains('survey-rate'));
  expect(await page.$$eval('dialog[open] .survey-rate', (bs) => bs.map((b) => (b as HTMLElement).innerText))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  expect(await page.$eval('dialog[open] .survey-scale-ends', (d) => (d as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toBe('Poor Excellent');
  await env.axe(page, 'survey: rating');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  expect(await focused(page)).toEqual({ inDialog: true, tag: 'BUTTON', text: '8' });
  await page.keyboard.press('Home');
  expect((await focused(page)).text).toBe('1');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect((await focused(page)).text).toBe('8');
  await page.keyboard.press('Enter');

  // Step 2: the rating, a promoter's; the reason in the textarea (focused), then submit.
  await page.waitForSelector('dialog[open] textarea');
  expect(await focused(page)).toMatchObject({ inDialog: true, tag: 'TEXTAREA' });
  expect(await page.$eval('dialog[open] .survey-score', (s) => [(s as HTMLElement).innerText, s.classList.contains('is-promoter')])).toEqual(['8', true]);
  await env.axe(page, 'survey: feedback');
  await page.keyboard.type(REASON);
  const evaluatedStored = page.waitForResponse((r) => r.url().startsWith(`${hosted.serviceUrl}/xApi/statements`) && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('/evaluated') && r.status() === 200);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toEqual({ inDialog: true, tag: 'BUTTON', text: 'Submit' });
  await page.keyboard.press('Enter');

  // Step 3: thanks, the hosted text and My courses.
  await page.waitForSelector('dialog[open] .survey-thanks');
  expect(await page.$eval('dialog[open] .popup-title', (h) => (h as HTMLElement).innerText)).toBe('Thank you for your feedback!');
  expect(await page.$eval('dialog[open] .survey-thanks p', (p) => (p as HTMLElement).innerText)).toBe('You can close this tab now. Your progress has been saved.');
  expect(await page.$eval('dialog[open] .survey-thanks a', (a) => [(a as HTMLElement).innerText, a.getAttribute('href')])).toEqual(['My courses', `${hosted.serviceUrl}/api/account/my-courses`]);
  await env.axe(page, 'survey: thanks');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));

  // The statement went to {defaultNpsUrl}/xApi (SPEC 7.8) and the service stored it.
  await evaluatedStored;
  const sent = statements.find((s) => s.verb?.id?.endsWith('/evaluated'));
  expect(sent).toBeDefined();
  const stored = await fetch(`${hosted.serviceUrl}/xApi/statements?statementId=${sent!.id}`, {
    headers: { Authorization: `Basic ${Buffer.from(`${READER.username}:${READER.password}`).toString('base64')}`, 'X-Experience-API-Version': '1.0.3' },
  });
  expect(stored.status).toBe(200);
  const statement = (await stored.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(statement.actor.mbox).toBe(`mailto:${LEARNER.email}`);
  // The service takes statements from the signed-in learner's token only (issue 21): every one was sent with it and taken.
  expect(answers.length).toBeGreaterThan(0);
  expect(answers).toEqual(answers.map(() => ({ status: 200, authorization: `Bearer ${token}` })));
  expect(statement.result).toEqual({ score: { scaled: 0.8, raw: 80, min: 0, max: 100 }, response: REASON });
  expect(errors).toEqual([]);
  await context.close();

  // Rated once: the check says no, and the survey does not open on the ended attempt's results.
  const again = await env.context();
  const other = await newPlayerPage(again);
  const secondCheck = other.page.waitForResponse((r) => r.url().endsWith('/summary/allow-learner-feedback') && r.request().method() === 'GET');
  await openResults(other.page, token);
  expect(await (await secondCheck).json()).toEqual({ isFeedbackAllowed: false });
  await other.page.waitForSelector('.new-attempt-button, .score-card');
  expect(await other.page.$('dialog[open] .survey')).toBeNull();
  expect(other.errors).toEqual([]);
  await again.close();
});

test('SPEC 2.8 / 9.3: right to left, the arrow keys follow the reading order of the rating buttons', async () => {
  const token = await hosted.register({ name: 'Ibn Battuta', email: 'battuta@example.org', password: 'rihla-1355' });
  const { context, page, errors } = await env.freshPage({ width: 390, height: 844 });
  await page.goto(`${hosted.server.url}?token=${encodeURIComponent(token)}&language=ar#/results`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.submit-all-button', { timeout: 20000 });
  await page.click('.submit-all-button');
  await page.waitForFunction(() => document.activeElement?.classList.contains('survey-rate'), { timeout: 10000 });
  expect(await page.$eval('dialog[open] .survey-scale', (d) => getComputedStyle(d).direction)).toBe('rtl');
  // ArrowLeft goes on (to 2), ArrowRight back; at the ends it stays.
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).text).toBe('1');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect((await focused(page)).text).toBe('3');
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).text).toBe('2');
  await env.axe(page, 'survey: rating, Arabic phone');
  expect(errors).toEqual([]);
  await context.close();
});
