/**
 * One learner service for a test file, on PGlite (a temp folder) or on the test PostgreSQL (a fresh
 * database), in a child process (serviceProcess.ts), with a clock the test can move, the e-mails it
 * sent and its log. The file starts it in beforeAll and closes it in afterAll: nothing outlives the file.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServiceOptions } from '../../../server/index';
import type { MailMessage } from '../../../server/mail/Mailer';
import { POSTGRES_ENV } from './globalSetup';
import { createDatabase, type TestPostgres } from './postgres';

export type Backend = 'PGlite' | 'PostgreSQL';
export const BACKENDS: Backend[] = ['PGlite', 'PostgreSQL'];
export const PLAYER_ORIGIN = 'http://127.0.0.1:9';

/** What a test may set: options that cross a process boundary as JSON. */
export type HarnessOptions = Omit<ServiceOptions, 'mailer' | 'logStream' | 'now' | 'playerOrigin'> & { playerOrigin?: ServiceOptions['playerOrigin'] };

/** What the test's stand-in mailer does (serviceProcess.ts): `delayMs`, a slow mail server, taken before each e-mail is handed over. */
export interface TestMailer {
  delayMs?: number;
}

export interface Harness {
  url: string;
  backend: Backend;
  /** E-mails the service sent so far, oldest first. */
  mail: MailMessage[];
  /** Resolves with the e-mail number `index` (0-based) once the service has sent it. */
  mailNumber(index: number): Promise<MailMessage>;
  /** The first e-mail to `to` sent after the first `after` e-mails, once sent; fails after `timeoutMs`. */
  mailTo(to: string, after?: number, timeoutMs?: number): Promise<MailMessage>;
  /** The PostgreSQL database of a PostgreSQL harness (for a test that looks at what is stored). */
  databaseUrl?: string;
  /** Everything the service logged so far. */
  log(): Promise<string>;
  /** Moves the service's clock forward. */
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

function testPostgres(): TestPostgres {
  const state = process.env[POSTGRES_ENV];
  if (!state) throw new Error('the service project globalSetup did not start PostgreSQL (run these tests with --selectProjects service)');
  return JSON.parse(state) as TestPostgres;
}

/** Where a harness keeps its data: a fresh PGlite folder, or a fresh database of the test server. */
export async function freshStorage(backend: Backend): Promise<{ options: Pick<ServiceOptions, 'dataDir' | 'databaseUrl'>; remove(): void }> {
  if (backend === 'PGlite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ocp-pglite-'));
    return { options: { dataDir }, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const databaseUrl = await createDatabase(testPostgres().adminUrl, `t_${randomBytes(6).toString('hex')}`);
  return { options: { databaseUrl }, remove: () => undefined };
}

type Message = { type: 'ready'; url: string } | { type: 'failed'; message: string } | { type: 'mail'; message: MailMessage } | { type: 'done'; id: number; log?: string };

/** Forks a service process with these options (storage included); resolves once it listens. */
export function forkService(options: ServiceOptions | HarnessOptions, mailer: TestMailer = {}): Promise<{ child: ChildProcess; url: string; messages: NodeJS.EventEmitter }> {
  const child = fork(path.join(__dirname, 'serviceProcess.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, OCP_SERVICE_OPTIONS: JSON.stringify(options), OCP_TEST_MAILER: JSON.stringify(mailer) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the service process exited with ${code} before listening`)));
    child.on('message', (message: Message) => {
      if (message.type === 'ready') {
        child.removeAllListeners('exit');
        resolve({ child, url: message.url, messages: child });
      } else if (message.type === 'failed') reject(new Error(message.message));
    });
  });
}

export async function startHarness(backend: Backend, overrides: HarnessOptions = {}, mailer: TestMailer = {}): Promise<Harness> {
  const storage = await freshStorage(backend);
  const { child, url } = await forkService({
    ...storage.options,
    playerOrigin: PLAYER_ORIGIN,
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    ...overrides,
  }, mailer).catch((e) => {
    storage.remove();
    throw e;
  });
  return driveService(child, url, backend, storage.remove, storage.options.databaseUrl);
}

/** The e-mails one or several services sent, in the order they arrived, with waits for one. */
export function mailbox(): Pick<Harness, 'mail' | 'mailNumber' | 'mailTo'> & { receive(message: MailMessage): void } {
  const mail: MailMessage[] = [];
  const waiters: Array<() => void> = [];
  return {
    mail,
    receive(message) {
      mail.push(message);
      waiters.splice(0).forEach((wake) => wake());
    },
    async mailNumber(index) {
      while (mail.length <= index) await new Promise<void>((wake) => waiters.push(wake));
      return mail[index];
    },
    async mailTo(to, after = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mail.slice(after).find((m) => m.to === to);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, left);
          waiters.push(() => {
            clearTimeout(timer);
            wake();
          });
        });
      }
    },
  };
}

/** The test's handle on a forked service (forkService): its mail, log and clock; close() also runs `remove`. */
export function driveService(child: ChildProcess, url: string, backend: Backend, remove: () => void = () => undefined, databaseUrl?: string): Harness {
  const box = mailbox();
  const replies = new Map<number, (message: Extract<Message, { type: 'done' }>) => void>();
  let nextId = 0;
  child.on('message', (message: Message) => {
    if (message.type === 'mail') {
      box.receive(message.message);
    } else if (message.type === 'done') {
      replies.get(message.id)?.(message);
      replies.delete(message.id);
    }
  });
  const ask = (command: object) =>
    new Promise<Extract<Message, { type: 'done' }>>((resolve) => {
      const id = nextId++;
      replies.set(id, resolve);
      child.send({ ...command, id });
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    backend,
    mail: box.mail,
    mailNumber: box.mailNumber,
    mailTo: box.mailTo,
    databaseUrl,
    log: async () => (await ask({ type: 'log' })).log ?? '',
    advance: async (seconds) => void (await ask({ type: 'advance', seconds })),
    async close() {
      child.send({ type: 'close' });
      await exited;
      remove();
    },
  };
}

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any route
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, instead of JSON of `body`. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export async function call(h: Pick<Harness, 'url'>, method: string, route: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${h.url}${route}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // HTML pages and empty answers stay text
  }
  return { status: response.status, body, headers: response.headers };
}

let counter = 0;
/** A new learner's sign-up details, unique within the run. */
export function newLearner(prefix = 'learner'): { email: string; password: string; name: string } {
  counter += 1;
  return { email: `${prefix}${counter}.${randomBytes(3).toString('hex')}@example.com`, password: `pw-${randomBytes(6).toString('hex')}`, name: `Test Learner${counter}` };
}

/** Signs a learner in (short-term); the access token. */
export async function signIn(h: Pick<Harness, 'url'>, learner: { email: string; password: string }): Promise<string> {
  const answer = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/**
 * Registers a learner and signs them in: the access token. Register answers the same whether or not
 * the address has an account (no token: issue 21 §1), so the token comes from the credentials call,
 * as the player's "continue without verification" gets it. The address is not verified.
 */
export async function register(h: Pick<Harness, 'url'> & Partial<Pick<Harness, 'mail' | 'mailTo'>>, learner = newLearner()): Promise<{ token: string; learner: typeof learner }> {
  const before = h.mail?.length ?? 0;
  const answer = await call(h, 'POST', '/api/credentials/register', { body: learner });
  if (answer.status !== 202) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  // The verification e-mail leaves after the answer: waited for, so a test counting e-mails from here counts its own.
  await h.mailTo?.(learner.email.toLowerCase(), before);
  return { token: await signIn(h, learner), learner };
}

/** The code in a "confirm your e-mail" link (the player's course link with `verifyEmail`). */
export const verificationCodeOf = (link: string): string | null => new URL(link).searchParams.get('verifyEmail');

/** The learner, signed in, presents the code of the verification e-mail sent after the first `after` e-mails. */
export async function verifyEmail(h: Pick<Harness, 'url' | 'mailTo'>, token: string, email: string, after = 0): Promise<void> {
  const code = verificationCodeOf((await h.mailTo(email, after)).link);
  const answer = await call(h, 'POST', '/api/learner/me/email-verification', { token, body: { code } });
  if (answer.status !== 200) throw new Error(`verification failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Registers a learner who then proves their address: the access token. */
export async function registerVerified(h: Pick<Harness, 'url' | 'mailTo' | 'mail'>, learner = newLearner()): Promise<{ token: string; learner: typeof learner }> {
  const before = h.mail.length;
  const registered = await call(h, 'POST', '/api/credentials/register', { body: learner });
  if (registered.status !== 202) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const token = await signIn(h, learner);
  await verifyEmail(h, token, learner.email.toLowerCase(), before);
  return { token, learner };
}

export const attemptsPath = (courseId: string, attemptId?: string) =>
  `/api/learner/me/courses/${encodeURIComponent(courseId)}/attempts${attemptId === undefined ? '' : `/${encodeURIComponent(attemptId)}`}`;
