/**
 * `node server/start.mjs` as a deployment starts it: configured from the environment only (nothing of
 * the test's own environment leaks in but PATH and NODE_PATH), its output collected.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export function startProcess(env: Record<string, string>) {
  const inherited = Object.fromEntries(['PATH', 'NODE_PATH'].filter((name) => process.env[name]).map((name) => [name, process.env[name]!]));
  const child = spawn(process.execPath, ['server/start.mjs'], { cwd: ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout) ?? pattern.exec(stderr);
        if (match) resolve(match);
      };
      check();
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      exited.then((code) => reject(new Error(`exited with ${code} before printing ${pattern}: ${stdout}${stderr}`)));
    });
  /** Resolves with the URL once the service listens (printed on stdout). */
  const url = async () => (await printed(/Learner service: (http:\/\/127\.0\.0\.1:\d+)/))[1];
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { child, exited, printed, url, stop, output: () => stdout + stderr };
}

/**
 * Services a test file starts on fresh PGlite folders (for the player at `playerOrigin`): `start(env)`
 * starts one; `stopAll()` (the file's afterAll) stops them and removes their folders.
 */
export function serviceProcesses(playerOrigin: string, folderPrefix: string) {
  const dataDirs: string[] = [];
  const running: Array<ReturnType<typeof startProcess>> = [];
  return {
    running,
    start(env: Record<string, string>) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), folderPrefix));
      dataDirs.push(dataDir);
      const service = startProcess({ PLAYER_ORIGIN: playerOrigin, DATA_DIR: dataDir, PORT: '0', LOG_REQUESTS: 'false', ...env });
      running.push(service);
      return service;
    },
    async stopAll() {
      await Promise.all(running.map((service) => service.stop()));
      dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    },
  };
}
