/**
 * `npm run package` with the real player build: the zip an administrator uploads to an LMS holds
 * the course unchanged, the player's page in place of the package's index.html, the player's files
 * and a manifest that lists them; unzipped and served as it is, it plays. (The manifest, the
 * formats and the rules of the packager are tested without a browser in test/scripts/.)
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { browserTestEnv } from './support/harness';
import { loadScriptModule } from './support/loadScript';
import { headingText, openRoute, readOutline } from './support/player';
import { courseFixture, playerDistDir } from './support/server';

const { packageCourse } = loadScriptModule<{
  packageCourse: (o: { courseDir: string; distDir: string; outFile: string }) => {
    format: string;
    files: number;
    hasImsManifest: boolean;
    notes: string[];
    warnings: string[];
  };
}>('scripts/package-course.mjs');

async function listTree(root: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    out.push(...(entry.isDirectory() ? await listTree(root, rel) : [rel]));
  }
  return out.sort();
}

const env = browserTestEnv();
let work: string;

beforeAll(async () => {
  work = await env.tempDir('course-package-');
});

test('an LMS package zips with an imsmanifest.xml listing the player build at the root and plays once unzipped', async () => {
  const courseDir = courseFixture('legacy-2021');
  const before = await listTree(courseDir);
  const outFile = path.join(work, 'desk.zip');
  const report = packageCourse({ courseDir, distDir: playerDistDir, outFile });
  expect(report.format).toBe('scorm12');
  expect(report.hasImsManifest).toBe(true);
  expect(report.warnings).toEqual([]);
  expect(await listTree(courseDir)).toEqual(before);

  const files = unzipSync(readFileSync(outFile));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['imsmanifest.xml', 'imscp_rootv1p1p2.xsd', 'manifest.json', 'content/data.js', 'index.html']));
  const playerFiles = (await listTree(path.join(playerDistDir, 'player'))).map((rel) => `player/${rel}`);
  expect(playerFiles.some((f) => /^player\/main\.[0-9a-f]+\.js$/.test(f))).toBe(true);
  const manifest = Buffer.from(files['imsmanifest.xml']).toString('utf8');
  for (const file of playerFiles) {
    expect(Object.keys(files)).toContain(file);
    expect(manifest).toContain(`<file href="${file}"/>`);
  }
  expect(Buffer.from(files['index.html']).equals(readFileSync(path.join(playerDistDir, 'index.html')))).toBe(true);
  expect(Buffer.from(files['content/data.js']).equals(readFileSync(path.join(courseDir, 'content/data.js')))).toBe(true);

  const unpacked = path.join(work, 'unpacked');
  for (const [name, data] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(unpacked, name)), { recursive: true });
    await writeFile(path.join(unpacked, name), data);
  }
  // The unzipped folder is both the player build and the course, as on the LMS's web server.
  const server = await env.serve(unpacked, { distDir: unpacked });
  const { page, errors } = await env.page();
  try {
    await openRoute(page, server, '/');
    expect(await headingText(page)).toBe(readOutline(courseDir).title as unknown as string);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
});

test('a course published for a web server is packaged for one, without imsmanifest.xml, saying how to package it for an LMS', () => {
  const report = packageCourse({ courseDir: courseFixture('showcase'), distDir: playerDistDir, outFile: path.join(work, 'showcase.zip') });
  expect(report.format).toBe('web');
  expect(report.hasImsManifest).toBe(false);
  expect(report.warnings).toEqual([]);
  expect(report.notes.join(' ')).toMatch(/For an LMS, package it with --format scorm12, --format scorm2004 or --format xapi/);
});

test('a folder that is not a course package is refused with a clear message', async () => {
  const empty = path.join(work, 'not-a-course');
  await mkdir(empty, { recursive: true });
  expect(() => packageCourse({ courseDir: empty, distDir: playerDistDir, outFile: path.join(work, 'x.zip') })).toThrow(/is not a course package: it has no manifest.json/);
});
