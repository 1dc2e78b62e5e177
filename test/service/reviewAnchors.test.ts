/**
 * Anchors and checksums, version 1 (docs/service.md; issue 25 §3): the player (core/review/anchors.ts,
 * over the package as the player loads and fetches it) and the service (server/review/courseAnchors.ts,
 * over the same folder on disk) must name the same anchors with the same checksums, or a thread would
 * be placed one way in the reviewer's course and another on the owner's page.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HttpClient } from '../../core/http/httpClient';
import { loadPackage } from '../../core/package/loadPackage';
import { PackageFiles } from '../../core/package/packageFiles';
import { anchorKey, courseAnchors, courseSites } from '../../core/review/anchors';
import { readCourseAnchors } from '../../server/review/courseAnchors';
import { FIXTURES, SHOWCASE } from '../support/fixtureFetch';
import { nestedBlocks } from '../support/nestedBlocks';

const BASE = 'http://course.test/pkg/';

/** A fetch over a folder that answers bytes, so text is decoded as a browser decodes it (a byte order mark is no text). */
function folderFetch(dir: string): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const rel = decodeURIComponent(new URL(String(input)).pathname.replace(new URL(BASE).pathname, ''));
    try {
      return new Response(readFileSync(path.join(dir, rel)), { status: 200 });
    } catch {
      return new Response('', { status: 404 });
    }
  }) as typeof fetch;
}

/** The player's side, as review mode computes it (core/review/startReview.ts): the default language's fragments. */
async function playerAnchors(dir: string, requestedLanguage: string | null = null): Promise<Map<string, string>> {
  const http = new HttpClient({ fetch: folderFetch(dir), sleep: async () => undefined, maxRetries: 0 });
  const pkg = await loadPackage({ baseUrl: BASE, http, requestedLanguage, version: 'v', warn: () => undefined });
  const files = new PackageFiles(http, pkg.baseUrl, { ...pkg, language: pkg.defaultLanguage });
  const anchors = await courseAnchors(pkg.data, (id, place) => files.fragment(id, place));
  return new Map(anchors.map((a) => [anchorKey(a), a.checksum]));
}

/** The checksum of empty content: what a fragment found nowhere counts as. */
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const sorted = (m: Map<string, string>) => [...m].sort(([a], [b]) => a.localeCompare(b));

/** A course with blocks nested in introductions, afterwords, contents, instructions, feedbacks and explanations. */
function nestedCourse(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ocp-anchors-'));
  for (const file of ['manifest.json', 'settings.js', 'publishSettings.js', 'themeSettings.js']) writeFileSync(path.join(dir, file), readFileSync(path.join(SHOWCASE, file)));
  writeFileSync(path.join(dir, 'languageSettings.json'), JSON.stringify([{ language: 'en', locale: 'en-US', label: 'English', isDefault: true, interfaceLabelSettings: { selected: 'en' } }]));
  mkdirSync(path.join(dir, 'content'));
  const tree = (prefix: string) => [{ id: `${prefix}0`, children: [{ id: `${prefix}1`, children: [{ id: `${prefix}2`, children: [] }] }] }];
  const data = {
    id: 'feedface00000000feedface00000000',
    title: { en: 'Ferns <b>&</b> "Mosses"', de: 'Farne' },
    createdOn: '2026-01-01T00:00:00Z',
    introductions: tree('aa00'),
    passedAfterwords: tree('bb00'),
    failedAfterwords: nestedBlocks(40, 'cc00'),
    sections: [{
      id: 's1', title: 'Section one', questions: [
        { id: 'q1', title: 'Which fern?', type: 'singleSelectText', learningContents: tree('dd00'), questionInstructions: tree('ee00'), questionCorrectFeedbacks: tree('ff00'), questionIncorrectFeedbacks: tree('ab00'),
          answers: [{ id: 'a1', text: 'This one', isCorrect: true, explanationBlocks: tree('ac00') }, { id: 'a2', text: 'That one', isCorrect: false }] },
        { id: 'p1', title: 'About ferns', type: 'informationContent', learningContents: [{ id: 'ad000', children: [] }, { id: 'not/an id', children: [] }] },
      ],
    }],
  };
  writeFileSync(path.join(dir, 'content', 'data.js'), JSON.stringify(data));
  const ids = [...courseSites(data as never).keys()].filter((k) => k.startsWith('block:')).map((k) => k.slice(6));
  ids.forEach((id, i) => {
    if (id === 'ad000') return; // missing: empty content on both sides
    const bom = i === 1 ? '\uFEFF' : '';
    writeFileSync(path.join(dir, 'content', `${id}.html`), `${bom}<div class="eg-content-editor" data-type="textEditorOneColumn"><p>Block ${id} — ünïcödé ✓</p><script>x()</script></div>\n`);
  });
  return dir;
}

describe('review anchors: the player and the service compute the same (docs/service.md, version 1)', () => {
  it('on the showcase course (two languages, fragments in language folders, answers with explanations), whatever language is shown', async () => {
    const service = await readCourseAnchors(SHOWCASE);
    const player = await playerAnchors(SHOWCASE);
    expect(sorted(player)).toEqual(sorted(service));
    expect(sorted(await playerAnchors(SHOWCASE, 'ar'))).toEqual(sorted(service));
    const blocks = [...service.keys()].filter((k) => k.startsWith('block:'));
    expect(blocks.length).toBeGreaterThan(20);
    // Fragments were read, not taken as missing: no block has the checksum of empty content.
    expect(blocks.filter((k) => service.get(k) === EMPTY)).toEqual([]);
  });

  it('on a course with blocks nested in introductions, afterwords, question contents, feedbacks and explanations', async () => {
    const dir = nestedCourse();
    try {
      const service = await readCourseAnchors(dir);
      const player = await playerAnchors(dir);
      expect(sorted(player)).toEqual(sorted(service));
      for (const id of ['aa002', 'bb002', 'cc00-39', 'dd002', 'ee002', 'ff002', 'ab002', 'ac002', 'ad000']) expect(service.has(`block:${id}`)).toBe(true);
      expect(service.has('block:not/an id')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on a package of 2021 (fragments nested per section and question)', async () => {
    const dir = path.join(FIXTURES, 'legacy-2021');
    const service = await readCourseAnchors(dir);
    expect(sorted(await playerAnchors(dir))).toEqual(sorted(service));
    const blocks = [...service].filter(([k]) => k.startsWith('block:'));
    expect(blocks.length).toBeGreaterThan(3);
    expect(blocks.filter(([, sum]) => sum === EMPTY)).toEqual([]);
  });
});
