/**
 * The plugin author's path (docs/plugins.md): the example type test/plugins/numericAnswer, which
 * lives outside plugins/, is built into a host's own player entry and plays in a course like a
 * built-in type: rendered, answered, scored, saved and restored after a reload, axe-clean.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { examples } from '../plugins/numericAnswer/examples';
import { browserTestEnv } from './support/harness';
import { startHostPlayer, type HostPlayer } from './support/hostPlayer';
import { openRoute } from './support/player';
import { courseFixture } from './support/server';

const env = browserTestEnv();
let host: HostPlayer;
const question = examples[0].question as { id: string };
const sectionId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

beforeAll(async () => {
  host = await startHostPlayer(env, {
    entry: 'test/plugins/customPlayer.tsx',
    prefix: 'custom-type-',
    // The showcase with one more section holding the example question.
    prepare: async (work) => {
      const course = path.join(work, 'course');
      await cp(courseFixture('showcase'), course, { recursive: true });
      const dataFile = path.join(course, 'content', 'data.js');
      const data = JSON.parse(await readFile(dataFile, 'utf8'));
      data.sections.push({ id: sectionId, title: { en: 'Numbers', ar: 'أرقام' }, imageUrl: null, learningObjective: null, isTransparent: false, questions: [examples[0].question] });
      await writeFile(dataFile, JSON.stringify(data));
      return course;
    },
  });
}, 120_000);

test('a question type registered by a host entry plays, scores, restores and passes axe', async () => {
  const { page, errors } = await env.page();
  const route = `/sections/${sectionId}/questions/${question.id}`;
  await openRoute(page, host.server, route);
  await page.waitForSelector('.numeric-input');
  await env.axe(page);

  await page.type('.numeric-input', '21,5');
  await page.click('.answer-form button[type=submit]');
  await page.waitForSelector('.feedback-correct');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.feedback-correct');
  expect(await page.$eval('.numeric-input', (i) => (i as HTMLInputElement).value)).toBe('21,5');
  expect(errors).toEqual([]);
  await page.close();
});
