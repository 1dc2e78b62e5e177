/**
 * `npm start -- --review` (scripts/start.mjs, issue 25): the learner service and the player start
 * together in review mode; the reviewer link and the owner's review page are printed; the package's
 * publishSettings.js is served pointing review mode at the service (the course folder untouched);
 * the owner is configured (REVIEW_OWNERS) and the course known (COURSES), and the service's
 * development mailer prints the e-mails (login links) in the same terminal. Plain `npm start` is
 * unchanged. In the browser project because it serves the built player (dist/).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { browserTestEnv } from './support/harness';
import { loadScriptModule, repoRoot } from './support/loadScript';
import { courseFixture } from './support/server';

const env = browserTestEnv();
const { printedMails } = loadScriptModule<{ printedMails(output: string): { to: string; subject: string; link: string }[] }>('scripts/review.mjs');

/** `node scripts/start.mjs …args` with its output collected; `until` resolves once `pattern` has been printed. */
function startCommand(args: string[], extraEnv: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--port', '0', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', LOG_REQUESTS: 'false', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = { output: '', stdout: '', child, exited: new Promise<number | null>((resolve) => child.once('exit', resolve)) };
  child.stdout!.on('data', (d) => ((run.output += d), (run.stdout += d)));
  child.stderr!.on('data', (d) => (run.output += d));
  const until = (pattern: RegExp, timeout = 30000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        const match = pattern.exec(run.output);
        if (match) resolve(match);
        else if (child.exitCode !== null) reject(new Error(`exited before printing ${pattern}:\n${run.output}`));
        else if (Date.now() - started > timeout) reject(new Error(`${pattern} not printed within ${timeout} ms:\n${run.output}`));
        else return;
        clearInterval(timer);
      }, 50);
    });
  env.onClose(() => child.kill('SIGKILL'));
  return Object.assign(run, { until });
}

const json = { 'Content-Type': 'application/json' };

test('--review: prints the reviewer link and the owner page, serves the course in review mode, mails printed, stops on SIGINT', async () => {
  const dataDir = await env.tempDir('start-review-');
  const showcase = courseFixture('showcase');
  const before = await readFile(path.join(showcase, 'publishSettings.js'), 'utf8');
  const { id: courseId } = JSON.parse(await readFile(path.join(showcase, 'content', 'data.js'), 'utf8'));
  const run = startCommand(['--review', '--owner', 'Author@Example.org'], { DATA_DIR: dataDir });
  const [, service] = await run.until(/Learner service: (http:\/\/127\.0\.0\.1:\d+) \(data in /);
  const [, player] = await run.until(/Course player: (http:\/\/127\.0\.0\.1:\d+\/) \(review mode\)/);
  const [, reviewerLink] = await run.until(/Reviewer link: (\S+)/);
  const [, ownerPage, owner] = await run.until(/Owner's review page: (\S+) \(owner: (\S+);/);
  expect(reviewerLink).toBe(player);
  expect(ownerPage).toBe(`${service}/api/review/owner/courses/${courseId}`);
  expect(owner).toBe('author@example.org');
  expect(run.output).toMatch(/the learner service prints each one here/);

  // The package as served: review mode towards the service; the folder itself unchanged.
  const publish = await (await fetch(`${player}publishSettings.js`)).json();
  expect(publish).toEqual({ ...JSON.parse(before), publishMode: 'Review', reviewApiUrl: `${service}/api/review` });
  expect(await readFile(path.join(showcase, 'publishSettings.js'), 'utf8')).toBe(before);
  // Review mode loads the player at once (the pre-rendered cover says so).
  const page = await (await fetch(player)).text();
  expect(JSON.parse(/<script type="application\/json" id="cover-model">([^<]*)<\/script>/.exec(page)?.[1] ?? 'null')).toMatchObject({ playerAtOnce: true });

  // A reviewer asks for a login link as the player does: the e-mail is printed, its link back to the player.
  const origin = new URL(player).origin;
  const headers = { ...json, Origin: origin, 'X-Course-Id': courseId };
  const asked = await fetch(`${service}/api/review/login-link`, { method: 'POST', headers, body: JSON.stringify({ email: 'Rita@Example.org', name: 'Rita', returnUrl: player }) });
  expect(asked.status).toBe(201);
  await run.until(/e-mail to rita@example\.org: [^\n]*\n\s+http:\/\/127\.0\.0\.1:\d+\/\?reviewLoginCode=\S+/);
  const mail = printedMails(run.stdout).find((m) => m.to === 'rita@example.org')!;
  expect(mail.link.startsWith(`${player}?reviewLoginCode=`)).toBe(true);
  const login = await fetch(`${service}/api/review/login`, { method: 'POST', headers, body: JSON.stringify({ code: new URL(mail.link).searchParams.get('reviewLoginCode') }) });
  expect(login.status).toBe(200);
  const { token, reviewer } = await login.json();
  expect(reviewer).toMatchObject({ email: 'rita@example.org', isAuthenticatedReviewer: true, isOwner: false });
  // COURSES: the service knows the package, so comments are placed against it.
  const placed = await fetch(`${service}/api/review/comments?placement=package`, { headers: { ...headers, Authorization: `Bearer ${token}` } });
  expect(placed.status).toBe(200);

  // REVIEW_OWNERS: the owner (and nobody else) gets a sign-in link for the review page, printed too.
  for (const email of ['someone@example.org', 'author@example.org']) {
    const form = await fetch(`${service}/api/review/owner/sign-in-link`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: service }, body: `email=${encodeURIComponent(email)}` });
    expect(form.status).toBe(200);
  }
  await run.until(/e-mail to author@example\.org: [^\n]*\n\s+\S+\/api\/review\/owner\/sign-in\?code=\S+/);
  expect(printedMails(run.stdout).map((m) => m.to)).toEqual(['rita@example.org', 'author@example.org']);

  run.child.kill('SIGINT');
  expect(await run.exited).toBe(0);
  await expect(fetch(`${service}/health`)).rejects.toThrow();
  await expect(fetch(player)).rejects.toThrow();
}, 90000);

test('plain npm start: the player alone, the package served as it is', async () => {
  const showcase = courseFixture('showcase');
  const run = startCommand([]);
  const [, player] = await run.until(/Course player: (http:\/\/127\.0\.0\.1:\d+\/)\n/);
  expect(await (await fetch(`${player}publishSettings.js`)).text()).toBe(await readFile(path.join(showcase, 'publishSettings.js'), 'utf8'));
  expect(run.output).not.toMatch(/Learner service|Reviewer link|review mode/);
  run.child.kill('SIGINT');
  expect(await run.exited).toBe(0);
}, 60000);

test.each([
  [['--review', '--hosted'], 'npm start: --hosted and --review cannot be combined: a course is played by learners or reviewed'],
  [['--owner', 'a@example.org'], 'npm start: --owner is for review mode: add --review'],
])('%j is refused before anything starts', async (args, message) => {
  const run = startCommand(args);
  expect(await run.exited).toBe(1);
  expect(run.output.trim()).toBe(message);
});
