import { HttpError, type HttpClient } from '../http/httpClient';
import type { BlockPlace } from '../plugins/blocks';
import { ContentLocator, nestsFragments } from './contentLocator';

const BASE = 'http://course.test/pkg/';
const place: BlockPlace = { kind: 'question', sectionId: 's1', questionId: 'q1' };

/** An HTTP client over a set of package paths; every request is recorded. */
function packageWith(files: Record<string, string>) {
  const requested: string[] = [];
  const http = {
    getText: async (url: string) => {
      const path = url.slice(BASE.length);
      requested.push(path);
      if (path in files) return files[path];
      throw new HttpError(url, 404);
    },
  } as unknown as HttpClient;
  return { http, requested };
}

describe('ContentLocator: where fragments are found (SPEC 3.5, PACKAGE-FORMAT.md)', () => {
  it('reads a single-language package from the flat content folder without asking a language folder', async () => {
    const { http, requested } = packageWith({ 'content/a.html': 'A', 'content/b.html': 'B' });
    const locator = new ContentLocator(http, BASE, 'v', 'en', false);
    expect(await locator.fragment('a', place)).toBe('A');
    expect(await locator.fragment('b', place)).toBe('B');
    expect(requested).toEqual(['content/a.html', 'content/b.html']);
  });

  it('finds the language folder of a package published in one language, and keeps going there', async () => {
    const { http, requested } = packageWith({ 'content/de/a.html': 'A', 'content/de/b.html': 'B' });
    const locator = new ContentLocator(http, BASE, 'v', 'de', false);
    expect(await locator.fragment('a', place)).toBe('A');
    const before = requested.length;
    expect(await locator.fragment('b', place)).toBe('B');
    expect(requested.slice(before)).toEqual(['content/de/b.html']);
  });

  it('keeps a multilingual package on its language folder after one translation is missing from it', async () => {
    const { http, requested } = packageWith({
      'content/ar/a.html': 'A-ar',
      'content/b.html': 'B-flat',
      'content/ar/c.html': 'C-ar',
      'content/c.html': 'C-flat',
    });
    const locator = new ContentLocator(http, BASE, 'v', 'ar', true);
    expect(await locator.fragment('a', place)).toBe('A-ar');
    expect(await locator.fragment('b', place)).toBe('B-flat');
    expect(await locator.fragment('c', place)).toBe('C-ar');
    expect(requested).toEqual(['content/ar/a.html', 'content/ar/b.html', 'content/b.html', 'content/ar/c.html']);
  });

  it('stops asking the language folder of a multilingual package that keeps its fragments flat', async () => {
    const { http, requested } = packageWith({ 'content/a.html': 'A', 'content/b.html': 'B', 'content/c.html': 'C' });
    const locator = new ContentLocator(http, BASE, 'v', 'ar', true);
    for (const id of ['a', 'b', 'c']) await locator.fragment(id, place);
    expect(requested.filter((p) => p.startsWith('content/ar/'))).toEqual(['content/ar/a.html', 'content/ar/b.html']);
  });

  it('finds the nested per-section and per-question folders of older packages', async () => {
    const { http } = packageWith({ 'content/s1/q1/a.html': 'A', 'content/introduction/i.html': 'I' });
    const locator = new ContentLocator(http, BASE, 'v', 'en', false);
    expect(await locator.fragment('a', place)).toBe('A');
    expect(await locator.fragment('i', { kind: 'introduction' })).toBe('I');
  });

  it("asks an older package's nested folders first, so its launch misses nothing (a miss is an error line in the browser)", async () => {
    const { http, requested } = packageWith({ 'content/s1/q1/a.html': 'A', 'content/introduction/i.html': 'I' });
    const locator = new ContentLocator(http, BASE, 'v', 'en', false, true);
    expect(await locator.fragment('i', { kind: 'introduction' })).toBe('I');
    expect(await locator.fragment('a', place)).toBe('A');
    expect(requested).toEqual(['content/introduction/i.html', 'content/s1/q1/a.html']);
  });

  it.each([
    ['sections called objectives', { objectives: [] }, true],
    ['a templateId', { templateId: 'b387545c4895058cf5fda3c58cd7080d', sections: [] }, true],
    ['sections and no templateId (today)', { sections: [], templateId: '' }, false],
  ])('takes a data.js with %s for the nested layout, or not', (_name, data, nested) => {
    expect(nestsFragments(data)).toBe(nested);
  });

  it('fails with the last miss when no folder has the fragment', async () => {
    const { http } = packageWith({});
    await expect(new ContentLocator(http, BASE, 'v', 'en', false).fragment('x', place)).rejects.toBeInstanceOf(HttpError);
  });
});
