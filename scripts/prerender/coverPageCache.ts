import { stat } from 'node:fs/promises';
import path from 'node:path';
import { prerenderCoverPage, readEntryFiles } from './coverPage';

/** The files the cover is made from; a change to one of them makes the next request render again. */
const WATCHED = ['manifest.json', 'settings.js', 'publishSettings.js', 'themeSettings.js', 'languageSettings.json', 'content/data.js', 'lang', 'content'];

async function stamp(courseDir: string): Promise<string> {
  const times = await Promise.all(WATCHED.map((f) => stat(path.join(courseDir, f)).then((s) => s.mtimeMs, () => 0)));
  return times.join(',');
}

/**
 * `npm start`'s page for one course: rendered once, kept while the package files it came from are
 * unchanged (their modification times, checked on each request: a few stat calls). An edited
 * introduction fragment in place is not seen until another watched file changes: restart then.
 */
export function cachedCoverPage(
  courseDir: string,
  distDir: string,
  overrides?: Record<string, string>,
): (playerPage: string, request?: { language?: string | null }) => Promise<string> {
  // One page per language asked for (SPEC 5.3's parameter; '' is the default language), each kept
  // while the package's files keep their modification times.
  const cached = new Map<string, { key: string; page: Promise<string> }>();
  return async (playerPage, request = {}) => {
    const language = (request.language ?? '').toLowerCase();
    const key = `${await stamp(courseDir)}|${playerPage}`;
    const hit = cached.get(language);
    if (hit?.key === key) return hit.page;
    const page = readEntryFiles(distDir).then((entries) => prerenderCoverPage(courseDir, playerPage, entries, overrides, language || null));
    cached.set(language, { key, page });
    page.catch(() => {
      if (cached.get(language)?.page === page) cached.delete(language);
    });
    return page;
  };
}
