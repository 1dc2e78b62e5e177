/**
 * What the packager needs to know about a published course folder, read with the player's own
 * readers (core/package) so that the manifest says what the player will do: the title in the
 * course's default language, the mastery score as the player merges it (settings.js over the
 * manifest's defaultTemplateSettings, SPEC 3.1) and the publish mode.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLanguage, parseLanguages } from '../../core/package/languages';
import { pickText } from '../../core/package/localize';
import { readPublishSettings } from '../../core/settings/publishSettings';
import { readTemplateSettings } from '../../core/settings/templateSettings';
import { isObject, str } from '../../core/util/json';

/** The files without which a folder is no course package (PACKAGE-FORMAT.md). */
export const COURSE_FILES = ['manifest.json', 'content/data.js'] as const;

export class NotACourseError extends Error {}

export interface CourseFacts {
  /** content/data.js `id` ('' when it has none). */
  id: string;
  /** The course title in its default language ('' when it has none). */
  title: string;
  /** The course's default language code (e.g. 'en'), as the player picks it. */
  language: string;
  /** The course's mastery score, 0..100, and whether it applies to the course score or per section (SPEC 4.1). */
  mastery: { score: number; isOverall: boolean };
  /** publishSettings.js `publishMode` ('Publish' when the file says none). */
  publishMode: string;
  /** publishSettings.js as read, or null when the course has none or it is not a JSON object. */
  publishSettings: Record<string, unknown> | null;
}

/** A settings file as JSON (the packages' .js files are JSON, PACKAGE-FORMAT.md); undefined when missing or unreadable. */
function readJson(courseDir: string, rel: string): unknown {
  const file = path.join(courseDir, rel);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

/** Throws NotACourseError, naming the first missing file, for a folder that is not a published course. */
export function assertCourseFolder(courseDir: string): void {
  if (!existsSync(courseDir)) throw new NotACourseError(`${courseDir} does not exist`);
  for (const rel of COURSE_FILES) {
    if (!existsSync(path.join(courseDir, rel))) {
      throw new NotACourseError(`${courseDir} is not a course package: it has no ${rel} (give the folder that holds manifest.json and content/data.js)`);
    }
  }
  for (const rel of COURSE_FILES) {
    if (!isObject(readJson(courseDir, rel))) throw new NotACourseError(`${courseDir} is not a course package: its ${rel} is not a JSON object`);
  }
}

export function readCourseFacts(courseDir: string): CourseFacts {
  assertCourseFolder(courseDir);
  const manifest = readJson(courseDir, 'manifest.json') as Record<string, unknown>;
  const data = readJson(courseDir, 'content/data.js') as Record<string, unknown>;
  const settings = readJson(courseDir, 'settings.js');
  const publish = readJson(courseDir, 'publishSettings.js');

  // The same order as core/package/loadPackage.ts: languageSettings.json, settings.js, the manifest.
  let languages = parseLanguages(readJson(courseDir, 'languageSettings.json'));
  if (languages.length === 0 && isObject(settings)) languages = parseLanguages(settings.languages);
  if (languages.length === 0) languages = parseLanguages(manifest.defaultLanguageSettings);
  const language = defaultLanguage(languages).language;

  return {
    id: str(data.id),
    title: pickText(data.title, language, language).trim(),
    language,
    mastery: readTemplateSettings(manifest.defaultTemplateSettings, settings).masteryScore,
    publishMode: readPublishSettings(publish).publishMode,
    publishSettings: isObject(publish) ? publish : null,
  };
}
