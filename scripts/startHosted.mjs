/**
 * `npm start -- --hosted`: the learner service (server/, docs/service.md) beside the player, with
 * the package's publishSettings.js pointed at it (authServiceUrl, learnServiceUrl, defaultLRSUrl)
 * and cross-device saving switched on in its settings.js, both in memory: the course folder is only
 * read. The service keeps its data (PGlite) in .service-data/ of the repository unless DATA_DIR says
 * otherwise, so learners and their progress survive a restart.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Starts `node server/start.mjs` for the given player origin; resolves with its URL and a stop().
 * `echo`: what it prints after its start line goes on to this terminal (its request log, and in
 * development the e-mails it would send); `output` holds everything it printed either way.
 */
export function startServiceProcess({ repoRoot, playerOrigin, courseDir, dataDir, env = {}, echo = true }) {
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: repoRoot,
    // Plain http on 127.0.0.1: a Secure cookie would not come back ("Keep me signed in"). Development:
    // the e-mailed links are printed here, for the learner at this machine.
    env: { ...process.env, PLAYER_ORIGIN: playerOrigin, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, COURSES: courseDir, COOKIE_SECURE: 'false', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const printed = { output: '' };
  let output = '';
  child.stdout.on('data', (chunk) => (printed.output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Learner service: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    exited.then((code) => reject(new Error(`the learner service exited (${code}) before it listened:\n${output}`)));
  });
  // Past the start line the request log goes on to this terminal.
  if (echo) url.then(() => child.stdout.pipe(process.stdout), () => undefined);
  return {
    url,
    child,
    /** Everything the service printed on stdout so far. */
    get output() {
      return printed.output;
    },
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The package's publishSettings.js and settings.js as hosted mode with cross-device saving needs them.
 * The satisfaction survey's store (defaultNpsUrl, SPEC 7.8 {host}/xApi) is the service's LRS unless
 * the package names its own. `showcase`: the demo course also switches the survey on, so the first
 * command shows it after the results (SPEC 2.8).
 */
export async function hostedOverrides(courseDir, serviceUrl, { showcase = false } = {}) {
  const read = async (file) => JSON.parse(await readFile(path.join(courseDir, file), 'utf8'));
  const publish = await read('publishSettings.js');
  const settings = await read('settings.js');
  const npsUrl = typeof publish.defaultNpsUrl === 'string' && publish.defaultNpsUrl.trim() ? publish.defaultNpsUrl : serviceUrl;
  return {
    '/publishSettings.js': JSON.stringify({ ...publish, publishMode: 'Publish', authServiceUrl: serviceUrl, learnServiceUrl: serviceUrl, defaultLRSUrl: serviceUrl, defaultNpsUrl: npsUrl }),
    '/settings.js': JSON.stringify({
      ...settings,
      saveProgressCrossDevice: { ...(settings.saveProgressCrossDevice ?? {}), enabled: true },
      ...(showcase ? { conductLearnerSatisfactionSurvey: { ...(settings.conductLearnerSatisfactionSurvey ?? {}), enabled: true } } : {}),
    }),
  };
}
