import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { repoRoot } from './loadScript';

/**
 * Packages a course folder as the README tells an administrator to (`npm run package -- --course
 * DIR --format F --out FILE`, with the player build in dist/), then unzips it into `work` as an LMS
 * does on upload. Returns the unzipped folder.
 */
export function packageAndUnzip(courseDir: string, format: string, work: string): string {
  const name = `${path.basename(courseDir)}-${format}`;
  const zip = path.join(work, `${name}.zip`);
  execFileSync('npm', ['run', '--silent', 'package', '--', '--course', courseDir, '--format', format, '--out', zip, '--no-build'], { cwd: repoRoot, stdio: 'pipe' });
  const dir = path.join(work, name);
  for (const [file, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
    if (file.endsWith('/')) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
  return dir;
}
