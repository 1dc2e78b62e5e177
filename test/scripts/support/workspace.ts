/**
 * Folders for the packaging tests: a stand-in player build (the tests of the packager need the
 * shape of a build, not a real one: the browser test package-course.test.ts zips the real build),
 * copies of fixture courses to change, and unzipping.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';

export const FIXTURES = path.resolve(__dirname, '../../fixtures/courses');
export const fixture = (name: string) => path.join(FIXTURES, name);

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** A folder shaped like dist/: index.html with the player's icon link, and hashed files under player/. */
export function fakePlayerBuild(root: string, hash = '0a1b2c3d'): string {
  const dist = path.join(root, `player-build-${hash}`);
  mkdirSync(path.join(dist, 'player'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><link rel="icon" href="data:," id="player-icon"><link href="player/main.${hash}.css" rel="stylesheet"></head><body><div id="root"></div><script defer src="player/main.${hash}.js"></script></body></html>\n`,
  );
  writeFileSync(path.join(dist, 'player', `main.${hash}.js`), 'console.log("player");\n');
  // The pre-rendered cover's entry (issue 13), and the list the pre-render reads it from.
  writeFileSync(path.join(dist, 'player', `cover.${hash}.js`), 'console.log("cover");\n');
  writeFileSync(path.join(dist, 'player', 'entries.json'), JSON.stringify({ main: [`player/main.${hash}.css`, `player/main.${hash}.js`], cover: [`player/main.${hash}.css`, `player/cover.${hash}.js`] }));
  writeFileSync(path.join(dist, 'player', `412.${hash}.js`), 'console.log("a lazy chunk");\n');
  writeFileSync(path.join(dist, 'player', `main.${hash}.css`), 'body{margin:0}\n');
  return dist;
}

/** A copy of a fixture course; `files` adds or replaces files (text or bytes), null removes one. */
export function copyCourse(name: string, dest: string, files: Record<string, string | Buffer | null> = {}): string {
  cpSync(fixture(name), dest, { recursive: true });
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dest, rel);
    if (content === null) rmSync(file, { force: true });
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  }
  return dest;
}

export const readJsonFile = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8'));

/** Every file under `root`, as sorted forward-slash paths. */
export function listTree(root: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    out.push(...(entry.isDirectory() ? listTree(root, rel) : [rel]));
  }
  return out.sort();
}

/** The zip's entries, and the same written out under `dir` (for xmllint and for packaging again). */
export function unzipTo(zipFile: string, dir: string): Record<string, Uint8Array> {
  const files = unzipSync(readFileSync(zipFile));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), data);
  }
  return files;
}
