/**
 * What the packager reads from a course folder must be what the player does with it: the title a
 * learner sees on opening (the default language's) and the mastery score the player applies
 * (settings.js merged over the manifest's defaultTemplateSettings, SPEC 3.1, 4.1).
 */
import path from 'node:path';
import { HttpClient } from '../../core/http/httpClient';
import { loadPackage } from '../../core/package/loadPackage';
import { pickText } from '../../core/package/localize';
import { BASE_URL, fixtureFetch } from '../support/fixtureFetch';
import { NotACourseError, readCourseFacts } from '../../scripts/package/courseFacts';
import { copyCourse, fixture, readJsonFile, removeDir, tempDir } from './support/workspace';

let work: string;
beforeAll(() => {
  work = tempDir('course-facts');
});
afterAll(() => removeDir(work));

/** What the player loads from the folder, as a learner opening it without a language parameter. */
async function asThePlayerReadsIt(dir: string) {
  const http = new HttpClient({ fetch: fixtureFetch(dir).fetch, sleep: async () => undefined, maxRetries: 0 });
  const pkg = await loadPackage({ baseUrl: BASE_URL, http, warn: () => undefined });
  return {
    title: pickText(pkg.data.title, pkg.language.language, pkg.defaultLanguage.language).trim(),
    mastery: pkg.template.masteryScore,
    publishMode: pkg.publish.publishMode,
  };
}

test.each(['legacy-2021', 'showcase', 'hostile-fragments'])('%s: the same title, mastery score and publish mode as the player', async (name) => {
  const facts = readCourseFacts(fixture(name));
  expect({ title: facts.title, mastery: facts.mastery, publishMode: facts.publishMode }).toEqual(await asThePlayerReadsIt(fixture(name)));
});

test('legacy-2021 (an LMS package of 2021): its title, mastery 80 and publishMode Lms', () => {
  expect(readCourseFacts(fixture('legacy-2021'))).toMatchObject({
    id: 'fabeb582a8e1a0cbe40ee4ec78637d72',
    title: 'Setting Up a Comfortable Desk',
    mastery: { score: 80, isOverall: true },
    publishMode: 'Lms',
  });
});

test("a multilingual title is the default language's, as on the cover", async () => {
  const dir = path.join(work, 'multilingual');
  copyCourse('showcase', dir);
  const languages = readJsonFile(path.join(dir, 'languageSettings.json')) as unknown as { language: string; isDefault: boolean }[];
  const codes = languages.map((l) => l.language);
  expect(codes.length).toBeGreaterThan(1);
  // Make the second language the default, and give the title a text per language.
  const def = codes[1];
  const data = readJsonFile(path.join(dir, 'content/data.js'));
  data.title = Object.fromEntries(codes.map((code) => [code, `Title in ${code}`]));
  copyCourse('showcase', dir, {
    'content/data.js': JSON.stringify(data),
    'languageSettings.json': JSON.stringify(languages.map((l) => ({ ...l, isDefault: l.language === def }))),
  });
  const facts = readCourseFacts(dir);
  expect(facts.title).toBe(`Title in ${def}`);
  expect(facts.title).toBe((await asThePlayerReadsIt(dir)).title);
});

test.each([
  ['a null score in settings.js falls back to the manifest default', { score: null }, { score: 65, isOverall: true }],
  ['a score as text counts', { score: '70' }, { score: 70, isOverall: true }],
  ['mastery per section', { score: 90, isOverall: false }, { score: 90, isOverall: false }],
  ['a score above 100 is 100', { score: 250 }, { score: 100, isOverall: true }],
])('settings.js masteryScore merged over the manifest: %s', async (_name, masteryScore, expected) => {
  const dir = path.join(work, `mastery-${JSON.stringify(masteryScore).replace(/\W+/g, '')}`);
  copyCourse('showcase', dir);
  const manifest = readJsonFile(path.join(dir, 'manifest.json'));
  const defaults = (manifest.defaultTemplateSettings ?? {}) as Record<string, unknown>;
  manifest.defaultTemplateSettings = { ...defaults, masteryScore: { score: 65, isOverall: true } };
  const settings = readJsonFile(path.join(dir, 'settings.js'));
  settings.masteryScore = masteryScore;
  copyCourse('showcase', dir, { 'manifest.json': JSON.stringify(manifest), 'settings.js': JSON.stringify(settings) });
  const facts = readCourseFacts(dir);
  expect(facts.mastery).toEqual(expected);
  expect(facts.mastery).toEqual((await asThePlayerReadsIt(dir)).mastery);
});

describe('a folder that is not a course', () => {
  test.each([
    ['no manifest.json', { 'manifest.json': null }, /is not a course package: it has no manifest\.json \(give the folder that holds manifest\.json and content\/data\.js\)/],
    ['no content/data.js', { 'content/data.js': null }, /is not a course package: it has no content\/data\.js/],
    ['a data.js that is not JSON', { 'content/data.js': 'var course = {};' }, /is not a course package: its content\/data\.js is not a JSON object/],
  ])('%s', (_name, files, message) => {
    const dir = path.join(work, `broken-${Object.keys(files)[0].replace(/\W+/g, '')}-${String(Object.values(files)[0]).length}`);
    copyCourse('showcase', dir, files);
    expect(() => readCourseFacts(dir)).toThrow(NotACourseError);
    expect(() => readCourseFacts(dir)).toThrow(message);
  });

  test('a path that does not exist', () => {
    expect(() => readCourseFacts(path.join(work, 'nowhere'))).toThrow(/nowhere does not exist/);
  });
});
