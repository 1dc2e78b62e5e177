/**
 * Runs once before the browser test project (jest.config.ts `globalSetup`).
 *
 * - Fails at once, with the fix, when Chromium is missing, instead of every test timing out.
 * - Installs the test LRS (test/lrs/) when a selected test starts Learning Locker and it is missing.
 * - Builds the player when dist/index.html is missing, so `npm run test:browser` works on a fresh
 *   checkout. It does not rebuild a stale dist: `npm test` always builds first; when running the
 *   browser tests alone after changing the player, run `npm run build` yourself.
 * - SKIP_PLAYER_BUILD=1 skips the build, for tests that bring their own page (the infrastructure
 *   smoke test) while the player cannot be built.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installLearningLockerIfSelected } from '../../support/learningLockerInstall';
import { CHROMIUM_MISSING_HELP, chromiumExecutable } from './chromium';
import { repoRoot } from './loadScript';

export default function globalSetup(globalConfig: Parameters<typeof installLearningLockerIfSelected>[0]): void {
  const executable = chromiumExecutable();
  if (!existsSync(executable)) {
    throw new Error(`Browser tests need Chromium, not found at ${executable}. ${CHROMIUM_MISSING_HELP}`);
  }
  installLearningLockerIfSelected(globalConfig);

  if (process.env.SKIP_PLAYER_BUILD === '1') return;
  if (existsSync(path.join(repoRoot, 'dist', 'index.html'))) return;

  process.stdout.write('\ndist/index.html is missing: building the player (webpack --mode production)...\n');
  try {
    execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  } catch {
    throw new Error('Building the player failed (see the webpack output above); the browser tests need dist/.');
  }
}
