import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { anchorChecksum } from './anchors';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A text field, or the first language's of one given per language (PACKAGE-FORMAT.md): what the checksum covers. */
function text(v: unknown): string {
  if (typeof v === 'string') return v;
  const first = Object.values(obj(v)).find((t) => typeof t === 'string');
  return typeof first === 'string' ? first : '';
}

const BLOCK_LISTS = ['learningContents', 'questionInstructions', 'questionCorrectFeedbacks', 'questionIncorrectFeedbacks'];
const COURSE_BLOCK_LISTS: [string, Place][] = [['introductions', { kind: 'introduction' }], ['passedAfterwords', { kind: 'afterword' }], ['failedAfterwords', { kind: 'afterword' }]];

type Place = { kind: 'introduction' | 'afterword' } | { kind: 'question'; sectionId: string; questionId: string };

/** A JSON file of the package (the `.js` ones are JSON too), or undefined when missing or unreadable. */
async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

/**
 * The course's languages as the player reads them (core/package/loadPackage.ts, languages.ts):
 * languageSettings.json, else settings.js `languages`, else the manifest's defaultLanguageSettings;
 * a list's entries marked isSelected false left out unless none would remain; settings.js's
 * `{selected}` object of 2020–2022 packages is its one language. The default is the one marked
 * isDefault, else the first, else English.
 */
async function courseLanguages(courseDir: string): Promise<{ count: number; defaultLanguage: string }> {
  const settings = obj(await readJson(path.join(courseDir, 'settings.js')));
  const parse = (value: unknown): { language: string; isDefault: boolean }[] => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const selected = typeof (value as Json).selected === 'string' ? ((value as Json).selected as string).trim() : '';
      const custom = Object.keys(obj((value as Json).customTranslations)).length > 0;
      return selected || custom ? [{ language: selected || 'en', isDefault: true }] : [];
    }
    const entries = list(value).map(obj).filter((e) => typeof e.language === 'string' && e.language.trim() !== '');
    const selectedOnly = entries.filter((e) => e.isSelected !== false);
    return (selectedOnly.length > 0 ? selectedOnly : entries).map((e) => ({ language: (e.language as string).trim(), isDefault: e.isDefault === true }));
  };
  const inSettingsOnly = settings.languages !== undefined && settings.languages !== null && typeof settings.languages === 'object' && !Array.isArray(settings.languages);
  let languages = inSettingsOnly ? [] : parse(await readJson(path.join(courseDir, 'languageSettings.json')));
  if (languages.length === 0) languages = parse(settings.languages);
  if (languages.length === 0) languages = parse(obj(await readJson(path.join(courseDir, 'manifest.json'))).defaultLanguageSettings);
  return { count: languages.length, defaultLanguage: (languages.find((l) => l.isDefault) ?? languages[0])?.language ?? 'en' };
}

/**
 * Where a block's fragment may be, in the order the player's ContentLocator tries for the course's
 * default language: a multilingual package's language folder first, else the flat content/{id}.html;
 * packages of 2020–2023 (`objectives`, or a templateId) nest them per section and question first.
 */
function fragmentPaths(id: string, place: Place, language: string, multilingual: boolean, nested: boolean): string[] {
  // Every part of a path comes from the package: only names (ids, language codes) become folders, never '..'.
  const safe = (...parts: string[]) => (parts.every((p) => SAFE_NAME.test(p)) ? path.join(...parts) : null);
  const byLanguage = safe('content', language, `${id}.html`);
  const flat = safe('content', `${id}.html`);
  const nestedPath = place.kind === 'question' ? safe('content', place.sectionId, place.questionId, `${id}.html`) : safe('content', place.kind, `${id}.html`);
  const bare = safe(language, `${id}.html`);
  const order = multilingual ? [byLanguage, flat, nestedPath, bare] : [flat, nestedPath, byLanguage, bare];
  return (nested ? [nestedPath, ...order.filter((p) => p !== nestedPath)] : order).filter((p): p is string => p !== null);
}

const SAFE_NAME = /^[0-9A-Za-z_-][0-9A-Za-z_.-]{0,99}$/;

/**
 * Issue 25 §3: the anchors a course package holds now, each with its checksum (anchors.ts): the
 * course title, sections (also `objectives` of very old packages), pages (questions and content
 * pages) and blocks at any depth, answers' explanations included. A block's content is its fragment
 * as published, read where the player reads it for the course's default language (a fragment
 * missing everywhere counts as empty). The player computes the same (core/review/anchors.ts).
 * Read at each call: republishing into the folder is what it sees.
 */
export async function readCourseAnchors(courseDir: string): Promise<Map<string, string>> {
  const data = obj(await readJson(path.join(courseDir, 'content', 'data.js')));
  const anchors = new Map<string, string>([['course', anchorChecksum(text(data.title))]]);
  const blocks = new Map<string, Place>();
  const walkBlocks = (entries: unknown[], place: Place) => {
    const work = [entries];
    for (let next = work.pop(); next; next = work.pop()) {
      for (const entry of next) {
        const e = obj(entry);
        if (typeof e.id === 'string') blocks.set(e.id, place);
        work.push(list(e.children));
      }
    }
  };
  COURSE_BLOCK_LISTS.forEach(([field, place]) => walkBlocks(list(data[field]), place));
  for (const section of list(data.sections ?? data.objectives).map(obj)) {
    if (typeof section.id !== 'string') continue;
    anchors.set(`section:${section.id}`, anchorChecksum(text(section.title)));
    for (const question of list(section.questions).map(obj)) {
      if (typeof question.id !== 'string') continue;
      anchors.set(`page:${question.id}`, anchorChecksum(text(question.title)));
      const place: Place = { kind: 'question', sectionId: section.id, questionId: question.id };
      BLOCK_LISTS.forEach((field) => walkBlocks(list(question[field]), place));
      list(question.answers).forEach((answer) => walkBlocks(list(obj(answer).explanationBlocks), place));
    }
  }
  const { count, defaultLanguage } = await courseLanguages(courseDir);
  const nested = Array.isArray(data.objectives) || (typeof data.templateId === 'string' && data.templateId !== '');
  await Promise.all([...blocks].map(async ([id, place]) => {
    // Ids are 32-hex or GUIDs (PACKAGE-FORMAT.md): anything else is not read as a path.
    if (!/^[0-9A-Za-z-]{1,64}$/.test(id)) return;
    let html = '';
    for (const file of fragmentPaths(id, place, defaultLanguage, count > 1, nested)) {
      const found = await readFile(path.join(courseDir, file), 'utf8').catch(() => null);
      if (found !== null) {
        // Decoded as a browser's fetch decodes it: a byte order mark is not text.
        html = found.replace(/^\uFEFF/, '');
        break;
      }
    }
    anchors.set(`block:${id}`, anchorChecksum(html));
  }));
  return anchors;
}
