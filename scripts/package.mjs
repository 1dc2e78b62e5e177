/**
 * `npm run package -- --course <folder> [--format scorm12|scorm2004|xapi|cmi5|web|review] [--service-url URL] [--out <file.zip>] [--no-build] [--player <dir>]`
 *
 * Builds the player for production and writes one zip with the player and the course (see
 * package-course.mjs). The course folder is only read. Paths are relative to the directory the
 * command was typed in. The default zip name is the course folder's name + '.zip'; the default
 * format is the one publishSettings.js publishMode names (Lms: scorm12, Lms2004: scorm2004, xapi: xapi, else web).
 * `--player <dir>` takes a player build made before (a folder with index.html and player/) instead
 * of building one. `--format review --service-url URL`: a zip for a web server in review mode, its
 * publishSettings.js pointing reviewers at `{URL}/api/review` (docs/review.md). Runs under tsx (package.json), which loads the TypeScript of scripts/package/.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { packageCourse, packagedOverrides } from './package-course.mjs';
import { reviewApiUrl } from './review.mjs';
import { prerenderCoverPage, readEntryFiles } from './prerender/coverPage.ts';
import { SCORM } from './package/formats.ts';
import { formatBytes, progressReporter } from './package/progress.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const here = process.env.INIT_CWD ?? process.cwd();
const USAGE = 'Usage: npm run package -- --course <folder> [--format scorm12|scorm2004|xapi|cmi5|web|review] [--service-url URL] [--out <file.zip>] [--no-build] [--player <dir>]';

function fail(message) {
  console.error(`npm run package: ${message}`);
  process.exit(1);
}

const options = { course: '', out: '', format: undefined, build: true, player: '', serviceUrl: '' };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 1) {
  const [flag, inline] = argv[i].split(/=(.*)/s);
  const value = () => inline ?? argv[++i] ?? fail(`${flag} needs a value`);
  if (flag === '--course') options.course = value();
  else if (flag === '--out') options.out = value();
  else if (flag === '--format') options.format = value();
  else if (flag === '--player') options.player = value();
  else if (flag === '--service-url') options.serviceUrl = value();
  else if (flag === '--no-build') options.build = false;
  else if (flag === '--help' || flag === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else fail(`unknown option ${argv[i]} (try --help)`);
}
if (!options.course) fail(`--course <folder> is required (the published course folder)\n${USAGE}`);
if (options.format !== undefined && !['scorm12', 'scorm2004', 'xapi', 'cmi5', 'web', 'review'].includes(options.format)) {
  fail(`--format must be scorm12, scorm2004, xapi, cmi5, web or review, not '${options.format}'`);
}
if (options.format === 'review') {
  if (!options.serviceUrl) fail('--format review needs --service-url <the learner service\'s URL>, e.g. --service-url https://learn.example.org');
  try {
    reviewApiUrl(options.serviceUrl);
  } catch (error) {
    fail(`--service-url: ${error.message}`);
  }
} else if (options.serviceUrl) fail('--service-url is for --format review');

const courseDir = path.resolve(here, options.course);
const outFile = path.resolve(here, options.out || `${path.basename(courseDir)}.zip`);
const distDir = options.player ? path.resolve(here, options.player) : path.join(repoRoot, 'dist');

if (options.build && !options.player) {
  const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) fail('the player build failed (see the webpack output above)');
}

// The course's cover goes into the package's index.html (issue 13); a course the pre-render cannot
// read still packages, with the plain page (the player then reports the problem as it does today).
let page;
// A folder that is not a course is refused by packageCourse below, with its own message.
const isCourse = existsSync(path.join(courseDir, 'manifest.json')) && existsSync(path.join(courseDir, 'content', 'data.js'));
if (isCourse) try {
  // Made from the files as the zip holds them (an LMS zip's publishSettings.js, say).
  page = await prerenderCoverPage(courseDir, readFileSync(path.join(distDir, 'index.html'), 'utf8'), await readEntryFiles(distDir), packagedOverrides(courseDir, options.format, options.serviceUrl || undefined));
} catch (error) {
  console.warn(`Warning: the cover could not be pre-rendered (${error.message}); the package has the plain page.`);
}

const progress = progressReporter();
let announced = false;
try {
  const report = packageCourse({
    courseDir,
    distDir,
    outFile,
    format: options.format,
    serviceUrl: options.serviceUrl || undefined,
    page,
    onProgress: (p) => {
      if (!announced) {
        announced = true;
        console.log(`Reading ${p.totalFiles.toLocaleString("en-US")} files (${formatBytes(p.totalBytes)}) of the course and the player`);
      }
      const line = progress(p);
      if (line) console.log(line);
    },
  });
  for (const note of report.notes) console.log(note);
  for (const warning of report.warnings) console.warn(`Warning: ${warning}`);
  const kind = report.format === 'web' ? 'for a web server' : report.format === 'review' ? 'for review on a web server' : report.format === 'xapi' ? 'as an xAPI (Tin Can) package' : report.format === 'cmi5' ? 'as a cmi5 course' : `as ${SCORM[report.format].label}`;
  console.log(`Packaged ${report.files.toLocaleString('en-US')} files ${kind} (${formatBytes(report.bytes)}): ${report.outFile}`);
} catch (error) {
  fail(error.message);
}
