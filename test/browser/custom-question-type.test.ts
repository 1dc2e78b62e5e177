/**
 * The plugin author's path (docs/plugins.md): the example type test/plugins/numericAnswer, which
 * lives outside plugins/, is built into a host's own player entry and plays in a course like a
 * built-in type: rendered, answered, scored, saved and restored after a reload, axe-clean.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import webpack from 'webpack';
import buildConfig from '../../webpack.config';
import { examples } from '../plugins/numericAnswer/examples';
import { formatViolations, runAxe } from './support/axe';
import { launchChromium } from './support/chromium';
import { repoRoot } from './support/loadScript';
import { newPlayerPage, openRoute } from './support/player';
import { courseFixture, startCourseServer, type CourseServer } from './support/server';

let browser: Browser;
let work: string;
let server: CourseServer;
const question = examples[0].question as { id: string };
const sectionId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

function build(outDir: string): Promise<void> {
  const config = buildConfig({}, { mode: 'production' });
  config.entry = { main: path.join(repoRoot, 'test/plugins/customPlayer.tsx') };
  config.output = { ...config.output, path: outDir };
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'custom-type-'));
  const dist = path.join(work, 'dist');
  const course = path.join(work, 'course');
  await build(dist);
  // The showcase with one more section holding the example question.
  await cp(courseFixture('showcase'), course, { recursive: true });
  const dataFile = path.join(course, 'content', 'data.js');
  const data = JSON.parse(await readFile(dataFile, 'utf8'));
  data.sections.push({ id: sectionId, title: { en: 'Numbers', ar: 'أرقام' }, imageUrl: null, learningObjective: null, isTransparent: false, questions: [examples[0].question] });
  await writeFile(dataFile, JSON.stringify(data));
  server = await startCourseServer(course, { distDir: dist });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

test('a question type registered by a host entry plays, scores, restores and passes axe', async () => {
  const { page, errors } = await newPlayerPage(browser);
  const route = `/sections/${sectionId}/questions/${question.id}`;
  await openRoute(page, server, route);
  await page.waitForSelector('.numeric-input');
  expect(formatViolations(await runAxe(page))).toBe('No accessibility violations.');

  await page.type('.numeric-input', '21,5');
  await page.click('.answer-form button[type=submit]');
  await page.waitForSelector('.feedback-correct');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.feedback-correct');
  expect(await page.$eval('.numeric-input', (i) => (i as HTMLInputElement).value)).toBe('21,5');
  expect(errors).toEqual([]);
  await page.close();
});
