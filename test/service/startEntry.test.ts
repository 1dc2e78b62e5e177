/** `node server/start.mjs`: configured from the environment, listens on 127.0.0.1, prints its URL, stops on SIGTERM. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/start.mjs'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) resolve(match);
      };
      child.stdout.on('data', check);
      exited.then((code) => reject(new Error(`exited with ${code} before printing ${pattern}: ${stdout}${stderr}`)));
    });
  return { child, exited, printed, output: () => stdout + stderr };
}

describe('node server/start.mjs', () => {
  it('prints its URL on 127.0.0.1, serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ocp-start-'));
    const service = run({ PLAYER_ORIGIN: 'http://127.0.0.1:8080', DATA_DIR: dataDir, PORT: '0', LOG_REQUESTS: 'false' });
    try {
      const [, url] = await service.printed(/Learner service: (http:\/\/127\.0\.0\.1:\d+) \(PGlite in /);
      const health = await fetch(`${url}/health`);
      expect(await health.json()).toEqual({ ok: true, database: 'pglite' });
      service.child.kill('SIGTERM');
      expect(await service.exited).toBe(0);
    } finally {
      service.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says what is missing instead of starting without a player origin', async () => {
    const service = run({});
    expect(await service.exited).toBe(2);
    expect(service.output()).toContain('PLAYER_ORIGIN is required');
  });
});
