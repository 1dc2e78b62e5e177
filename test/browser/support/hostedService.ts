/**
 * The real learner service (server/, PGlite in a temp folder) beside a copy of a course published
 * for it ("Publish", the service's URLs, cross-device saving on), for hosted-mode browser tests.
 * The service runs in development mode, so its mailer prints every link it e-mails: `mailedLinks`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './loadScript';
import { courseFixture, startCourseServer, type CourseServer } from './server';

export interface HostedCourse {
  dir: string;
  server: CourseServer;
  serviceUrl: string;
  origin: string;
  /** Every link the service's mailer sent, with its recipient, in order. */
  mailedLinks: { to: string; link: string }[];
  /** Registers a learner through the service; resolves with a token for a `?token=` launch. */
  register(learner: { name: string; email: string; password: string }): Promise<string>;
  stop(): Promise<void>;
}

export interface HostedCourseOptions {
  fixture?: string;
  /** settings.js keys over the fixture's. */
  settings?: Record<string, unknown>;
  /** publishSettings.js keys over the fixture's, given the service's URL. */
  publish?: (serviceUrl: string) => Record<string, unknown>;
  /** Extra environment for the service (e.g. XAPI_READER_USERNAME / XAPI_READER_PASSWORD). */
  env?: Record<string, string>;
}

export async function startHostedCourse(options: HostedCourseOptions = {}): Promise<HostedCourse> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'hosted-'));
  const dir = path.join(work, 'course');
  await cp(courseFixture(options.fixture ?? 'showcase'), dir, { recursive: true });
  const server = await startCourseServer(dir);
  const origin = new URL(server.url).origin;
  const mailedLinks: { to: string; link: string }[] = [];
  const { child, url } = spawnService(origin, path.join(work, 'service'), dir, mailedLinks, options.env ?? {});
  const serviceUrl = await url;
  const publish = JSON.parse(await readFile(path.join(dir, 'publishSettings.js'), 'utf8'));
  await writeFile(path.join(dir, 'publishSettings.js'), JSON.stringify({ ...publish, publishMode: 'Publish', authServiceUrl: serviceUrl, learnServiceUrl: serviceUrl, ...options.publish?.(serviceUrl) }));
  const settings = JSON.parse(await readFile(path.join(dir, 'settings.js'), 'utf8'));
  await writeFile(path.join(dir, 'settings.js'), JSON.stringify({ ...settings, saveProgressCrossDevice: { enabled: true }, ...options.settings }));
  return {
    dir,
    server,
    serviceUrl,
    origin,
    mailedLinks,
    async register(learner) {
      const response = await fetch(`${serviceUrl}/api/credentials/register`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(learner) });
      if (!response.ok) throw new Error(`register answered ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    async stop() {
      await server.close();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(work, { recursive: true, force: true });
    },
  };
}

function spawnService(playerOrigin: string, dataDir: string, courseDir: string, mailedLinks: { to: string; link: string }[], env: Record<string, string>): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PLAYER_ORIGIN: playerOrigin, PORT: '0', DATA_DIR: dataDir, COURSES: courseDir, LOG_REQUESTS: 'false', COOKIE_SECURE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /Learner service: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
      // server/mail/Mailer.ts consoleMailer: "[learner service] e-mail to {to}: {subject}\n  {link}"
      mailedLinks.length = 0;
      for (const m of output.matchAll(/\[learner service\] e-mail to (\S+): [^\n]*\n\s+(\S+)/g)) mailedLinks.push({ to: m[1], link: m[2] });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the learner service exited (${code}): ${output}`)));
  });
  return { child, url };
}

/** The answers the service holds for an attempt, once there are `count` of them (saves are debounced). */
export async function answersSaved(hosted: HostedCourse, attemptUrl: () => string | undefined, token: string, count: number): Promise<unknown[]> {
  for (let i = 0; i < 120; i++) {
    const url = attemptUrl();
    if (url) {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Origin: hosted.origin } });
      if (response.ok) {
        const record = JSON.parse(((await response.json()) as { jsonProgress: string }).jsonProgress) as { answers?: unknown[] };
        const answers = (record.answers ?? []).filter((a) => a !== null && a !== undefined);
        if (answers.length >= count) return answers;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the service never held ${count} answers`);
}
