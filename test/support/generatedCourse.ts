import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * A course written by scripts/generate-course.mjs into a temporary folder, with its data.js for the
 * test to read; `remove()` deletes it. The generator runs as its own Node process: it is an ES module
 * with top-level await, which Jest cannot load, and its command line is what a person uses too.
 */
export function generateCourse(sections: number, questionsPerSection: number, flags: string[] = []) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'unit-course-'));
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'generate-course.mjs'), dir, String(sections), String(questionsPerSection), ...flags], { stdio: 'pipe' });
  const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8')) as {
    sections: { id: string; title: string; isTransparent: boolean; questions: { id: string; title: string; type: string; answers?: { id: string; isCorrect: boolean }[] }[] }[];
  };
  return { dir, data, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
