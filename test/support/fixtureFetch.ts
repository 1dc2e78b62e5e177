import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SHOWCASE = path.resolve(__dirname, '../fixtures/courses/showcase');
export const FIXTURES = path.resolve(__dirname, '../fixtures/courses');
export const BASE_URL = 'http://course.test/pkg/';

type Override = string | number | ((body: string | null) => string | number);

/**
 * A fetch over a package folder on disk, for unit tests of the loader and the session: URLs under
 * BASE_URL map to files; overrides replace a file's body or answer a status instead.
 */
export function fixtureFetch(dir: string, overrides: Record<string, Override> = {}) {
  const requested: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const rel = decodeURIComponent(url.pathname.replace(new URL(BASE_URL).pathname, ''));
    requested.push(rel + url.search);
    let body: string | null = null;
    try {
      body = readFileSync(path.join(dir, rel), 'utf8');
    } catch {
      body = null;
    }
    let result: string | number | null = body;
    const override = overrides[rel];
    if (override !== undefined) result = typeof override === 'function' ? override(body) : override;
    if (typeof result === 'number') return { ok: false, status: result, text: async () => '' } as Response;
    if (result === null) return { ok: false, status: 404, text: async () => '' } as Response;
    const text = result;
    return { ok: true, status: 200, text: async () => text } as Response;
  }) as typeof globalThis.fetch;
  return { fetch, requested };
}
