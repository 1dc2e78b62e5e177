/**
 * The imsmanifest.xml writer and reader of `npm run package` (issue 10, section 3): what an LMS
 * reads from the manifest (title, mastery score, the SCO's launch file and its files), and the rule
 * that keeps a course's own manifest only when it is already right.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  fileHref,
  manifestProblems,
  manifestTitle,
  readImsManifest,
  toIdentifier,
  writeImsManifest,
  type ManifestInput,
} from '../../scripts/package/imsManifest';
import { fixture } from './support/workspace';

const FILES = ['index.html', 'manifest.json', 'content/data.js', 'media/a b#1%.png', 'media/café.svg', 'player/main.0a1b2c3d.js'];
const input = (overrides: Partial<ManifestInput> = {}): ManifestInput => ({
  format: 'scorm12',
  identifier: 'course_1234',
  title: 'Setting Up a Comfortable Desk',
  masteryScore: 80,
  files: FILES,
  ...overrides,
});

describe.each(['scorm12', 'scorm2004'] as const)('writeImsManifest (%s)', (format) => {
  test('one SCO launched at index.html that lists every file once, with the title and the mastery score', () => {
    const xml = writeImsManifest(input({ format }));
    const read = readImsManifest(xml);
    expect(read).toEqual({
      format,
      identifier: 'course_1234',
      title: 'Setting Up a Comfortable Desk',
      scoLaunches: ['index.html'],
      files: FILES,
      masteryScore: 80,
    });
    expect(manifestProblems(read, input({ format }))).toEqual([]);
  });

  test('no mastery score when the course has none of its own (mastery per section)', () => {
    const xml = writeImsManifest(input({ format, masteryScore: null }));
    expect(xml).not.toMatch(/masteryscore|minNormalizedMeasure|satisfiedByMeasure/);
    expect(readImsManifest(xml).masteryScore).toBeNull();
  });

  test('a title with markup and quotes is text; a long one is cut to 200 characters, never inside a character', () => {
    const title = `<b>"Tom & Jerry's"</b> ${'😀'.repeat(300)}`;
    const xml = writeImsManifest(input({ format, title }));
    expect(xml).toContain('&lt;b&gt;&quot;Tom &amp; Jerry&apos;s&quot;&lt;/b&gt;');
    const read = readImsManifest(xml);
    expect(Array.from(read.title ?? '')).toHaveLength(200);
    expect(read.title).toBe(manifestTitle(title));
    expect(read.title?.startsWith(`<b>"Tom & Jerry's"</b> 😀`)).toBe(true);
  });
});

test('SCORM 1.2 carries adlcp:masteryscore on the item; 2004 a primary objective satisfied by measure', () => {
  expect(writeImsManifest(input({ format: 'scorm12', masteryScore: 75 }))).toMatch(/<adlcp:masteryscore>75<\/adlcp:masteryscore>/);
  const xml2004 = writeImsManifest(input({ format: 'scorm2004', masteryScore: 75 }));
  expect(xml2004).toMatch(/<imsss:primaryObjective objectiveID="[^"]+" satisfiedByMeasure="true">\s*<imsss:minNormalizedMeasure>0\.75<\/imsss:minNormalizedMeasure>/);
  expect(writeImsManifest(input({ format: 'scorm2004', masteryScore: 0 }))).toMatch(/<imsss:minNormalizedMeasure>0<\/imsss:minNormalizedMeasure>/);
  expect(writeImsManifest(input({ format: 'scorm2004', masteryScore: 100 }))).toMatch(/<imsss:minNormalizedMeasure>1<\/imsss:minNormalizedMeasure>/);
});

test('file names with spaces, #, % and accents are percent-encoded hrefs that read back as the file names', () => {
  const xml = writeImsManifest(input());
  expect(xml).toContain('<file href="media/a%20b%231%25.png"/>');
  expect(xml).toContain('<file href="media/caf%C3%A9.svg"/>');
  expect(fileHref('content/x y/z.html')).toBe('content/x%20y/z.html');
  expect(readImsManifest(xml).files).toContain('media/a b#1%.png');
});

test('identifiers are XML names, stable for the same course', () => {
  expect(toIdentifier('course_fabeb582')).toBe('course_fabeb582');
  expect(toIdentifier('9f7a0000')).toBe('course_9f7a0000');
  expect(toIdentifier('My course (2024)')).toBe('My_course_2024_');
  expect(toIdentifier('My course (2024)')).toBe(toIdentifier('My course (2024)'));
});

describe('readImsManifest', () => {
  test('reads the SCORM 1.2 manifest an authoring tool wrote (legacy-2021)', () => {
    const read = readImsManifest(readFileSync(path.join(fixture('legacy-2021'), 'imsmanifest.xml'), 'utf8'));
    expect(read.format).toBe('scorm12');
    expect(read.identifier).toBe('course_fabeb582a8e1a0cbe40ee4ec78637d72');
    expect(read.title).toBe('Setting Up a Comfortable Desk');
    expect(read.masteryScore).toBe(80);
    expect(read.scoLaunches).toEqual(['index.html']);
    expect(read.files).toHaveLength(25);
  });

  test('namespaces by any prefix, comments, CDATA and a DOCTYPE', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE cp:manifest [ <!ENTITY x "y"> ]>
<!-- written by hand -->
<cp:manifest identifier="m1" xmlns:cp="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:a="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:ss="http://www.imsglobal.org/xsd/imsss">
  <cp:metadata><cp:schema>ADL SCORM</cp:schema><cp:schemaversion>2004 3rd Edition</cp:schemaversion></cp:metadata>
  <cp:organizations default="o1"><cp:organization identifier="o0"><cp:title>Other</cp:title></cp:organization>
    <cp:organization identifier="o1"><cp:title><![CDATA[Fish & Chips]]></cp:title>
      <cp:item identifier="i0"><cp:title>Module</cp:title>
        <cp:item identifier="i1" identifierref="r1"><cp:title>SCO</cp:title>
          <ss:sequencing><ss:objectives><ss:primaryObjective satisfiedByMeasure="true"><ss:minNormalizedMeasure>0.6</ss:minNormalizedMeasure></ss:primaryObjective></ss:objectives></ss:sequencing>
        </cp:item>
      </cp:item>
    </cp:organization>
  </cp:organizations>
  <cp:resources><cp:resource identifier="r1" type="webcontent" a:scormType="sco" href="index.html"><cp:file href="index.html"/><!-- <cp:file href="x"/> --></cp:resource></cp:resources>
</cp:manifest>`;
    expect(readImsManifest(xml)).toEqual({
      format: 'scorm2004',
      identifier: 'm1',
      title: 'Fish & Chips',
      scoLaunches: ['index.html'],
      files: ['index.html'],
      masteryScore: 60,
    });
  });

  test('XML that is not well formed, or not a manifest, throws', () => {
    expect(() => readImsManifest('<manifest><resources></manifest>')).toThrow(/does not close/);
    expect(() => readImsManifest('<manifest identifier="a"')).toThrow();
    expect(() => readImsManifest('<html></html>')).toThrow(/not <manifest>/);
    expect(() => readImsManifest('<p:manifest/>')).toThrow(/undeclared prefix/);
  });
});

describe('manifestProblems: a course manifest is kept only when it is right', () => {
  const right = () => readImsManifest(writeImsManifest(input()));

  test('each way of being wrong is named', () => {
    const wanted = input();
    expect(manifestProblems({ ...right(), format: 'scorm2004' }, wanted)).toEqual(['it is SCORM 2004 4th Edition, not SCORM 1.2']);
    expect(manifestProblems({ ...right(), format: null }, wanted)).toEqual(['it is not a SCORM 1.2 manifest']);
    expect(manifestProblems({ ...right(), identifier: '1-not-a-name' }, wanted)).toEqual(['it has no valid identifier']);
    expect(manifestProblems({ ...right(), scoLaunches: ['story.html'] }, wanted)).toEqual(['it launches story.html, not index.html']);
    expect(manifestProblems({ ...right(), scoLaunches: ['index.html', 'b.html'] }, wanted)).toEqual(['it has 2 SCOs, not one']);
    expect(manifestProblems({ ...right(), files: FILES.filter((f) => !f.startsWith('player/')) }, wanted)).toEqual([
      'it does not list 1 file(s) of the zip (player/main.0a1b2c3d.js)',
    ]);
    expect(manifestProblems({ ...right(), files: [...FILES, 'player/main.old.js'] }, wanted)).toEqual(['it lists 1 file(s) the zip does not hold (player/main.old.js)']);
    expect(manifestProblems({ ...right(), files: [...FILES, 'index.html'] }, wanted)).toEqual(['it lists index.html more than once']);
    expect(manifestProblems({ ...right(), title: 'Old title' }, wanted)).toEqual(['its title is "Old title", not "Setting Up a Comfortable Desk"']);
    expect(manifestProblems({ ...right(), masteryScore: 70 }, wanted)).toEqual(['its mastery score is 70, not 80']);
    expect(manifestProblems({ ...right(), masteryScore: null }, wanted)).toEqual(['its mastery score is none, not 80']);
  });

  test('the same files in another order are still right', () => {
    expect(manifestProblems({ ...right(), files: [...FILES].reverse() }, input())).toEqual([]);
  });
});
