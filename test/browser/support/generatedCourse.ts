/**
 * Big courses for the browser tests, written by scripts/generate-course.mjs into a temporary folder
 * that goes when the test file ends.
 *
 *   const dir = generatedCourse(env, 60, 3, ['--logo', '--transparent', '2,7']);
 *
 * (test/support/generatedCourse.ts runs the generator's command line.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateCourse } from '../../support/generatedCourse';
import type { BrowserTestEnv } from './harness';

export function generatedCourse(env: BrowserTestEnv, sections: number, questionsPerSection: number, flags: string[] = []): string {
  const { dir, remove } = generateCourse(sections, questionsPerSection, flags);
  env.onClose(remove);
  return dir;
}

/** Replaces the course introduction's first fragment with `html`. */
export function setIntroduction(dir: string, html: string): void {
  const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8'));
  const id = data.introductions[0].id as string;
  writeFileSync(path.join(dir, 'content', `${id}.html`), `<div class="eg-content-editor" data-type="textEditorOneColumn">\n${html}\n</div>\n`);
}

/** Sets every font of themeSettings.js to `family` (a font installed on the machine, so nothing loads). */
export function setPackageFont(dir: string, family: string): void {
  const file = path.join(dir, 'themeSettings.js');
  const theme = JSON.parse(readFileSync(file, 'utf8'));
  for (const font of theme.fonts) font.fontFamily = family;
  writeFileSync(file, JSON.stringify(theme));
}
