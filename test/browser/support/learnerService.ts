/**
 * The real learner service (server/, PGlite) for browser tests, as a process the test can stop and
 * start again on the same port with the same data folder: a service that goes away mid-course and
 * comes back (SPEC 2.10, 4.7). The course folder is published for it (SPEC 6.3: "Publish" with
 * cross-device saving, its URLs pointing at the service).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from './loadScript';

export interface LearnerServiceOptions {
  playerOrigin: string;
  dataDir: string;
  courseDir: string;
  /** Extra environment (ACCESS_TOKEN_TTL_SECONDS for a token that expires during the test). */
  env?: Record<string, string>;
  /** The port to listen on (from freePort()), when the test must know the service's URL before it starts. */
  port?: number;
}

/** A port nobody listens on now; the service takes it at every start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export class LearnerServiceProcess {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    private readonly options: LearnerServiceOptions,
    readonly port: number,
  ) {}

  static async start(options: LearnerServiceOptions): Promise<LearnerServiceProcess> {
    const service = new LearnerServiceProcess(options, options.port ?? (await freePort()));
    await service.start();
    return service;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Everything the service printed since its last start (its development mailer prints each link it e-mails). */
  get printed(): string {
    return this.output;
  }

  /** Every link the service's mailer sent since its last start, with its recipient, in order. */
  get mailedLinks(): { to: string; link: string }[] {
    // server/mail/Mailer.ts consoleMailer: "[learner service] e-mail to {to}: {subject}\n  {link}"
    return [...this.output.matchAll(/\[learner service\] e-mail to (\S+): [^\n]*\n\s+(\S+)/g)].map((m) => ({ to: m[1], link: m[2] }));
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null;
  }

  /** `node server/start.mjs` on this port and data folder; resolves once it listens. */
  start(): Promise<void> {
    const { playerOrigin, dataDir, courseDir, env = {} } = this.options;
    const child = spawn(process.execPath, ['server/start.mjs'], {
      cwd: repoRoot,
      // Development: the service prints the links it e-mails, which mailedLinks reads.
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', PLAYER_ORIGIN: playerOrigin, PORT: String(this.port), DATA_DIR: dataDir, COURSES: courseDir, LOG_REQUESTS: 'false', COOKIE_SECURE: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.output = '';
    return new Promise((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        this.output += chunk;
        if (/Learner service: http:\/\/\S+/.test(this.output)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk));
      child.once('exit', (code) => reject(new Error(`the learner service exited (${code}): ${this.output}`)));
    });
  }

  /** Stops the process and waits until it is gone (its port closed, its data folder released). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * SPEC 6.3: the package as "Publish" with cross-device saving, its service URLs the local service;
 * `publish` and `settings` add to publishSettings.js and settings.js.
 */
export async function publishToService(courseDir: string, serviceUrl: string, publish: Record<string, unknown> = {}, settings: Record<string, unknown> = {}): Promise<void> {
  const file = (name: string) => path.join(courseDir, name);
  const currentPublish = JSON.parse(await readFile(file('publishSettings.js'), 'utf8'));
  await writeFile(file('publishSettings.js'), JSON.stringify({ ...currentPublish, publishMode: 'Publish', authServiceUrl: serviceUrl, learnServiceUrl: serviceUrl, ...publish }));
  const currentSettings = JSON.parse(await readFile(file('settings.js'), 'utf8'));
  await writeFile(file('settings.js'), JSON.stringify({ ...currentSettings, saveProgressCrossDevice: { enabled: true }, ...settings }));
}

/**
 * Registers a learner with the service's own call, then signs them in: their first token. Register
 * answers no token (issue 21 §1: the same answer for every address); the address is not verified.
 */
export async function registerLearner(serviceUrl: string, origin: string, learner: { name: string; email: string; password: string }): Promise<string> {
  const response = await fetch(`${serviceUrl}/api/credentials/register`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(learner) });
  if (response.status !== 202) throw new Error(`register ${learner.email}: ${response.status}`);
  return signInLearner(serviceUrl, origin, learner);
}

/** A fresh token for an existing learner, from the service's credentials call. */
export async function signInLearner(serviceUrl: string, origin: string, learner: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${serviceUrl}/api/auth/credentials`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify({ email: learner.email, password: learner.password }) });
  if (!response.ok) throw new Error(`sign in ${learner.email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The learner, signed in with `token`, presents the code of the link e-mailed to them, as the player does on following it. */
export async function presentVerificationCode(serviceUrl: string, origin: string, token: string, link: string): Promise<void> {
  const code = new URL(link).searchParams.get('verifyEmail');
  const response = await fetch(`${serviceUrl}/api/learner/me/email-verification`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin, Authorization: `Bearer ${token}` }, body: JSON.stringify({ code }) });
  if (!response.ok) throw new Error(`verify with ${link}: ${response.status}`);
}

/** What the player saves as an attempt's progress (the parts the tests read). */
export type SavedRecord = { answers?: unknown[]; url?: string };

/** The progress record the service holds for the learner's last attempt at the course, or null. */
export async function lastRecord(serviceUrl: string, origin: string, token: string, courseId: string): Promise<SavedRecord | null> {
  const response = await fetch(`${serviceUrl}/api/learner/me/courses/${encodeURIComponent(courseId)}/attempts/last`, { headers: { Authorization: `Bearer ${token}`, Origin: origin } }).catch(() => null);
  // 204: no attempt yet.
  if (!response?.ok || response.status === 204) return null;
  const text = ((await response.json()) as { jsonProgress?: string }).jsonProgress ?? '';
  return text ? (JSON.parse(text) as SavedRecord) : null;
}
