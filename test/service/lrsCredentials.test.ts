/**
 * How an operator issues default-LRS credentials (docs/service.md, "Default LRS"):
 * `node server/start.mjs issue-lrs-credentials` prints them once with the XAPI_WRITERS entry holding
 * only their hash, and a service started with that entry takes statements with them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { basic, sha256, statement, XAPI } from './support/statements';

const ROOT = path.resolve(__dirname, '../..');

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['server/start.mjs', ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', LOG_REQUESTS: 'false', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

it('issues course credentials once, keeps only their hash in the XAPI_WRITERS entry, and the service takes them for that course', async () => {
  const issued = run(['issue-lrs-credentials', '--course', 'course one/é']);
  expect(await issued.exited).toBe(0);
  const text = issued.output();
  const username = /username: (\S+)/.exec(text)![1];
  const password = /password: (\S+)/.exec(text)![1];
  const entry = new RegExp(`^  (${username}:[0-9a-f]{64}@\\S+)$`, 'm').exec(text)![1];
  expect(entry).toBe(`${username}:${sha256(password)}@${encodeURIComponent('course one/é')}`);
  expect(entry).not.toContain(password);
  expect(text).toContain(`xApi.lrs.credentials = {"username":"${username}","password":"${password}"}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ocp-writers-'));
  const service = run([], { PLAYER_ORIGIN: 'http://127.0.0.1:9', DATA_DIR: dataDir, PORT: '0', XAPI_WRITERS: `${entry} other:${'0'.repeat(64)}@*` });
  try {
    let url = '';
    while (!url) {
      url = /Learner service: (http:\/\/127\.0\.0\.1:\d+)/.exec(service.output())?.[1] ?? '';
      if (!url) await new Promise((r) => setTimeout(r, 100));
    }
    const post = (body: unknown, authorization: string) =>
      fetch(`${url}/xApi/statements`, { method: 'POST', headers: { ...XAPI, authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post(statement({}, 'a@example.com', 'course one/é'), basic(username, password))).status).toBe(200);
    expect((await post(statement({}, 'a@example.com', 'course two'), basic(username, password))).status).toBe(403);
    expect((await post(statement({}, 'a@example.com', 'course one/é'), basic(username, `${password}x`))).status).toBe(401);
  } finally {
    service.child.kill('SIGTERM');
    await service.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it('refuses to start with a malformed XAPI_WRITERS entry, and explains the command', async () => {
  const bad = run([], { PLAYER_ORIGIN: 'http://127.0.0.1:9', XAPI_WRITERS: 'someone:plain-password@course' });
  expect(await bad.exited).toBe(2);
  expect(bad.output()).toContain('XAPI_WRITERS');
  const usage = run(['issue-lrs-credentials']);
  expect(await usage.exited).toBe(2);
  expect(usage.output()).toContain('--course <course id> | --integrator');
});
