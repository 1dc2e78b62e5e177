/**
 * `npm run package -- --course <folder> [--out <file.zip>] [--no-build]`
 *
 * Builds the player for production and writes one zip with the player and the course (see
 * package-course.mjs). The course folder is only read. Paths are relative to the directory the
 * command was typed in. The default zip name is the course folder's name + '.zip'.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageCourse } from './package-course.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const here = process.env.INIT_CWD ?? process.cwd();

function fail(message) {
  console.error(`npm run package: ${message}`);
  process.exit(1);
}

const options = { course: '', out: '', build: true };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 1) {
  const [flag, inline] = argv[i].split(/=(.*)/s);
  const value = () => inline ?? argv[++i] ?? fail(`${flag} needs a value`);
  if (flag === '--course') options.course = value();
  else if (flag === '--out') options.out = value();
  else if (flag === '--no-build') options.build = false;
  else if (flag === '--help' || flag === '-h') {
    console.log('Usage: npm run package -- --course <folder> [--out <file.zip>] [--no-build]');
    process.exit(0);
  } else fail(`unknown option ${argv[i]} (try --help)`);
}
if (!options.course) fail('--course <folder> is required (the published course folder)');

const courseDir = path.resolve(here, options.course);
const outFile = path.resolve(here, options.out || `${path.basename(courseDir)}.zip`);

if (options.build) {
  const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) fail('the player build failed (see the webpack output above)');
}

try {
  const report = packageCourse({ courseDir, distDir: path.join(repoRoot, 'dist'), outFile });
  for (const warning of report.warnings) console.warn(`Warning: ${warning}`);
  console.log(`Packaged ${report.files} files (${(report.bytes / 1024).toFixed(0)} KiB): ${report.outFile}`);
} catch (error) {
  fail(error.message);
}
