/**
 * The host's path for a delivery backend (docs/plugins.md): the example test/plugins/restDelivery,
 * which lives outside the player's folders, is built into a host's own entry
 * (test/plugins/restPlayer.tsx) with no edit to core/ or app/. Launched with `?progressUrl=` naming a
 * record at the host's endpoint (on 127.0.0.1, another origin than the course's: CORS with the
 * learner's cookies), the learner's answer is written there on the ETag it last saw, and a reload
 * reads it back from there, not from the browser.
 */
import type { DataQuestion } from './drivers/types';
import { driver as singleSelect } from './drivers/singleSelectText';
import { browserTestEnv } from './support/harness';
import { startHostPlayer, type HostPlayer } from './support/hostPlayer';
import { openRoute, readOutline } from './support/player';
import { courseFixture } from './support/server';
import { startProgressEndpoint, type ProgressEndpoint } from '../plugins/restDelivery/progressEndpoint';

const outline = readOutline(courseFixture('showcase'));
const [s1] = outline.sections;
const question = s1.questions.find((q) => q.type === 'singleSelectText' && !q.isSurvey)!;
const record = '/progress/ada/showcase';

const env = browserTestEnv();
let endpoint: ProgressEndpoint;
let host: HostPlayer;

beforeAll(async () => {
  endpoint = env.use(await startProgressEndpoint());
  host = await startHostPlayer(env, {
    entry: 'test/plugins/restPlayer.tsx',
    prefix: 'rest-delivery-',
    course: courseFixture('showcase'),
    defines: { PROGRESS_ORIGIN: endpoint.origin },
  });
}, 180_000);

const puts = () => endpoint.requests.filter((r) => r.method === 'PUT' && r.path === record);

test('an answer is saved at the endpoint the launch names, and a reload finds it there', async () => {
  const { page, errors, console: messages } = await env.page();
  const query = `progressUrl=${encodeURIComponent(endpoint.url(record))}&learnerId=ada&learnerName=Ada`;
  await openRoute(page, host.server, `/sections/${s1.id}/questions/${question.id}`, query);
  await page.waitForSelector('.choice-input');
  await singleSelect.answerWronglyWithMouse(page, question as unknown as DataQuestion, 'en');
  const chosen = await page.$$eval('.choice-input', (inputs) => inputs.map((i) => (i as HTMLInputElement).checked));
  const before = puts().length;
  await page.click('.answer-form button[type=submit]');
  await page.waitForSelector('.feedback:not(.feedback-correct)');
  await endpoint.until(() => puts().length > before && puts().at(-1)!.status === 204);

  // The first write created the record, every later one was conditional on the ETag the one before got.
  expect(puts()[0].condition).toBe('If-None-Match: *');
  expect(puts().slice(1).every((r) => r.condition?.startsWith('If-Match: "'))).toBe(true);
  expect(puts().every((r) => r.status === 204)).toBe(true);
  expect(endpoint.records.get(record)!.text.length).toBeGreaterThan(0);

  const reads = endpoint.requests.filter((r) => r.method === 'GET').length;
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.feedback:not(.feedback-correct)');
  expect(await page.$$eval('.choice-input', (inputs) => inputs.map((i) => (i as HTMLInputElement).checked))).toEqual(chosen);
  expect(endpoint.requests.filter((r) => r.method === 'GET').length).toBe(reads + 1);
  // Browser storage was not the one that kept it.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('course_progress')))).toEqual([]);
  expect(errors).toEqual([]);
  expect(messages.filter((m) => /progress/i.test(m.text))).toEqual([]);
  await page.close();
});
