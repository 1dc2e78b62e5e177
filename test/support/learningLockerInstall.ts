/**
 * Jest's side of the test LRS's own install (test/lrs/install.mjs): the globalSetup of the projects
 * that hold tests starting Learning Locker (test/support/learningLocker.ts) installs it when it is
 * missing and a selected test starts it, so that `npx jest path/to/one.test.ts` works on a fresh
 * clone while a run of other tests never pays for it. `npm test` has installed it already.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
export const TEST_LRS_DIR = path.join(repoRoot, 'test', 'lrs');
/** Where test/lrs/install.mjs puts the service (TEST_LRS_SERVICE there). */
export const TEST_LRS_SERVICE = path.join(TEST_LRS_DIR, 'node_modules', '@learninglocker', 'xapi-statements', 'dist', 'index.js');
export const TEST_LRS_INSTALL_HELP = 'The test LRS is installed by `npm test`, or alone by: node test/lrs/install.mjs';

/** The part of Jest's GlobalConfig this needs (its own type lives in a package the player does not list). */
interface SelectedPaths {
  rootDir: string;
  testPathPatterns: { isSet(): boolean; toExecutor(options: { rootDir: string }): { isMatch(absolutePath: string): boolean } };
}

const STARTS_LEARNING_LOCKER = /from '[./]*\/support\/learningLocker'/;

/** The test files that start Learning Locker, found by their import so that a new one needs no list. */
function testsStartingIt(dir = path.join(repoRoot, 'test')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : testsStartingIt(file);
    return /\.test\.tsx?$/.test(entry.name) && STARTS_LEARNING_LOCKER.test(readFileSync(file, 'utf8')) ? [file] : [];
  });
}

/**
 * Runs install.mjs when the run selects a test that starts Learning Locker (every run without path
 * patterns does); install.mjs itself does nothing when the locked version is installed. Throws when
 * the install fails.
 */
export function installLearningLockerIfSelected(globalConfig: SelectedPaths): void {
  const patterns = globalConfig.testPathPatterns;
  if (patterns.isSet()) {
    const selected = patterns.toExecutor({ rootDir: globalConfig.rootDir });
    if (!testsStartingIt().some((file) => selected.isMatch(file))) return;
  }
  try {
    execFileSync(process.execPath, [path.join(TEST_LRS_DIR, 'install.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    throw new Error(`The selected tests start Learning Locker, whose install failed (see above). ${TEST_LRS_INSTALL_HELP}`);
  }
}

export default installLearningLockerIfSelected;
