/**
 * The real learner service (`node server/start.mjs`, PGlite in a temp folder) for the hosted-mode
 * browser tests, and a course folder published to it ("Publish" mode with cross-device saving).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './loadScript';

export interface LearnerService {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the service on a free port with the player's origin as its one CORS origin; `courseDir`'s
 * accessLimitation is read at start (server/courses/readCourseAccess.ts), so write it before.
 */
export function startLearnerService(playerOrigin: string, dataDir: string, courseDir: string): Promise<LearnerService> {
  const child: ChildProcess = spawn(process.execPath, ['server/start.mjs'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PLAYER_ORIGIN: playerOrigin, PORT: '0', DATA_DIR: dataDir, COURSES: courseDir, LOG_REQUESTS: 'false', COOKIE_SECURE: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /Learner service: (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1], stop });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the learner service exited (${code}): ${output}`)));
  });
}

/** Publishes the course folder to the service: "Publish" mode, its URLs, cross-device saving on; `publish` adds to publishSettings.js. */
export async function publishToService(courseDir: string, serviceUrl: string, publish: Record<string, unknown> = {}): Promise<void> {
  const file = (name: string) => path.join(courseDir, name);
  const current = JSON.parse(await readFile(file('publishSettings.js'), 'utf8'));
  await writeFile(file('publishSettings.js'), JSON.stringify({ ...current, ...publish, publishMode: 'Publish', authServiceUrl: serviceUrl, learnServiceUrl: serviceUrl }));
  const settings = JSON.parse(await readFile(file('settings.js'), 'utf8'));
  await writeFile(file('settings.js'), JSON.stringify({ ...settings, saveProgressCrossDevice: { enabled: true } }));
}

/** Registers a learner with the service (as the sign-up screen would) and returns their token. */
export async function registerLearner(serviceUrl: string, origin: string, learner: { name: string; email: string; password: string }): Promise<string> {
  const response = await fetch(`${serviceUrl}/api/credentials/register`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(learner) });
  if (!response.ok) throw new Error(`register ${learner.email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
