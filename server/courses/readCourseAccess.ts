import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CourseAccess } from '../storage/courses';
import { normaliseEmail } from '../auth/inputRules';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

async function readJson(file: string): Promise<unknown> {
  // The package's .js files are JSON (PACKAGE-FORMAT.md); a BOM from an editor is tolerated.
  return JSON.parse((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''));
}

/** data.js `title` is one text or one per language ({en: ..., ar: ...}); the first language's is the course's name here. */
function courseTitle(title: unknown): string | null {
  const texts = typeof title === 'string' ? [title] : Object.values(obj(title));
  const first = texts.find((t): t is string => typeof t === 'string' && t.trim() !== '');
  return first?.trim() ?? null;
}

/**
 * A course package's access limitation (SPEC 3.1 Settings.publish, 6.2): its id from content/data.js
 * and publishSettings.js `accessLimitation {enabled, allowedUsers: [{email}]}`; its title for the 'My courses' page.
 */
export async function readCourseAccess(courseDir: string): Promise<CourseAccess & { title: string | null }> {
  const data = obj(await readJson(path.join(courseDir, 'content', 'data.js')));
  const courseId = typeof data.id === 'string' ? data.id : '';
  if (!courseId) throw new Error(`${courseDir}: content/data.js has no course id`);
  const publish = obj(await readJson(path.join(courseDir, 'publishSettings.js')));
  const limitation = obj(publish.accessLimitation);
  const users = Array.isArray(limitation.allowedUsers) ? limitation.allowedUsers : [];
  const allowedEmails = [...new Set(users.map((u) => obj(u).email).filter((e): e is string => typeof e === 'string' && e.trim() !== '').map(normaliseEmail))];
  return { courseId, limited: limitation.enabled === true, allowedEmails, title: courseTitle(data.title) };
}
