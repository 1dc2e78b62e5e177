/**
 * The integrator's path (docs/tracking.md): the example sink test/plugins/webhookSink, which lives
 * outside the player's folders, is built into a host's own entry (test/plugins/webhookPlayer.tsx)
 * with no edit to core/ or app/. A learner answers in Chromium; a webhook receiver on 127.0.0.1
 * gets the learning events in order, each once, also after it answered 503 for a while, and the
 * events of the last moments when the learner closes the tab (keepalive on page hide).
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { driver as singleSelect } from './drivers/singleSelectText';
import { driver as multipleSelect } from './drivers/multipleSelect';
import { browserTestEnv } from './support/harness';
import { startHostPlayer } from './support/hostPlayer';
import { openRoute, readOutline } from './support/player';
import { courseFixture, type CourseServer } from './support/server';
import { startWebhookReceiver, type ReceivedEvent, type WebhookReceiver } from './support/webhookReceiver';

const outline = readOutline(courseFixture('showcase'));
const [s1] = outline.sections;
const single = s1.questions.find((q) => q.type === 'singleSelectText' && !q.isSurvey)!;
const multiple = s1.questions.find((q) => q.type === 'multipleSelect' && !q.isSurvey)!;

const env = browserTestEnv();
let server: CourseServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = env.use(await startWebhookReceiver());
  ({ server } = await startHostPlayer(env, {
    entry: 'test/plugins/webhookPlayer.tsx',
    prefix: 'webhook-sink-',
    defines: { WEBHOOK_URL: receiver.url },
    prepare: async (work) => {
      const course = path.join(work, 'course');
      await cp(courseFixture('showcase'), course, { recursive: true });
      return course;
    },
  }));
}, 180_000);

/** A learner's tab in a browser profile of its own (its own outbox in localStorage). */
async function learnerTab() {
  receiver.failing = false;
  receiver.holdMs = 0;
  return env.freshPage();
}

async function answer(page: Page, question: typeof single, how: 'right' | 'wrong'): Promise<void> {
  await openRoute(page, server, `/sections/${s1.id}/questions/${question.id}`);
  await page.waitForSelector('.choice-input');
  const d = question.type === 'multipleSelect' ? multipleSelect : singleSelect;
  if (how === 'wrong') await d.answerWronglyWithMouse(page, question, 'en');
  else {
    await page.focus('main h1');
    await d.answerCorrectlyWithKeyboard(page, question, 'en');
  }
  await page.click('.answer-form button[type=submit]');
  await page.waitForSelector(how === 'right' ? '.feedback-correct' : '.feedback:not(.feedback-correct)');
}

/** The events of one launch (its attempt id), as the receiver keeps them. */
const ofAttempt = (attemptId: string) => receiver.events.filter((e) => e.attemptId === attemptId);
const answeredIds = (events: ReceivedEvent[]) => events.filter((e) => e.type === 'answered').map((e) => e.questionId);
test('the receiver gets the events in order, each once, also after answering 503 for a while', async () => {
  const { context, page, errors } = await learnerTab();
  const before = new Set(receiver.events.map((e) => e.id));
  await openRoute(page, server, '/');
  await receiver.until(() => receiver.events.some((e) => e.type === 'launched' && !before.has(e.id)));
  const launched = receiver.events.find((e) => e.type === 'launched' && !before.has(e.id))!;
  expect(launched).toMatchObject({ course: { id: outline.id, language: 'en' }, resumed: false });

  receiver.failing = true;
  const postsBefore = receiver.posts.length;
  await answer(page, single, 'wrong');
  // The sink tried while the receiver was down: an answer went out and came back 503.
  await receiver.until(() => receiver.posts.slice(postsBefore).some((p) => p.status === 503));
  expect(ofAttempt(launched.attemptId as string).some((e) => e.type === 'answered')).toBe(false);
  // The learner goes on meanwhile: nothing waits for the receiver.
  await answer(page, multiple, 'right');

  receiver.failing = false;
  await receiver.until(() => answeredIds(ofAttempt(launched.attemptId as string)).length === 2);
  await receiver.until(() => ofAttempt(launched.attemptId as string).filter((e) => e.type === 'status').length > 0);
  const events = ofAttempt(launched.attemptId as string);
  expect(events[0].type).toBe('launched');
  expect(answeredIds(events)).toEqual([single.id, multiple.id]);
  const firstAnswer = events.findIndex((e) => e.type === 'answered');
  const firstStatus = events.findIndex((e) => e.type === 'status');
  expect(firstAnswer).toBeLessThan(firstStatus);
  expect(events.find((e) => e.type === 'answered' && e.questionId === single.id)).toMatchObject({ correct: false, score: 0, questionType: 'singleSelectText' });
  expect(events.find((e) => e.type === 'answered' && e.questionId === multiple.id)).toMatchObject({ correct: true, score: 100 });
  // In the order they happened: the receiver's order is the player's.
  const times = events.map((e) => Date.parse(e.at));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(errors).toEqual([]);
  await context.close();
});

test('closing the tab sends what is still queued, and the exit, with keepalive on page hide', async () => {
  const { context, page, errors } = await learnerTab();
  const before = new Set(receiver.events.map((e) => e.id));
  await openRoute(page, server, '/');
  await receiver.until(() => receiver.events.some((e) => e.type === 'launched' && !before.has(e.id)));
  const launched = receiver.events.find((e) => e.type === 'launched' && !before.has(e.id))!;

  receiver.failing = true;
  const postsBefore = receiver.posts.length;
  await answer(page, single, 'right');
  await receiver.until(() => receiver.posts.slice(postsBefore).some((p) => p.status === 503));
  receiver.failing = false;
  // The learner closes the tab: 'exited' is made on page hide and can only come by the request made
  // then; held a moment by the receiver, it arrives only if it outlives the page (keepalive).
  receiver.holdMs = 500;
  await page.close();
  await receiver.until(() => ofAttempt(launched.attemptId as string).some((e) => e.type === 'exited'));
  const events = ofAttempt(launched.attemptId as string);
  expect(events[0].type).toBe('launched');
  expect(events.at(-1)).toMatchObject({ type: 'exited', reason: 'unload' });
  expect(answeredIds(events)).toEqual([single.id]);
  expect(events.findIndex((e) => e.type === 'answered')).toBeLessThan(events.findIndex((e) => e.type === 'status'));
  expect(errors).toEqual([]);
  await context.close();
});
