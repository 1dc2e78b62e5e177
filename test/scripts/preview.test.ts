/**
 * `npm start -- --preview` (issue 27, docs/preview.md): the served publishSettings.js is the
 * package's own in preview mode, the folder untouched; one link per question, in the course's order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadScriptModule } from '../browser/support/loadScript';

interface Links {
  course: string;
  questions: { id: string; type: string; title: string; section: string; url: string }[];
}
const { previewLinks, previewOverrides, previewReport } = loadScriptModule<{
  previewLinks: (courseDir: string, playerUrl: string) => Links;
  previewOverrides: (courseDir: string) => Record<string, string>;
  previewReport: (links: Links) => string;
}>('scripts/preview.mjs');

const showcase = path.resolve(__dirname, '../fixtures/courses/showcase');
const onDisk = () => readFileSync(path.join(showcase, 'publishSettings.js'), 'utf8');

test('serves publishSettings.js as a preview, keeping every other setting, without changing the file', () => {
  const before = onDisk();
  const served = JSON.parse(previewOverrides(showcase)['/publishSettings.js']);
  expect(served).toEqual({ ...JSON.parse(before), publishMode: 'Preview' });
  expect(onDisk()).toBe(before);
});

test('prints the course and one link per question: section, title in the default language, type, ?questionId=', () => {
  const data = JSON.parse(readFileSync(path.join(showcase, 'content', 'data.js'), 'utf8'));
  const ids = data.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => q.id));
  const links = previewLinks(showcase, 'http://127.0.0.1:8080/');
  expect(links.course).toBe('http://127.0.0.1:8080/');
  expect(links.questions.map((q) => q.id)).toEqual(ids);
  const first = links.questions[0];
  expect(first).toMatchObject({ title: data.sections[0].questions[0].title.en, type: data.sections[0].questions[0].type, url: `http://127.0.0.1:8080/?questionId=${ids[0]}` });
  const report = previewReport(links);
  expect(report).toContain(`Course preview: http://127.0.0.1:8080/`);
  expect(report).toContain(`${first.title} [${first.type}]\n    ${first.url}`);
});
