/**
 * SPEC 9.3, hyphenation for a set of languages (core/i18n/hyphenation.ts, docs/hyphenation.md): in a
 * narrow column, long German and Dutch words break at their syllables, with a hyphen, and none runs
 * out of its column, whether the browser has a dictionary for the language or not (Chromium on
 * Linux has none: the player then loads Hyphenopoly with the one language's patterns). An English
 * course loads none of it.
 *
 * Everything is measured in the page: where each line of a word starts (from the boxes of its
 * letters), how wide each line is, and whether this Chromium hyphenates the language by itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { generatedCourse, setIntroduction } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { openRoute } from './support/player';

/** The words, with their hyphenation points as the dictionaries (Duden, Woordenlijst) give them. */
const WORDS = {
  de: [
    'Sil-ben-tren-nungs-al-go-rith-mus',
    'Rechts-schutz-ver-si-che-rungs-ge-sell-schaf-ten',
    'Ar-beits-un-fä-hig-keits-be-schei-ni-gung',
    'Bun-des-aus-bil-dungs-för-de-rungs-ge-setz',
    'Da-ten-schutz-grund-ver-ord-nung',
  ],
  nl: [
    'ar-beids-on-ge-schikt-heids-ver-ze-ke-ring',
    'ont-wik-ke-lings-sa-men-wer-king',
    'hoog-wa-ter-be-scher-mings-pro-gram-ma',
    'ver-ant-woor-de-lijk-heids-ge-voel',
    'we-ten-schaps-ge-schie-de-nis',
  ],
};
const LOCALES = { de: 'de-DE', nl: 'nl-NL', en: 'en-US' };
const plain = (word: string) => word.replace(/-/g, '');
/** Where a line may start inside the word: after each hyphenation point. */
const breaksOf = (word: string) => word.split('-').slice(0, -1).reduce<number[]>((at, syllable) => [...at, (at.at(-1) ?? 0) + syllable.length], []);

const env = browserTestEnv();
/** The scripts each course's page asked for, to compare the English course's with the others'. */
const scriptsOf: Record<string, string[]> = {};
const scripts = (requests: string[]) => requests.filter((r) => /\/player\/[^/]+\.js$/.test(r));

/** A one-section course in `language` whose introduction is one paragraph per word. */
function courseIn(language: keyof typeof LOCALES, words: string[]): string {
  const dir = generatedCourse(env, 1, 1);
  const settings = path.join(dir, 'languageSettings.json');
  const [entry] = JSON.parse(readFileSync(settings, 'utf8'));
  // The labels stay the package's English file: this is about the course's text, not its labels.
  writeFileSync(settings, JSON.stringify([{ ...entry, language, locale: LOCALES[language], label: language }]));
  setIntroduction(dir, words.map((w) => `<p>${plain(w)}</p>`).join('\n'));
  return dir;
}

/** What the page shows of each word: where its lines start (in the word without soft hyphens), and whether any line is wider than the column. */
async function measure(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.cover-intro p')].map((p) => {
      const text = p.firstChild as Text;
      const column = p.getBoundingClientRect();
      const range = document.createRange();
      const starts: number[] = [];
      let lastTop: number | null = null;
      let letters = 0;
      for (let i = 0; i < text.data.length; i++) {
        if (text.data[i] === '\u00AD') continue;
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        // The letter's own box: its range's bounding box would take in the end of the line before,
        // where a range starting just after a line break also has a box.
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
        const top: number = boxes.at(-1)?.top ?? lastTop ?? 0;
        if (lastTop !== null && top > lastTop + 1) starts.push(letters);
        lastTop = top;
        letters++;
      }
      // The word on one line, in the paragraph's font: wider than the column, or the test proves nothing.
      const probe = document.createElement('span');
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = text.data.replace(/\u00AD/g, '');
      p.append(probe);
      const unbroken = probe.getBoundingClientRect().width;
      probe.remove();
      range.selectNodeContents(p);
      const widest = Math.max(...[...range.getClientRects()].map((r) => r.right - column.left));
      return { word: text.data.replace(/\u00AD/g, ''), widerThanColumn: unbroken > column.width * 1.5, softHyphens: text.data.split('\u00AD').length - 1, lineStarts: starts, overflows: widest > column.width + 0.5 || p.scrollWidth > p.clientWidth };
    }),
  );
}

/** Whether this Chromium hyphenates `locale` by itself: a long word in a narrow box, with and without `hyphens: auto`. */
const nativeHyphenation = (page: Page, locale: string, word: string) =>
  page.evaluate(
    (lang, w) => {
      const box = document.createElement('div');
      box.lang = lang;
      box.style.cssText = 'position:absolute;visibility:hidden;width:4em;overflow-wrap:normal;word-break:normal;hyphens:manual';
      box.textContent = w;
      document.body.append(box);
      const before = box.offsetHeight;
      box.style.hyphens = 'auto';
      const after = box.offsetHeight;
      box.remove();
      return after > before;
    },
    locale,
    word,
  );

/** A column about a dozen letters wide: every word here is at least one and a half times as wide. */
const NARROW = '.cover-intro p { width: 7em; font-size: 20px; margin: 0 0 1em; }';

describe.each(Object.entries(WORDS))('long words of a course in %s, in a narrow column', (language, words) => {
  const locale = LOCALES[language as 'de' | 'nl'];
  let found: Awaited<ReturnType<typeof measure>>;
  let native: boolean;
  let requests: string[];
  let bodyHyphens: string;

  beforeAll(async () => {
    const server = await env.serve(courseIn(language as 'de' | 'nl', words));
    const { page, errors } = await env.page({ width: 1280, height: 900 });
    await openRoute(page, server, '/');
    await page.addStyleTag({ content: NARROW });
    native = await nativeHyphenation(page, locale, plain(words[0]));
    // Hyphenation arrives after the first page: wait for it, but measure whatever is there after 15 s.
    await page
      .waitForFunction(
        (nativeHyphens) => document.documentElement.classList.contains('hyphenate') && (nativeHyphens || [...document.querySelectorAll('.cover-intro p')].every((p) => p.textContent!.includes('\u00AD'))),
        { timeout: 15000 },
        native,
      )
      .catch(() => undefined);
    found = await measure(page);
    bodyHyphens = await page.evaluate(() => getComputedStyle(document.body).hyphens);
    requests = [...server.requests];
    scriptsOf[language] = scripts(requests);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows every word, whole', () => expect(found.map((f) => f.word)).toEqual(words.map(plain)));

  it('turns CSS hyphenation on under the course language', () => expect(bodyHyphens).toBe('auto'));

  it('breaks each word into lines only at its hyphenation points', () => {
    for (const [i, word] of words.entries()) {
      const allowed = breaksOf(word);
      expect({ word, widerThanColumn: found[i].widerThanColumn, broken: found[i].lineStarts.length > 0 }).toEqual({ word, widerThanColumn: true, broken: true });
      expect({ word, wrongBreaks: found[i].lineStarts.filter((at) => !allowed.includes(at)) }).toEqual({ word, wrongBreaks: [] });
    }
  });

  it('lets no word run out of its column', () => expect(found.filter((f) => f.overflows).map((f) => f.word)).toEqual([]));

  it("puts soft hyphens in and loads this language's patterns only when the browser has no dictionary for it", () => {
    const patterns = requests.filter((r) => /\/hyphenation\/[a-z-]+\.[0-9a-f]{8}\.wasm$/.test(r));
    if (native) {
      expect(found.map((f) => f.softHyphens)).toEqual(words.map(() => 0));
      expect(patterns).toEqual([]);
    } else {
      for (const f of found) expect({ word: f.word, softHyphens: f.softHyphens > 0 }).toEqual({ word: f.word, softHyphens: true });
      expect(patterns).toEqual([expect.stringMatching(new RegExp(`/player/hyphenation/${language}\\.[0-9a-f]{8}\\.wasm$`))]);
    }
  });
});

test('an English course loads no hyphenation and its text keeps no soft hyphen', async () => {
  const server = await env.serve(courseIn('en', WORDS.de));
  const { page, errors } = await env.page({ width: 1280, height: 900 });
  await openRoute(page, server, '/');
  // As long as a German course above took to be hyphenated, at most.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const state = await page.evaluate(() => ({
    hyphenateClass: document.documentElement.classList.contains('hyphenate'),
    softHyphens: document.body.textContent!.includes('\u00AD'),
    hyphens: getComputedStyle(document.body).hyphens,
  }));
  expect(state).toEqual({ hyphenateClass: false, softHyphens: false, hyphens: 'manual' });
  expect(server.requests.filter((r) => /\/player\/hyphenation\//.test(r))).toEqual([]);
  // The German course's page asked for the hyphenation code on top of what every course loads; this one did not.
  const english = scripts(server.requests);
  const germanOnly = scriptsOf.de.filter((s) => !english.includes(s));
  expect(germanOnly.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.close();
});
