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
const COURSE_BLOCK_LISTS = ['introductions', 'passedAfterwords', 'failedAfterwords'];

/**
 * Issue 25 §3: the anchors a course package holds now, each with its checksum (anchors.ts): the
 * course title, sections (also `objectives` of very old packages), pages (questions and content
 * pages) and blocks at any depth. Read at each call: republishing into the folder is what it sees.
 */
export async function readCourseAnchors(courseDir: string): Promise<Map<string, string>> {
  const data = obj(JSON.parse((await readFile(path.join(courseDir, 'content', 'data.js'), 'utf8')).replace(/^\uFEFF/, '')));
  const anchors = new Map<string, string>([['course', anchorChecksum(text(data.title))]]);
  const blockIds: string[] = [];
  const walkBlocks = (entries: unknown[]) => {
    for (const entry of entries) {
      const e = obj(entry);
      if (typeof e.id === 'string') blockIds.push(e.id);
      walkBlocks(list(e.children));
    }
  };
  COURSE_BLOCK_LISTS.forEach((field) => walkBlocks(list(data[field])));
  for (const section of list(data.sections ?? data.objectives).map(obj)) {
    if (typeof section.id !== 'string') continue;
    anchors.set(`section:${section.id}`, anchorChecksum(text(section.title)));
    for (const question of list(section.questions).map(obj)) {
      if (typeof question.id !== 'string') continue;
      anchors.set(`page:${question.id}`, anchorChecksum(text(question.title)));
      BLOCK_LISTS.forEach((field) => walkBlocks(list(question[field])));
    }
  }
  await Promise.all(blockIds.map(async (id) => {
    // Ids are 32-hex or GUIDs (PACKAGE-FORMAT.md): anything else is not read as a path.
    if (!/^[0-9A-Za-z-]{1,64}$/.test(id)) return;
    const html = await readFile(path.join(courseDir, 'content', `${id}.html`), 'utf8').catch(() => '');
    anchors.set(`block:${id}`, anchorChecksum(html));
  }));
  return anchors;
}
