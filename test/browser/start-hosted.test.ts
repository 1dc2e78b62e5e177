/**
 * `npm start -- --hosted` (scripts/start.mjs): the learner service and the player start together,
 * both URLs are printed, the package's publishSettings.js is served pointing at the service with
 * cross-device saving on (the course folder itself untouched), the cover is pre-rendered from the
 * files as served, and Ctrl+C stops both.
 * In the browser project because it serves the built player (dist/).
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { browserTestEnv } from './support/harness';
import { repoRoot } from './support/loadScript';
import { courseFixture } from './support/server';

const env = browserTestEnv();

test('starts the service and the player, points the package at the service, stops both on SIGINT', async () => {
  const dataDir = await env.tempDir('start-hosted-');
  const showcase = courseFixture('showcase');
  const before = await readFile(path.join(showcase, 'publishSettings.js'), 'utf8');
  const child = spawn(process.execPath, ['scripts/start.mjs', '--hosted', '--no-build', '--port', '0'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const urls = await new Promise<{ service: string; player: string }>((resolve, reject) => {
      child.stdout.on('data', () => {
        const service = /Learner service: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        const player = /Course player: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
        if (service && player) resolve({ service, player });
      });
      void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    const publish = await (await fetch(`${urls.player}publishSettings.js`)).json();
    expect(publish).toMatchObject({ publishMode: 'Publish', authServiceUrl: urls.service, learnServiceUrl: urls.service, defaultLRSUrl: urls.service, defaultNpsUrl: urls.service });
    const settings = await (await fetch(`${urls.player}settings.js`)).json();
    expect(settings.saveProgressCrossDevice).toMatchObject({ enabled: true });
    // The showcase's hosted variant shows the satisfaction survey after the results (SPEC 2.8).
    expect(settings.conductLearnerSatisfactionSurvey).toMatchObject({ enabled: true });
    // The pre-rendered cover (issue 13) is made from the files as served: a course that signs in
    // needs the player at once, not at the learner's first move.
    const page = await (await fetch(urls.player)).text();
    const model = JSON.parse(/<script type="application\/json" id="cover-model">([^<]*)<\/script>/.exec(page)?.[1] ?? 'null');
    expect(model).toMatchObject({ title: 'Caring for Houseplants', playerAtOnce: true });
    expect(await (await fetch(`${urls.service}/health`)).json()).toEqual({ ok: true, database: 'pglite' });
    // CORS admits the player's origin only.
    const preflight = await fetch(`${urls.service}/api/auth/credentials`, { method: 'OPTIONS', headers: { Origin: new URL(urls.player).origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(new URL(urls.player).origin);
    expect(await readFile(path.join(showcase, 'publishSettings.js'), 'utf8')).toBe(before);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect(fetch(`${urls.service}/health`)).rejects.toThrow();
  } finally {
    child.kill('SIGKILL');
  }
}, 60000);
