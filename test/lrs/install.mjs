/**
 * The test LRS's own install. Learning Locker's statement service (TOOLCHAIN.md) brings about 530
 * packages (aws-sdk, Azure and Google storage, MongoDB and Redis drivers, an APM agent): as a
 * devDependency of the player they made every `npm install` pay for them, although only two tests
 * run it. Here it has its own package.json and lockfile, and only the tests install it: the test
 * command (scripts/test.mjs) before the steps that start it, and the Jest projects whose selected
 * tests start it (test/support/learningLockerInstall.ts), both when it is missing.
 *
 *   node test/lrs/install.mjs          installs it when missing (exit 1, with the reason, when it cannot)
 *   import { ensureTestLrs } from '../test/lrs/install.mjs';
 *
 * The lockfile holds the very versions that were tested in the player's own tree before the move.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const TEST_LRS_DIR = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE = '@learninglocker/xapi-statements';
const installedDir = path.join(TEST_LRS_DIR, 'node_modules', ...PACKAGE.split('/'));
/** The same path test/support/learningLocker.ts starts. */
export const TEST_LRS_SERVICE = path.join(installedDir, 'dist', 'index.js');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Installed, and at the version package.json asks for (a bump there reinstalls). */
export function testLrsInstalled() {
  if (!existsSync(TEST_LRS_SERVICE)) return false;
  const wanted = readJson(path.join(TEST_LRS_DIR, 'package.json')).dependencies[PACKAGE];
  return readJson(path.join(installedDir, 'package.json')).version === wanted;
}

/**
 * Installs the lockfile's tree when it is missing; true when the service is there afterwards.
 * `npm ci`: exactly the locked versions, and the committed lockfile is never rewritten (the reason
 * .ci/run avoids `npm ci`, jest's optional native bindings, does not apply to this tree).
 * `--ignore-scripts`: the service needs none of its packages' install scripts, and npm 10 would
 * otherwise try to compile the APM agent's native addon.
 */
export function ensureTestLrs({ log = (line) => console.log(line) } = {}) {
  if (testLrsInstalled()) return true;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
  log(`The test LRS (${PACKAGE}, for the Learning Locker tests) is not installed yet: npm ${args.join(' ')} in ${path.relative(process.cwd(), TEST_LRS_DIR) || '.'} (once, about 530 packages, 190 MB)`);
  const result = spawnSync(npm, args, { cwd: TEST_LRS_DIR, stdio: 'inherit' });
  const reason = result.error ? `could not run npm: ${result.error.message}` : result.status !== 0 ? `npm ci exited with ${result.status ?? result.signal} (its output is above)` : !testLrsInstalled() ? `npm ci succeeded but ${TEST_LRS_SERVICE} is not there` : null;
  if (reason === null) return true;
  console.error(`Installing the test LRS failed: ${reason}. The Learning Locker tests need it; every other test can run without it. Fix the cause (the npm registry must be reachable) and run: node test/lrs/install.mjs`);
  return false;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(ensureTestLrs() ? 0 : 1);
}
