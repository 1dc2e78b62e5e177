/**
 * `npm run package` (issue 10, section 3): the zip an LMS accepts, for SCORM 1.2 and 2004, and the
 * one a web server takes. The manifest is validated against the SCORM schema files in the zip with
 * xmllint, offline; a course's own manifest is kept only when it is already right.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCORM, schemaFiles } from '../../scripts/package/formats';
import { readImsManifest } from '../../scripts/package/imsManifest';
import { TINCAN_NS } from '../../scripts/package/tincanXml';
import { childNamed, childrenNamed, parseXml } from '../../scripts/package/xml';
import { loadScriptModule, repoRoot } from '../browser/support/loadScript';
import { validateManifest } from './support/xmllint';
import { copyCourse, fakePlayerBuild, fixture, listTree, readJsonFile, removeDir, tempDir, unzipTo } from './support/workspace';

type Format = 'scorm12' | 'scorm2004' | 'xapi' | 'web' | 'review';
interface Report {
  outFile: string;
  format: Format;
  files: number;
  hasImsManifest: boolean;
  hasTincanXml: boolean;
  manifest: { action: 'written' | 'kept' | 'none'; identifier: string | null; reasons: string[] };
  notes: string[];
  warnings: string[];
}
interface Progress {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
}
const { packageCourse } = loadScriptModule<{
  packageCourse: (o: { courseDir: string; distDir: string; outFile: string; format?: Format; serviceUrl?: string; onProgress?: (p: Progress) => void }) => Report;
}>('scripts/package-course.mjs');

let work: string;
let dist: string;
let counter = 0;
beforeAll(() => {
  work = tempDir('package-course');
  dist = fakePlayerBuild(work);
});
afterAll(() => removeDir(work));

/** Packages `courseDir` and unzips the result into a fresh folder. */
function pack(courseDir: string, format?: Format, distDir = dist, serviceUrl?: string) {
  counter += 1;
  const outFile = path.join(work, `out-${counter}.zip`);
  const report = packageCourse({ courseDir, distDir, outFile, format, serviceUrl });
  const dir = path.join(work, `unzipped-${counter}`);
  const files = unzipTo(outFile, dir);
  const text = (name: string) => Buffer.from(files[name]).toString('utf8');
  return { report, files, dir, text, names: Object.keys(files).sort() };
}

const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const treeHashes = (dir: string) => Object.fromEntries(listTree(dir).map((rel) => [rel, sha(readFileSync(path.join(dir, rel)))]));
const playerFiles = () => listTree(path.join(dist, 'player')).map((rel) => `player/${rel}`);

describe.each([
  ['scorm12', undefined],
  ['scorm2004', 'scorm2004'],
] as const)('legacy-2021 as %s', (format, requested) => {
  let packed: ReturnType<typeof pack>;
  beforeAll(() => {
    packed = pack(fixture('legacy-2021'), requested);
  });

  test('the zip: the course unchanged, the player, and the schema files of that SCORM version at the root', () => {
    const course = listTree(fixture('legacy-2021')).filter((rel) => rel !== 'imsmanifest.xml' && rel !== 'publishSettings.js');
    expect(packed.names).toEqual([...course, 'publishSettings.js', ...playerFiles(), 'index.html', 'imsmanifest.xml', ...schemaFiles(format)].sort());
    for (const rel of course) expect(sha(packed.files[rel])).toBe(sha(readFileSync(path.join(fixture('legacy-2021'), rel))));
    expect(packed.text('index.html')).toBe(readFileSync(path.join(dist, 'index.html'), 'utf8'));
    const other = format === 'scorm12' ? 'scorm2004' : 'scorm12';
    expect(schemaFiles(other).filter((name) => name in packed.files && !schemaFiles(format).includes(name))).toEqual([]);
    expect(packed.report).toMatchObject({ format, hasImsManifest: true, warnings: [] });
  });

  test('the manifest: every file of the zip listed exactly once (but the manifest and its schema files), the title, mastery 80, launched at index.html', () => {
    const read = readImsManifest(packed.text('imsmanifest.xml'));
    const control = new Set(['imsmanifest.xml', ...schemaFiles(format)]);
    expect([...read.files].sort()).toEqual(packed.names.filter((name) => !control.has(name)));
    expect(new Set(read.files).size).toBe(read.files.length);
    expect(read).toMatchObject({
      format,
      identifier: 'course_fabeb582a8e1a0cbe40ee4ec78637d72',
      title: 'Setting Up a Comfortable Desk',
      masteryScore: 80,
      scoLaunches: ['index.html'],
    });
  });

  test('the manifest validates against the SCORM schema files in the zip (xmllint, offline)', () => {
    const result = validateManifest(packed.dir);
    expect(result.output).toMatch(/imsmanifest\.xml validates/);
    expect(result.valid).toBe(true);
  });

  test("the course's own manifest (SCORM 1.2, without the player's files) is rewritten, keeping its identifier", () => {
    expect(packed.report.manifest.action).toBe('written');
    expect(packed.report.manifest.identifier).toBe('course_fabeb582a8e1a0cbe40ee4ec78637d72');
    const reasons = packed.report.manifest.reasons.join('; ');
    expect(reasons).toMatch(/does not list 5 file\(s\) of the zip \(player\//);
    if (format === 'scorm2004') expect(reasons).toMatch(/it is SCORM 1\.2, not SCORM 2004 4th Edition/);
  });

  test('publishSettings.js in the zip names the SCORM version of the zip, so the player talks to the LMS in it', () => {
    const original = readJsonFile(path.join(fixture('legacy-2021'), 'publishSettings.js'));
    const zipped = JSON.parse(packed.text('publishSettings.js'));
    expect(zipped).toEqual({ ...original, publishMode: SCORM[format].publishMode });
  });
});

describe('xmllint fails a manifest that breaks the schema (the validation can fail)', () => {
  test.each([
    ['scorm12', /<adlcp:masteryscore>80<\/adlcp:masteryscore>/, '<adlcp:masteryscores>80</adlcp:masteryscores>', /masteryscores.*No matching global element declaration/],
    ['scorm2004', /<imsss:minNormalizedMeasure>0\.8</, '<imsss:minNormalizedMeasure>1.5<', /minNormalizedMeasure.*greater than the maximum value allowed/],
    ['scorm2004', /adlcp:scormType="sco"/, 'adlcp:scormType="lesson"', /scormType.*'lesson' is not an element of the set/],
    ['scorm12', /<title>([^<]*)<\/title>/, '<titel>$1</titel>', /titel.*This element is not expected/],
  ] as const)('%s: %s', (format, find, replace, error) => {
    const { dir, text } = pack(fixture('legacy-2021'), format);
    const broken = text('imsmanifest.xml').replace(find, replace);
    expect(broken).not.toBe(text('imsmanifest.xml'));
    writeFileSync(path.join(dir, 'imsmanifest.xml'), broken);
    const result = validateManifest(dir);
    expect(result.valid).toBe(false);
    expect(result.output).toMatch(error);
  });
});

describe('kept when right, rewritten when not', () => {
  test.each(['scorm12', 'scorm2004'] as const)('%s: a package unzipped and packaged again with the same player keeps its manifest byte for byte', (format) => {
    const first = pack(fixture('legacy-2021'), format);
    const again = pack(first.dir, format);
    expect(again.report.manifest).toEqual({ action: 'kept', identifier: 'course_fabeb582a8e1a0cbe40ee4ec78637d72', reasons: [] });
    expect(Buffer.from(again.files['imsmanifest.xml']).equals(Buffer.from(first.files['imsmanifest.xml']))).toBe(true);
    expect(again.names).toEqual(first.names);
  });

  test("a right manifest an author extended (metadata, comments) is kept as it is, extensions and all", () => {
    const first = pack(fixture('legacy-2021'), 'scorm2004');
    const extended = first
      .text('imsmanifest.xml')
      .replace('<metadata>', '<!-- edited by the author -->\n  <metadata>')
      .replace('<imsss:sequencing>', '<imsss:sequencing>\n          <imsss:controlMode choice="true" flow="true"/>');
    writeFileSync(path.join(first.dir, 'imsmanifest.xml'), extended);
    const again = pack(first.dir, 'scorm2004');
    expect(again.report.manifest.action).toBe('kept');
    expect(again.text('imsmanifest.xml')).toBe(extended);
    expect(validateManifest(again.dir).valid).toBe(true);
  });

  test('a new player build is a reason to rewrite: its files are not the ones the manifest lists', () => {
    const first = pack(fixture('legacy-2021'), 'scorm12');
    const again = pack(first.dir, 'scorm12', fakePlayerBuild(work, '9e8d7c6b'));
    expect(again.report.manifest.action).toBe('written');
    expect(again.report.manifest.reasons.join('; ')).toMatch(/does not list 4 file\(s\) of the zip \(player\/412\.9e8d7c6b\.js.*lists 4 file\(s\) the zip does not hold \(player\/412\.0a1b2c3d\.js/);
    expect(readImsManifest(again.text('imsmanifest.xml')).files).toContain('player/main.9e8d7c6b.js');
  });

  test('a manifest that cannot be read is rewritten with a new identifier', () => {
    const dir = copyCourse('legacy-2021', path.join(work, 'unreadable-manifest'), { 'imsmanifest.xml': '<manifest identifier="x"><resources></manifest>' });
    const { report, text } = pack(dir);
    expect(report.manifest.action).toBe('written');
    expect(report.manifest.reasons[0]).toMatch(/^it cannot be read: /);
    expect(readImsManifest(text('imsmanifest.xml')).identifier).toBe('course_fabeb582a8e1a0cbe40ee4ec78637d72');
  });

  test('a course without a manifest gets one, its identifier made from the course id', () => {
    const dir = copyCourse('legacy-2021', path.join(work, 'no-manifest'), { 'imsmanifest.xml': null });
    const { report, dir: out } = pack(dir, 'scorm12');
    expect(report.manifest).toEqual({ action: 'written', identifier: 'course_fabeb582a8e1a0cbe40ee4ec78637d72', reasons: ['the course has none'] });
    expect(validateManifest(out).valid).toBe(true);
  });
});

test('a showcase course (publishMode Publish) packaged as SCORM 1.2: every file listed, mastery of its settings, publishMode Lms in the zip', () => {
  const { report, dir, text, names } = pack(fixture('showcase'), 'scorm12');
  expect(report.manifest.action).toBe('written');
  expect(report.notes.join(' ')).toMatch(/publishMode 'Publish' becomes 'Lms' in the zip/);
  const read = readImsManifest(text('imsmanifest.xml'));
  expect([...read.files].sort()).toEqual(names.filter((n) => n !== 'imsmanifest.xml' && !schemaFiles('scorm12').includes(n)));
  expect(JSON.parse(text('publishSettings.js')).publishMode).toBe('Lms');
  expect(validateManifest(dir).valid).toBe(true);
});

test('file names with spaces and accents are listed as URI references and still validate', () => {
  const dir = copyCourse('legacy-2021', path.join(work, 'odd-names'), { 'media/photo of desk é.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  for (const format of ['scorm12', 'scorm2004'] as const) {
    const { text, dir: out } = pack(dir, format);
    expect(text('imsmanifest.xml')).toContain('<file href="media/photo%20of%20desk%20%C3%A9.svg"/>');
    expect(readImsManifest(text('imsmanifest.xml')).files).toContain('media/photo of desk é.svg');
    expect(validateManifest(out).valid).toBe(true);
  }
});

test('mastery per section: the manifest gives no mastery score, so the LMS does not judge the course by its total', () => {
  const settings = readJsonFile(path.join(fixture('legacy-2021'), 'settings.js'));
  const dir = copyCourse('legacy-2021', path.join(work, 'per-section'), { 'settings.js': JSON.stringify({ ...settings, masteryScore: { score: 80, isOverall: false } }) });
  for (const format of ['scorm12', 'scorm2004'] as const) {
    const { report, text, dir: out } = pack(dir, format);
    expect(readImsManifest(text('imsmanifest.xml')).masteryScore).toBeNull();
    expect(report.notes.join(' ')).toMatch(/mastered per section/);
    expect(validateManifest(out).valid).toBe(true);
  }
});

describe('web', () => {
  test('a course for a web server (the showcase, publishMode Publish): no imsmanifest.xml, no schema files, publishSettings.js as it is', () => {
    const { report, names, files } = pack(fixture('showcase'));
    expect(report).toMatchObject({ format: 'web', hasImsManifest: false, manifest: { action: 'none' }, warnings: [] });
    expect(report.notes.join(' ')).toMatch(/--format scorm12, --format scorm2004 or --format xapi/);
    expect(names).toEqual([...listTree(fixture('showcase')), ...playerFiles(), 'index.html'].sort());
    expect(sha(files['publishSettings.js'])).toBe(sha(readFileSync(path.join(fixture('showcase'), 'publishSettings.js'))));
  });

  test("an LMS course packaged with --format web leaves out its manifest and schema files, and warns that an LMS won't take it", () => {
    const first = pack(fixture('legacy-2021'), 'scorm2004');
    const { report, names } = pack(first.dir, 'web');
    expect(names.filter((n) => !n.includes('/'))).not.toContain('imsmanifest.xml');
    expect(names.filter((n) => /\.(xsd|dtd)$/.test(n))).toEqual([]);
    expect(report.warnings.join(' ')).toMatch(/published for an LMS \(publishMode 'Lms2004'\) but packaged for a web server: an LMS will not accept this zip \(use --format scorm2004\)/);
  });
});

describe('xapi', () => {
  const readTincan = (xml: string) => {
    const root = parseXml(xml);
    const activities = childrenNamed(childNamed(root, TINCAN_NS, 'activities'), TINCAN_NS, 'activity');
    return { root, activities };
  };

  test('an xAPI package: tincan.xml with one course activity from the course id, launching index.html; publishMode xapi; no SCORM files', () => {
    const { report, names, text } = pack(fixture('showcase'), 'xapi');
    expect(report).toMatchObject({ format: 'xapi', hasImsManifest: false, hasTincanXml: true, warnings: [] });
    const course = listTree(fixture('showcase')).filter((rel) => rel !== 'publishSettings.js');
    expect(names).toEqual([...course, 'publishSettings.js', ...playerFiles(), 'index.html', 'tincan.xml'].sort());
    expect(JSON.parse(text('publishSettings.js'))).toEqual({ ...readJsonFile(path.join(fixture('showcase'), 'publishSettings.js')), publishMode: 'xapi' });
    const { root, activities } = readTincan(text('tincan.xml'));
    expect(root.name).toBe('tincan');
    expect(activities).toHaveLength(1);
    const [activity] = activities;
    const courseId = readJsonFile(path.join(fixture('showcase'), 'content/data.js')).id as string;
    expect(activity.attrs.get('id')).toBe(`https://open-course-player.org/xapi/courses/${encodeURIComponent(courseId)}`);
    expect(activity.attrs.get('type')).toBe('http://adlnet.gov/expapi/activities/course');
    expect(childNamed(activity, TINCAN_NS, 'name')?.text).toBe('Caring for Houseplants');
    expect(childNamed(activity, TINCAN_NS, 'launch')?.text).toBe('index.html');
    expect(childNamed(activity, TINCAN_NS, 'launch')?.attrs.get('lang')).toBe('en');
  });

  test("a SCORM course packaged as xapi leaves its manifest and schema files out, and a course's old tincan.xml is replaced", () => {
    const scorm = pack(fixture('legacy-2021'), 'scorm2004');
    writeFileSync(path.join(scorm.dir, 'tincan.xml'), '<tincan xmlns="http://projecttincan.com/tincan.xsd"><activities/></tincan>');
    const { report, names, text } = pack(scorm.dir, 'xapi');
    expect(names.filter((n) => n === 'imsmanifest.xml' || /\.(xsd|dtd)$/.test(n))).toEqual([]);
    expect(readTincan(text('tincan.xml')).activities).toHaveLength(1);
    expect(report.notes.join(' ')).toMatch(/publishMode 'Lms2004' becomes 'xapi'/);
    expect(report.notes.join(' ')).toMatch(/imsmanifest.xml and SCORM schema files are left out: an xAPI package has none/);
  });

  test('a course published as xapi is packaged as xapi by default; its title and activity id are escaped in tincan.xml', () => {
    const dir = copyCourse('showcase', path.join(work, 'xapi-default'), {
      'publishSettings.js': JSON.stringify({ ...readJsonFile(path.join(fixture('showcase'), 'publishSettings.js')), publishMode: 'xapi' }),
      'content/data.js': JSON.stringify({ ...readJsonFile(path.join(fixture('showcase'), 'content/data.js')), id: 'a&b <c>', title: { en: 'Fish & "Chips" <1>' } }),
    });
    const { report, text } = pack(dir);
    expect(report.format).toBe('xapi');
    const [activity] = readTincan(text('tincan.xml')).activities;
    expect(activity.attrs.get('id')).toBe('https://open-course-player.org/xapi/courses/a%26b%20%3Cc%3E');
    expect(childNamed(activity, TINCAN_NS, 'name')?.text).toBe('Fish & "Chips" <1>');
  });
});

describe('review (issue 25)', () => {
  const service = 'https://learn.example.org';

  test('a zip for a web server in review mode: publishMode Review, reviewApiUrl {service}/api/review; no LMS files; the rest unchanged', () => {
    const { report, names, files, text } = pack(fixture('showcase'), 'review', dist, service);
    expect(report).toMatchObject({ format: 'review', hasImsManifest: false, hasTincanXml: false, manifest: { action: 'none' }, warnings: [] });
    expect(names).toEqual([...listTree(fixture('showcase')), ...playerFiles(), 'index.html'].sort());
    expect(JSON.parse(text('publishSettings.js'))).toEqual({ ...readJsonFile(path.join(fixture('showcase'), 'publishSettings.js')), publishMode: 'Review', reviewApiUrl: `${service}/api/review` });
    for (const rel of listTree(fixture('showcase')).filter((r) => r !== 'publishSettings.js')) expect(sha(files[rel])).toBe(sha(readFileSync(path.join(fixture('showcase'), rel))));
    const notes = report.notes.join(' ');
    expect(notes).toMatch(/publishMode 'Publish' becomes 'Review' and reviewApiUrl https:\/\/learn\.example\.org\/api\/review in the zip/);
    expect(notes).toMatch(/PLAYER_ORIGIN.*REVIEW_OWNERS \(258a21e0aaeaaede887fbd7fdee4893a:owner@example\.org\).*COURSES/);
  });

  test.each([
    ['https://learn.example.org/', 'https://learn.example.org/api/review'],
    ['https://example.org/learn', 'https://example.org/learn/api/review'],
    ['http://127.0.0.1:4000/api/review/', 'http://127.0.0.1:4000/api/review'],
  ])('the service URL %s gives the review API %s', (url, api) => {
    expect(JSON.parse(pack(fixture('showcase'), 'review', dist, url).text('publishSettings.js')).reviewApiUrl).toBe(api);
  });

  test("an LMS course packaged for review leaves out its manifest and schema files; its publishMode becomes Review", () => {
    const scorm = pack(fixture('legacy-2021'), 'scorm2004');
    const { report, names, text } = pack(scorm.dir, 'review', dist, service);
    expect(names.filter((n) => n === 'imsmanifest.xml' || /\.(xsd|dtd)$/.test(n))).toEqual([]);
    expect(JSON.parse(text('publishSettings.js'))).toMatchObject({ publishMode: 'Review', reviewApiUrl: `${service}/api/review` });
    expect(report.notes.join(' ')).toMatch(/publishMode 'Lms2004' becomes 'Review'/);
    expect(report.warnings).toEqual([]);
  });

  test('the service URL goes with the review format only, and must be a plain http(s) address', () => {
    const out = path.join(work, 'refused.zip');
    expect(() => packageCourse({ courseDir: fixture('showcase'), distDir: dist, outFile: out, format: 'review' })).toThrow(/a review package needs the learner service's URL/);
    expect(() => packageCourse({ courseDir: fixture('showcase'), distDir: dist, outFile: out, format: 'web', serviceUrl: service })).toThrow(/a service URL is for a review package only/);
    expect(() => packageCourse({ courseDir: fixture('showcase'), distDir: dist, outFile: out, format: 'review', serviceUrl: 'https://user:secret@learn.example.org' })).toThrow(/must not hold a user name or password/);
    expect(() => packageCourse({ courseDir: fixture('showcase'), distDir: dist, outFile: out, format: 'review', serviceUrl: 'learn.example.org' })).toThrow(/must be an http\(s\) address/);
    expect(() => readFileSync(out)).toThrow();
  });
});

test('a course without publishSettings.js is packaged with a warning that the player will not open it', () => {
  const dir = copyCourse('showcase', path.join(work, 'no-publish-settings'), { 'publishSettings.js': null });
  for (const format of ['web', 'scorm12'] as const) {
    const { report, names } = pack(dir, format);
    expect(report.warnings).toEqual(['The course has no readable publishSettings.js: the player will show its settings error instead of the course.']);
    expect(names).not.toContain('publishSettings.js');
  }
});

test('the course folder is only read', () => {
  const dir = copyCourse('legacy-2021', path.join(work, 'read-only'));
  const before = treeHashes(dir);
  pack(dir, 'scorm2004');
  pack(dir, 'web');
  expect(treeHashes(dir)).toEqual(before);
});

describe('a large course', () => {
  let big: string;
  beforeAll(() => {
    const extra: Record<string, string> = {};
    for (let i = 0; i < 1200; i += 1) extra[`content/extra/${String(i).padStart(4, '0')}.html`] = `<p>fragment ${i}</p>`;
    big = copyCourse('legacy-2021', path.join(work, 'big'), extra);
  });

  test('progress is reported after every file, up to all of them', () => {
    const seen: Progress[] = [];
    const outFile = path.join(work, 'big.zip');
    const report = packageCourse({ courseDir: big, distDir: dist, outFile, onProgress: (p) => seen.push(p) });
    const last = seen[seen.length - 1];
    expect(last.files).toBe(last.totalFiles);
    expect(last.bytes).toBeGreaterThanOrEqual(last.totalBytes);
    expect(last.totalFiles).toBeGreaterThan(1200);
    expect(seen.every((p, i) => i === 0 || (p.files > seen[i - 1].files && p.bytes >= seen[i - 1].bytes))).toBe(true);
    expect(readImsManifest(Buffer.from(unzipTo(outFile, path.join(work, 'big-unzipped'))['imsmanifest.xml']).toString('utf8')).files).toHaveLength(report.files - 1 - schemaFiles('scorm12').length);
  });

  test('the command prints progress lines, then what it wrote', () => {
    const run = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/package.mjs', '--course', big, '--player', dist, '--out', path.join(work, 'big-cli.zip')], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: repoRoot },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Reading 1,2\d\d files \(\d+\.\d KiB\) of the course and the player$/);
    const progress = lines.filter((line) => /^ {2}[\d,]+ of 1,2\d\d files, /.test(line));
    expect(progress.map((line) => line.trim().split(' ')[0])).toEqual(expect.arrayContaining(['500', '1,000']));
    expect(progress[progress.length - 1]).toMatch(/^ {2}(1,2\d\d) of \1 files, .* \(100%\)$/);
    expect(lines[lines.length - 1]).toMatch(/^Packaged 1,2\d\d files as SCORM 1\.2 \(.*\): .*big-cli\.zip$/);
  });
});

/** The cover model a pre-rendered page carries (scripts/prerender/coverPage.ts). */
const coverModelOf = (page: string) => JSON.parse(/<script type="application\/json" id="cover-model">([^<]*)<\/script>/.exec(page)?.[1] ?? 'null');

/** `npm run package` of the showcase as `format` (and `more` arguments); the zip's index.html. */
function packagedPage(format: string, more: string[] = []): string {
  const outFile = path.join(work, `showcase-${format}.zip`);
  const run = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/package.mjs', '--course', fixture('showcase'), '--format', format, ...more, '--player', dist, '--out', outFile], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: repoRoot },
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return Buffer.from(unzipTo(outFile, path.join(work, `showcase-${format}`))['index.html']).toString('utf8');
}

describe('the pre-rendered cover (issue 13)', () => {
  test("the command writes the course's cover into the package's index.html", () => {
    const page = packagedPage('web');
    expect(page).toContain('<div id="root" data-prerendered="cover">');
    expect(page).toMatch(/<h1 id="cover-title"[^>]*>Caring for Houseplants<\/h1>/);
    expect(page).toContain('id="player-icon"');
    // The page loads the cover's entry, which hydrates the cover, not the player's.
    expect(page).toContain('src="player/cover.0a1b2c3d.js"');
    expect(page).not.toContain('player/main.0a1b2c3d.js"');
    expect(coverModelOf(page)).toMatchObject({ playerAtOnce: false });
  });

  test("an LMS zip's cover is made from the zip's publishSettings.js: the player loads at once, to talk to the LMS", () => {
    expect(coverModelOf(packagedPage('scorm12'))).toMatchObject({ title: 'Caring for Houseplants', playerAtOnce: true });
  });

  test("a review zip's cover too: the player loads at once, for the reviewer's panel", () => {
    expect(coverModelOf(packagedPage('review', ['--service-url', 'https://learn.example.org']))).toMatchObject({ title: 'Caring for Houseplants', playerAtOnce: true });
  });
});

describe('a folder that is not a course', () => {
  test('the command says so and writes nothing', () => {
    const empty = tempDir('not-a-course');
    try {
      const outFile = path.join(work, 'never.zip');
      const run = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/package.mjs', '--course', empty, '--player', dist, '--out', outFile], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, INIT_CWD: repoRoot },
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(`npm run package: ${empty} is not a course package: it has no manifest.json (give the folder that holds manifest.json and content/data.js)`);
      expect(() => readFileSync(outFile)).toThrow();
    } finally {
      removeDir(empty);
    }
  });

  test('an unknown format is refused before anything is read', () => {
    const run = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/package.mjs', '--course', fixture('showcase'), '--format', 'scorm2', '--player', dist], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe("npm run package: --format must be scorm12, scorm2004, xapi, cmi5, web or review, not 'scorm2'");
  });

  test.each([
    [['--format', 'review'], "npm run package: --format review needs --service-url <the learner service's URL>, e.g. --service-url https://learn.example.org"],
    [['--format', 'review', '--service-url', 'ftp://learn.example.org'], "npm run package: --service-url: the service URL must be http or https, not 'ftp'"],
    [['--format', 'review', '--service-url', 'https://learn.example.org/?x=1'], 'npm run package: --service-url: the service URL must not have a query or a fragment'],
    [['--format', 'web', '--service-url', 'https://learn.example.org'], 'npm run package: --service-url is for --format review'],
  ])('%j is refused before anything is read', (args, message) => {
    const run = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/package.mjs', '--course', fixture('showcase'), ...args, '--player', dist], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(message);
  });
});
