/**
 * `npm test`: everything CI checks, in order, stopping at the first failure.
 *
 *   1. Chromium is present (installs Debian's package when running as root)
 *   2. xmllint is present (installs Debian's libxml2-utils when running as root), and so are poppler's
 *      pdftotext, pdffonts and pdftoppm (Debian's poppler-utils: the certificate tests read the PDFs back)
 *   3. the test LRS is present (Learning Locker's statement service, kept out of the player's
 *      dependencies: installs test/lrs/ from its own lockfile when missing, see test/lrs/install.mjs)
 *   4. typecheck       tsc --noEmit -p tsconfig.json
 *   5. layers          depcruise core plugins adapters app server test/plugins --config .dependency-cruiser.cjs
 *   6. unit tests      jest --selectProjects unit
 *   7. script tests    jest --selectProjects scripts (npm run package: zips, manifests validated by xmllint)
 *   8. service tests   jest --selectProjects service (the learner service on PGlite and on a PostgreSQL
 *                      it starts; installs Debian's postgresql when missing and running as root)
 *   9. build           webpack --mode production
 *  10. browser tests   jest --selectProjects browser --runInBand (against the build from step 9)
 *
 * The last line is always `test: N passed, N failed`, counting these steps.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestLrs } from '../test/lrs/install.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;

function finish() {
  console.log(`test: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

/** Run a command with the terminal attached; true when it exits with 0. */
function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.error) console.error(`Could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
let aptUpdated = false;
/** Installs Debian packages (root only); `apt-get update` once per run. */
function aptInstall(pkg) {
  if (!aptUpdated && !run('apt-get', ['update'], aptEnv)) return false;
  aptUpdated = true;
  return run('apt-get', ['install', '-y', pkg], aptEnv);
}

/** Step 1. Installing needs root; otherwise say exactly what to do. Never downloads a browser of its own. */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  console.log(`\n== chromium: ${chromium}`);
  if (existsSync(chromium)) return true;

  if (process.getuid?.() !== 0) {
    console.error("Install Debian's Chromium: sudo apt-get install -y chromium (or set CHROMIUM_PATH)");
    return false;
  }
  console.log(`Chromium not found at ${chromium}; installing Debian's package: apt-get update && apt-get install -y chromium`);
  if (!aptInstall('chromium')) {
    console.error('Installing Chromium with apt-get failed (see above).');
    return false;
  }
  if (!existsSync(chromium)) {
    // Debian installs /usr/bin/chromium; a CHROMIUM_PATH pointing elsewhere stays wrong.
    console.error(`Chromium is installed, but ${chromium} still does not exist: fix or unset CHROMIUM_PATH.`);
    return false;
  }
  return true;
}

/**
 * A Debian package the tests use: present, or installed with apt-get when this runs as root, or a line
 * saying how to install it. `pathVariable` names the environment variable that points at another copy.
 */
function ensureDebianTool({ title, pkg, present, pathVariable }) {
  console.log(`\n== ${title}`);
  if (present()) return true;

  if (process.getuid?.() !== 0 || (pathVariable && process.env[pathVariable])) {
    console.error(`Install Debian's ${pkg}: sudo apt-get install -y ${pkg}${pathVariable ? ` (or set ${pathVariable})` : ''}`);
    return false;
  }
  console.log(`${title} not found; installing Debian's package: apt-get update && apt-get install -y ${pkg}`);
  if (!aptInstall(pkg) || !present()) {
    console.error(`Installing ${pkg} with apt-get failed (see above).`);
    return false;
  }
  return true;
}

/** Step 2. xmllint validates the imsmanifest.xml of `npm run package` against the SCORM schemas (test/scripts/). */
function ensureXmllint() {
  const xmllint = process.env.XMLLINT_PATH || 'xmllint';
  const present = () => spawnSync(xmllint, ['--version'], { stdio: 'ignore' }).status === 0;
  return ensureDebianTool({ title: `xmllint: ${xmllint}`, pkg: 'libxml2-utils', present, pathVariable: 'XMLLINT_PATH' });
}

/** Step 2 too. The certificate tests (test/unit/certificatePdf.test.ts, test/browser/certificate.test.ts) read the PDFs with poppler's tools. */
function ensurePoppler() {
  const present = () => ['pdftotext', 'pdffonts', 'pdftoppm'].every((tool) => spawnSync(tool, ['-v'], { stdio: 'ignore' }).status === 0);
  return ensureDebianTool({ title: 'poppler-utils: pdftotext, pdffonts, pdftoppm', pkg: 'poppler-utils', present });
}

/** Step 3. The unit and browser tests start it (test/support/learningLocker.ts). */
function ensureLearningLocker() {
  console.log('\n== test LRS: test/lrs');
  return ensureTestLrs();
}

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'layers', command: bin('depcruise'), args: ['core', 'plugins', 'adapters', 'app', 'server', 'test/plugins', '--config', '.dependency-cruiser.cjs'] },
  { name: 'unit tests', command: bin('jest'), args: ['--selectProjects', 'unit'] },
  { name: 'script tests', command: bin('jest'), args: ['--selectProjects', 'scripts'] },
  { name: 'service tests', command: bin('jest'), args: ['--selectProjects', 'service'] },
  { name: 'build', command: bin('webpack'), args: ['--mode', 'production'] },
  { name: 'browser tests', command: bin('jest'), args: ['--selectProjects', 'browser', '--runInBand'] },
];

for (const [ensure, why] of [
  [ensureChromium, 'Chromium is needed for the browser tests'],
  [ensureXmllint, 'xmllint is needed for the script tests'],
  [ensurePoppler, "poppler's pdftotext and pdffonts are needed for the certificate tests (unit)"],
  [ensureLearningLocker, 'the test LRS is needed for the Learning Locker tests (unit and browser)'],
]) {
  if (ensure()) {
    passed += 1;
  } else {
    failed += 1;
    console.error(`\ntest: stopped: ${why}.`);
    finish();
  }
}

for (const [index, step] of steps.entries()) {
  const shown = [path.basename(step.command), ...step.args].join(' ');
  console.log(`\n== ${step.name}: ${shown}`);
  if (run(step.command, step.args)) {
    passed += 1;
    continue;
  }
  failed += 1;
  const skipped = steps.slice(index + 1).map((s) => s.name);
  console.error(`\ntest: stopped at "${step.name}" (${shown}) failed; see its output above.`);
  if (skipped.length > 0) console.error(`test: not run: ${skipped.join(', ')}`);
  finish();
}
finish();
