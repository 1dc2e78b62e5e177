/** `node server/start.mjs`: configured from the environment, listens on 127.0.0.1, prints its URL, stops on SIGTERM. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess as run } from './support/startProcess';

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
