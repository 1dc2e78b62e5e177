/**
 * `npm start [-- --course <folder>] [--port N] [--no-build]`
 *
 * Builds the player for production, then serves it with a course package, the way a published
 * course is hosted (see serve.mjs). Only reads the course folder; never writes into it.
 *
 *   --course <folder>  the course package (default: test/fixtures/courses/showcase), relative to
 *                      the directory the command was typed in
 *   --port N           listen on N (fails if taken). Default: 8080 if free, else any free port
 *   --no-build         serve the existing dist/ without rebuilding
 *   --hosted           also start the learner service (server/) and play the course in hosted mode
 *                      with cross-device saving: sign-up, sign-in, progress kept by the service
 *                      (docs/hosted.md). Its data stays in .service-data/ (DATA_DIR to move it).
 *   --review           also start the learner service and play the course in review mode (docs/review.md):
 *                      prints the reviewer link and the owner's review page. The service's development
 *                      mailer prints every e-mail (login links, the owner's sign-in link) here.
 *   --preview          play the course as the author's preview (publishMode 'Preview', the package's
 *                      files untouched): nothing kept or sent; prints the course's link and one link
 *                      per question (?questionId=), the loop of a question-type author (docs/plugins.md)
 *   --owner <email>    the course's owner in review mode (REVIEW_OWNERS; default owner@example.org);
 *                      several comma-separated
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/cjs/api';
import { startServer } from './serve.mjs';
import { hostedOverrides, startServiceProcess } from './startHosted.mjs';
import { previewLinks, previewOverrides, previewReport } from './preview.mjs';
import { DEFAULT_REVIEW_OWNER, courseIdOf, ownerPageUrl, reviewOverrides, reviewOwnersEnv } from './review.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_COURSE = 'test/fixtures/courses/showcase';
const DEFAULT_PORT = 8080;

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = { course: DEFAULT_COURSE, port: undefined, build: true, hosted: false, review: false, preview: false, owners: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inlineValue] = argv[i].split(/=(.*)/s);
    const value = () => {
      const v = inlineValue ?? argv[++i];
      if (v === undefined || v === '') fail(`${flag} needs a value`);
      return v;
    };
    if (flag === '--course') options.course = value();
    else if (flag === '--port') {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port must be a whole number from 0 to 65535');
      options.port = port;
    } else if (flag === '--no-build') options.build = false;
    else if (flag === '--hosted') options.hosted = true;
    else if (flag === '--review') options.review = true;
    else if (flag === '--preview') options.preview = true;
    else if (flag === '--owner') options.owners.push(...value().split(',').map((e) => e.trim().toLowerCase()).filter(Boolean));
    else if (flag === '--help' || flag === '-h') {
      console.log('Usage: npm start [-- --course <folder>] [--port N] [--no-build] [--hosted | --review [--owner <email>] | --preview]');
      process.exit(0);
    } else fail(`unknown option ${argv[i]} (try --help)`);
  }
  if (options.hosted && options.review) fail('--hosted and --review cannot be combined: a course is played by learners or reviewed');
  if (options.preview && (options.hosted || options.review)) fail('--preview cannot be combined with --hosted or --review: a preview keeps and sends nothing');
  if (options.owners.length > 0 && !options.review) fail('--owner is for review mode: add --review');
  if (options.owners.length === 0) options.owners.push(DEFAULT_REVIEW_OWNER);
  return options;
}

/** A course package needs at least these two files; anything less is surely the wrong folder. */
function checkCourseFolder(courseDir) {
  if (!existsSync(courseDir) || !statSync(courseDir).isDirectory()) fail(`course folder not found: ${courseDir}`);
  const missing = ['manifest.json', 'content/data.js'].filter((file) => !existsSync(path.join(courseDir, file)));
  if (missing.length > 0) {
    fail(`${courseDir} is not a course package: it has no ${missing.join(' and no ')}`);
  }
}

function build() {
  const webpack = path.join(repoRoot, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['--mode', 'production'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) fail(`could not run webpack: ${result.error.message} (did you run npm install?)`);
  if (result.status !== 0) fail('the player build failed (see the webpack output above)');
}

/**
 * The course's cover pre-rendered into the page (issue 13, scripts/prerender). TypeScript, loaded
 * through tsx as server/start.mjs loads the service.
 */
function coverPage(courseDir, distDir, overrides) {
  register();
  const { cachedCoverPage } = createRequire(import.meta.url)('./prerender/coverPageCache.ts');
  return cachedCoverPage(courseDir, distDir, overrides);
}

/** Explicit --port must be honoured exactly; the default 8080 gives way to a free port if taken. */
async function listen(options) {
  // A preview serves the plain page: a pre-rendered cover would show before a single question (?questionId=).
  const page = options.preview ? undefined : coverPage(options.courseDir, path.join(repoRoot, 'dist'), options.overrides);
  const serveOptions = { distDir: path.join(repoRoot, 'dist'), courseDir: options.courseDir, host: '127.0.0.1', overrides: options.overrides, page };
  if (options.port !== undefined) {
    try {
      return await startServer({ ...serveOptions, port: options.port });
    } catch (error) {
      if (error.code === 'EADDRINUSE') fail(`port ${options.port} is already in use`);
      throw error;
    }
  }
  try {
    return await startServer({ ...serveOptions, port: DEFAULT_PORT });
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    return startServer({ ...serveOptions, port: 0 });
  }
}

const options = parseArgs(process.argv.slice(2));
// npm runs scripts from the package root; INIT_CWD is where the user typed the command, so a
// relative --course means what they think it means. The default showcase lives in this repository.
options.courseDir = options.course === DEFAULT_COURSE ? path.join(repoRoot, DEFAULT_COURSE) : path.resolve(process.env.INIT_CWD ?? process.cwd(), options.course);
checkCourseFolder(options.courseDir);
let review = null;
if (options.review) {
  try {
    review = { courseId: courseIdOf(options.courseDir), ownerPage: '' };
  } catch (error) {
    fail(error.message);
  }
}
if (options.build) build();
if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) fail('dist/index.html is missing: run without --no-build');

// A preview is set before listening: the pre-rendered cover is made from the served settings.
options.overrides = options.preview ? previewOverrides(options.courseDir) : {};
const server = await listen(options);
let service = null;
if (options.hosted || options.review) {
  // The service admits only the player's origin (CORS), so it starts once the player's port is known.
  const playerOrigin = new URL(server.url).origin;
  const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, '.service-data');
  // Review: the owners of this course (their review page, their e-mails); COURSES (set by
  // startServiceProcess) lets the service place comments against the course as it is now.
  const env = review ? { REVIEW_OWNERS: reviewOwnersEnv(review.courseId, options.owners) } : {};
  service = startServiceProcess({ repoRoot, playerOrigin, courseDir: options.courseDir, dataDir, env });
  let serviceUrl;
  try {
    serviceUrl = await service.url;
  } catch (error) {
    await server.close();
    fail(error.message);
  }
  if (options.review) Object.assign(options.overrides, reviewOverrides(options.courseDir, serviceUrl));
  else Object.assign(options.overrides, await hostedOverrides(options.courseDir, serviceUrl, { showcase: options.course === DEFAULT_COURSE }));
  console.log(`Learner service: ${serviceUrl} (data in ${dataDir})`);
  if (review) review.ownerPage = ownerPageUrl(serviceUrl, review.courseId);
}
console.log(`Course player: ${server.url}${options.hosted ? ' (hosted: sign up, then continue in any browser)' : options.review ? ' (review mode)' : options.preview ? ' (preview: nothing is kept or sent)' : ''}`);
if (options.preview) console.log(previewReport(previewLinks(options.courseDir, server.url)));
if (review) {
  console.log(`Reviewer link: ${server.url} (send it to reviewers: each signs in with a link e-mailed to them)`);
  console.log(`Owner's review page: ${review.ownerPage} (owner${options.owners.length > 1 ? 's' : ''}: ${options.owners.join(', ')}; sign in there with that address)`);
  console.log('E-mails are not sent in development: the learner service prints each one here, "[learner service] e-mail to <address>: <subject>" with its link on the next line (a reviewer\'s login link, the owner\'s sign-in link).');
}

// Ctrl+C sends SIGINT, a process manager SIGTERM: close the server so the port is freed at once.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    Promise.all([server.close(), service?.stop()]).finally(() => process.exit(0));
  });
}
