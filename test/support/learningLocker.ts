/**
 * Learning Locker's statement service (@learninglocker/xapi-statements, TOOLCHAIN.md) as test
 * equipment: a real LRS that validates statements strictly (400 with its warnings) and keeps them
 * in memory. A test starts it and stops it; it is never bundled (GPL-3.0, dev-only). It is installed
 * in test/lrs/, apart from the player's dependencies, by the test command or by the globalSetup of a
 * Jest run that selects a test starting it (test/support/learningLockerInstall.ts).
 *
 *   const ll = await startLearningLocker();
 *   // settings.js xApi.lrs.uri = ll.endpoint ('http://127.0.0.1:41234/xAPI')
 *   ...
 *   const stored = await ll.statements();          // GET /xAPI/statements, `more` links followed
 *   expect((await ll.accessLog()).filter((r) => r.status >= 400)).toEqual([]);
 *   await ll.stop();
 *
 * It runs as its own process (its own process group, so stop() ends it and anything it started),
 * bound to 127.0.0.1 on a port the OS picks (test/support/learningLockerLoopback.cjs), in a
 * throw-away working directory (it writes access logs there and reads a .env from it). It accepts
 * any credentials (AUTH_REPO=test) and has no State API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TEST_LRS_INSTALL_HELP, TEST_LRS_SERVICE } from './learningLockerInstall';

const LOOPBACK_PRELOAD = path.join(__dirname, 'learningLockerLoopback.cjs');

export type StoredStatement = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request as Learning Locker's own access log (morgan) records it. */
export interface AccessLogEntry {
  method: string;
  /** Path with query. */
  url: string;
  status: number;
}

export interface LearningLocker {
  /** e.g. 'http://127.0.0.1:41234' */
  url: string;
  /** The xAPI root a course's settings name (statements at `${endpoint}/statements`). */
  endpoint: string;
  /** The address the service bound, as it reported it. */
  address: AddressInfo;
  pid: number;
  /** The Authorization header value the test's own reads send (the service accepts any). */
  authorization: string;
  /** Every stored statement, oldest first unless `query` says otherwise, following `more` links. */
  statements(query?: Record<string, string>): Promise<StoredStatement[]>;
  /** Every request answered so far, in the order answered (read from the service's access log). */
  accessLog(): Promise<AccessLogEntry[]>;
  /** What the service logged, without the known noise (see NOISE), colours removed. */
  output(): string[];
  /** The entries it logged as errors: each refusal with its validation warnings, in its own words. */
  errors(): string[];
  /** Ends the service's process group and removes its working directory. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * What the service always logs and that says nothing about the test: it tries MongoDB at start-up
 * (three retries) even with MODELS_REPO=memory, and its drivers print deprecation notices.
 */
const NOISE = [/Failed (initial )?Mongo connection/i, /Starting retry \d+/, /MONGODB DRIVER/, /AWS SDK/, /trace-warnings/];
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
/** A log entry starts with winston's timestamp or Node's '(node:pid)'; other lines continue the entry before. */
const ENTRY_START = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d:\d{3} - |\(node:\d+\))/;

function entriesOf(text: string): string[] {
  const entries: string[] = [];
  for (const line of text.replace(ANSI, '').split('\n')) {
    if (ENTRY_START.test(line) || entries.length === 0) entries.push(line);
    else entries[entries.length - 1] += `\n${line}`;
  }
  return entries.map((e) => e.trimEnd()).filter((e) => e !== '' && !NOISE.some((n) => n.test(e)));
}

export async function startLearningLocker(credentials = { username: 'player', password: 's3cret' }): Promise<LearningLocker> {
  if (!existsSync(TEST_LRS_SERVICE)) throw new Error(`Learning Locker's statement service is not installed (${TEST_LRS_SERVICE}). ${TEST_LRS_INSTALL_HELP}`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'learning-locker-'));
  const logDir = path.join(workDir, 'accessLogs');
  const child: ChildProcess = spawn(process.execPath, ['-r', LOOPBACK_PRELOAD, TEST_LRS_SERVICE], {
    cwd: workDir,
    // A clean environment: the service reads dozens of variables (LANG, MONGO_URL, EXPRESS_PORT...).
    env: {
      PATH: process.env.PATH ?? '',
      MODELS_REPO: 'memory',
      STORAGE_REPO: 'local',
      AUTH_REPO: 'test',
      EVENTS_REPO: 'test',
      EXPRESS_PORT: '0',
      EXPRESS_MORGAN_DIRECTORY: logDir,
      FS_LOCAL_STORAGE_DIR: path.join(workDir, 'storage'),
      NODE_NO_WARNINGS: '1',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let raw = '';
  child.stdout!.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const address = await new Promise<AddressInfo>((resolve, reject) => {
    child.on('message', (m: { learningLocker?: string; address?: AddressInfo }) => {
      if (m?.learningLocker === 'listening' && m.address) resolve(m.address);
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error(`Learning Locker's statement service ended before listening:\n${entriesOf(raw).join('\n')}`)));
  });

  const url = `http://${address.address}:${address.port}`;
  const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  const headers = { Authorization: authorization, 'X-Experience-API-Version': '1.0.3' };

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // the group is already gone
        }
        await exited;
      }
      await rm(workDir, { recursive: true, force: true });
    })());

  async function readLog(): Promise<string[]> {
    const files = (await readdir(logDir).catch(() => [] as string[])).filter((f) => f.startsWith('access-')).sort();
    const texts = await Promise.all(files.map((f) => readFile(path.join(logDir, f), 'utf8')));
    return texts.join('').split('\n').filter(Boolean);
  }

  const ll: LearningLocker = {
    url,
    endpoint: `${url}/xAPI`,
    address,
    pid: child.pid!,
    authorization,
    async statements(query = { ascending: 'true' }) {
      const all: StoredStatement[] = [];
      let next: string | null = `/xAPI/statements?${new URLSearchParams(query)}`;
      while (next) {
        const response = await fetch(new URL(next, url), { headers });
        if (!response.ok) throw new Error(`GET ${next}: HTTP ${response.status} ${await response.text()}`);
        const page = (await response.json()) as { statements: StoredStatement[]; more?: string };
        all.push(...page.statements);
        next = page.more || null;
      }
      return all;
    },
    async accessLog() {
      // The log is written after each answer, asynchronously. A probe request of this test, answered
      // after everything before it, marks the point up to which the log is complete.
      const probe = randomUUID();
      const response = await fetch(`${url}/xAPI/about?probe=${probe}`);
      await response.arrayBuffer();
      let lines = await readLog();
      while (!lines.some((l) => l.includes(probe))) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        lines = await readLog();
      }
      // morgan's format ':method :url :remote-addr :referrer :date :query :status': the status is last.
      return lines
        .filter((l) => !l.includes('probe='))
        .map((l) => {
          const parts = l.trim().split(' ');
          return { method: parts[0], url: parts[1], status: Number(parts[parts.length - 1]) };
        });
    },
    output: () => entriesOf(raw),
    errors: () => entriesOf(raw).filter((e) => / - error: /.test(e)),
    stop,
  };

  // Listening is not answering yet: wait for the first answer of its About resource.
  const about = await fetch(`${url}/xAPI/about`).catch(async (e: unknown) => {
    await stop();
    throw e;
  });
  if (!about.ok) {
    await stop();
    throw new Error(`Learning Locker's statement service answered ${about.status} to GET /xAPI/about:\n${entriesOf(raw).join('\n')}`);
  }
  await about.arrayBuffer();
  return ll;
}
