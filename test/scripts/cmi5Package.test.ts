/**
 * `npm run package -- --format cmi5`: the zip a cmi5 LMS imports, with cmi5.xml at its root. The cmi5
 * CourseStructure.xsd is not vendored, so cmi5.xml is checked against its structure here: the
 * namespace, one course and one AU with their required attributes and children, in the schema's order.
 */
import path from 'node:path';
import { readCourseFacts } from '../../scripts/package/courseFacts';
import { CMI5_NS } from '../../scripts/package/cmi5Xml';
import { parseXml, type XmlElement } from '../../scripts/package/xml';
import { loadScriptModule } from '../browser/support/loadScript';
import { copyCourse, fakePlayerBuild, fixture, listTree, readJsonFile, removeDir, tempDir, unzipTo } from './support/workspace';

interface Report {
  format: string;
  hasImsManifest: boolean;
  notes: string[];
  warnings: string[];
}
const { packageCourse } = loadScriptModule<{
  packageCourse: (o: { courseDir: string; distDir: string; outFile: string; format?: string }) => Report;
}>('scripts/package-course.mjs');

let work: string;
let dist: string;
let counter = 0;
beforeAll(() => {
  work = tempDir('package-cmi5');
  dist = fakePlayerBuild(work);
});
afterAll(() => removeDir(work));

function pack(courseDir: string) {
  counter += 1;
  const outFile = path.join(work, `out-${counter}.zip`);
  const report = packageCourse({ courseDir, distDir: dist, outFile, format: 'cmi5' });
  const files = unzipTo(outFile, path.join(work, `unzipped-${counter}`));
  return { report, names: Object.keys(files).sort(), xml: Buffer.from(files['cmi5.xml']).toString('utf8') };
}

const MOVE_ON = ['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable'];
const LAUNCH_METHODS = ['AnyWindow', 'OwnWindow'];
const elements = (e: XmlElement) => e.children.map((c) => (c.ns === CMI5_NS ? c.name : `{${c.ns}}${c.name}`));

/** The problems of a cmi5.xml against the structure of CourseStructure.xsd (as far as one AU uses it). */
function structureProblems(xml: string): string[] {
  const problems: string[] = [];
  const root = parseXml(xml);
  if (root.ns !== CMI5_NS || root.name !== 'courseStructure') return [`root is {${root.ns}}${root.name}`];
  const texts = (parent: XmlElement, name: string) => {
    const el = parent.children.find((c) => c.name === name);
    const strings = el?.children ?? [];
    if (!strings.length || strings.some((s) => s.name !== 'langstring' || !s.attrs.get('lang') || !s.text.trim())) problems.push(`${parent.name}/${name} needs langstrings with a lang and text`);
  };
  const [course, ...rest] = root.children;
  if (course?.name !== 'course') problems.push('the first child is not course');
  else {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(course.attrs.get('id') ?? '')) problems.push('course id is not an IRI');
    if (elements(course).join() !== 'title,description') problems.push(`course children: ${elements(course).join()}`);
    texts(course, 'title');
    texts(course, 'description');
  }
  const aus = rest.filter((c) => c.name === 'au');
  if (rest.length !== 1 || aus.length !== 1) problems.push(`after course: ${rest.map((c) => c.name).join()}`);
  for (const au of aus) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(au.attrs.get('id') ?? '')) problems.push('au id is not an IRI');
    if (!MOVE_ON.includes(au.attrs.get('moveOn') ?? 'NotApplicable')) problems.push(`au moveOn ${au.attrs.get('moveOn')}`);
    if (!LAUNCH_METHODS.includes(au.attrs.get('launchMethod') ?? 'AnyWindow')) problems.push(`au launchMethod ${au.attrs.get('launchMethod')}`);
    const mastery = au.attrs.get('masteryScore');
    if (mastery !== undefined && !(/^(0(\.\d+)?|1(\.0+)?)$/.test(mastery))) problems.push(`au masteryScore ${mastery} is not a decimal 0..1`);
    if (elements(au).join() !== 'title,description,url') problems.push(`au children: ${elements(au).join()}`);
    texts(au, 'title');
    texts(au, 'description');
  }
  return problems;
}

const auOf = (xml: string) => parseXml(xml).children[1];

test('a cmi5 course: cmi5.xml with one AU launching index.html, the title, moveOn Passed and the course mastery score; no SCORM files', () => {
  const { report, names, xml } = pack(fixture('showcase'));
  expect(report).toMatchObject({ format: 'cmi5', hasImsManifest: false, warnings: [] });
  expect(names).toContain('cmi5.xml');
  expect(names.filter((n) => n === 'imsmanifest.xml' || n === 'tincan.xml' || /\.(xsd|dtd)$/.test(n))).toEqual([]);
  expect(structureProblems(xml)).toEqual([]);
  const au = auOf(xml);
  const facts = readCourseFacts(fixture('showcase'));
  expect(au.attrs.get('moveOn')).toBe('Passed');
  expect(Number(au.attrs.get('masteryScore'))).toBe(facts.mastery.score / 100);
  expect(au.children.find((c) => c.name === 'url')?.text).toBe('index.html');
  expect(au.children.find((c) => c.name === 'title')?.children[0].text).toBe('Caring for Houseplants');
  const courseId = readJsonFile(path.join(fixture('showcase'), 'content/data.js')).id as string;
  expect(au.attrs.get('id')).toBe(`https://open-course-player.org/xapi/courses/${encodeURIComponent(courseId)}/au`);
  expect(listTree(fixture('showcase')).every((rel) => rel === 'index.html' || names.includes(rel))).toBe(true);
});

test('a course mastered per section declares no masteryScore; a SCORM course packaged as cmi5 leaves its manifest out; text is escaped', () => {
  const scormZip = path.join(work, 'scorm-src');
  const dir = copyCourse('legacy-2021', scormZip, {
    'content/data.js': JSON.stringify({ ...readJsonFile(path.join(fixture('legacy-2021'), 'content/data.js')), title: { en: 'Fish & "Chips" <1>' } }),
    'cmi5.xml': '<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd"/>',
  });
  const perSection = { ...readJsonFile(path.join(dir, 'settings.js')) } as Record<string, unknown>;
  perSection.masteryScore = { score: 60, isOverall: false };
  const sectioned = copyCourse('legacy-2021', path.join(work, 'sectioned'), { 'settings.js': JSON.stringify(perSection) });
  const a = pack(dir);
  expect(structureProblems(a.xml)).toEqual([]);
  expect(a.names).not.toContain('imsmanifest.xml');
  expect(auOf(a.xml).children.find((c) => c.name === 'title')?.children[0].text).toBe('Fish & "Chips" <1>');
  const b = pack(sectioned);
  expect(structureProblems(b.xml)).toEqual([]);
  expect(auOf(b.xml).attrs.has('masteryScore')).toBe(false);
});

test('the structure check finds what a wrong cmi5.xml gets wrong', () => {
  const { xml } = pack(fixture('showcase'));
  expect(structureProblems(xml.replace('moveOn="Passed"', 'moveOn="Done"'))).toEqual(['au moveOn Done']);
  expect(structureProblems(xml.replace(/masteryScore="[^"]*"/, 'masteryScore="80"'))).toEqual(['au masteryScore 80 is not a decimal 0..1']);
  expect(structureProblems(xml.replace('<url>index.html</url>', ''))).toEqual(['au children: title,description']);
});
