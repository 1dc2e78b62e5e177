/**
 * Issue 21 §5, no lost update, in Chromium against the real learner service: one learner on two
 * devices (two fresh browser profiles) on the same attempt, each answering a different question at
 * the same moment. Every write names the attempt's revision; the one that comes second meets a 412,
 * merges the other's record into its course and writes again. After both saved, a reload on either
 * device, and a third one, shows every answer.
 */
import type { Frame } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { answeredIn, startHostedCourse, type HostedCourse } from './support/hostedService';
import { answer, answerStates, coursePages, isScored, type CoursePage } from './support/lmsCourse';

const env = browserTestEnv();
let hosted: HostedCourse;
let questions: CoursePage[];

beforeAll(async () => {
  // The request log (method, path, status; never bodies) shows the conflicts the merge resolved.
  hosted = await startHostedCourse(env, { env: { LOG_REQUESTS: 'true' } });
  questions = (await coursePages(hosted.dir)).filter((q) => ['singleSelectText', 'multipleSelect'].includes(q.type) && isScored(q)).slice(0, 4);
}, 60000);

test('two profiles answer different questions of one attempt at once: after both saved and a reload, every answer is there', async () => {
  const learner = { name: 'Katherine Johnson', email: 'katherine@example.org', password: 'trajectory-1962' };
  const token = await hosted.register(learner);
  const laptop = await hosted.openAs(token);
  // The laptop opened (created) the attempt; the phone opens the same one, as the service's last.
  await hosted.saved(token, () => true);
  const phone = await hosted.openAs(await hosted.signIn(learner));
  const [lq, pq] = [laptop.page.mainFrame(), phone.page.mainFrame()];
  const [a, b, c, d] = questions;

  // Each device answers its own question at the same moment, twice: every write after the first meets a newer revision.
  expect(await Promise.all([answer(laptop.page, lq, a, 'right'), answer(phone.page, pq, b, 'wrong')])).toEqual(['correct', 'incorrect']);
  expect(await Promise.all([answer(laptop.page, lq, c, 'wrong'), answer(phone.page, pq, d, 'right')])).toEqual(['incorrect', 'correct']);
  await hosted.saved(token, (record) => answeredIn(record) >= 4);
  // The devices did write over each other's revision: the service refused those writes (412), and they merged.
  expect(hosted.service.printed).toMatch(/"statusCode":412/);

  const expected = ['correct', 'incorrect', 'incorrect', 'correct'];
  const shown = async (frame: Frame) => answerStates(frame, [a, b, c, d]);
  for (const device of [laptop, phone]) {
    await device.page.reload({ waitUntil: 'domcontentloaded' });
    await device.page.waitForSelector('main h1', { timeout: 20000 });
    expect(await shown(device.page.mainFrame())).toEqual(expected);
  }
  const third = await hosted.openAs(await hosted.signIn(learner));
  expect(await shown(third.page.mainFrame())).toEqual(expected);
  for (const device of [laptop, phone, third]) {
    expect(device.errors).toEqual([]);
    await device.context.close();
  }
});
