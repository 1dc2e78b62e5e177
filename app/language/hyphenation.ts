/**
 * SPEC 9.3: hyphenation for a set of languages (core/i18n/hyphenation.ts). Loaded on demand by
 * App.tsx, only for a course in one of them, after the first page (docs/hyphenation.md):
 *
 * 1. CSS `hyphens: auto` on the page (hyphenation.css), under the course's lang on <html>: a browser
 *    with a dictionary for the language hyphenates with it and nothing more loads.
 * 2. Whether it does is measured, not assumed: a long word of the language in a narrow box takes more
 *    lines with `hyphens: auto` than without only when the browser can hyphenate it. Chromium on Linux
 *    has no dictionaries (it hyphenates not even English), nor do some other browsers for some languages.
 * 3. Where it cannot, Hyphenopoly (MIT) loads with the pattern file of this one language and puts
 *    soft hyphens into the text (hyphenateDom.ts), which every browser breaks at.
 */
import { HYPHENATION_TEST_WORDS, type HyphenationLanguage } from '@core';
import { keepHyphenated, type Hyphenate } from './hyphenateDom';
import { patternUrl } from './hyphenationPatterns';
import './hyphenation.css';

/** The class on <html> that turns CSS hyphenation on (hyphenation.css). */
export const HYPHENATE_CLASS = 'hyphenate';

/**
 * Whether the browser hyphenates `locale` by itself: `word` in a box too narrow for it, laid out with
 * and without `hyphens: auto`. Words are never broken anywhere else in the box, so only hyphenation
 * can add a line.
 */
export function browserHyphenates(doc: Document, locale: string, word: string): boolean {
  const box = doc.createElement('div');
  box.lang = locale;
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;left:-9999px;top:0;visibility:hidden;width:5em;font-size:16px;line-height:1;overflow-wrap:normal;word-break:normal;white-space:normal;hyphens:manual';
  box.textContent = word;
  doc.body.appendChild(box);
  const unhyphenated = box.offsetHeight;
  box.style.hyphens = 'auto';
  const hyphenated = box.offsetHeight;
  box.remove();
  return hyphenated > unhyphenated;
}

/** Hyphenopoly with the pattern file of one language: a function that hyphenates a text. */
async function loadHyphenator(language: string): Promise<Hyphenate> {
  const url = patternUrl(language);
  if (!url) throw new Error(`No hyphenation patterns for '${language}'`);
  const { default: hyphenopoly } = await import(/* webpackChunkName: "hyphenopoly" */ 'hyphenopoly');
  const hyphenator = hyphenopoly.config({
    require: [language],
    // The library asks for '<language>.wasm' beside itself; the player serves it under its hashed name.
    loader: async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    },
  });
  // One language asked for: Hyphenopoly 5 answers with its promise, not a map of one.
  return (hyphenator instanceof Map ? hyphenator.get(language) : hyphenator) as Promise<Hyphenate>;
}

/**
 * Turns hyphenation on for a course in `locale` (its code on <html lang>), whose `language` is in SPEC
 * 9.3's set (App.tsx asks hyphenationLanguage before loading this); returns what turns it off again.
 */
export function startHyphenation(locale: string, language: HyphenationLanguage, doc: Document = document): () => void {
  const html = doc.documentElement;
  html.classList.add(HYPHENATE_CLASS);
  let stopped = false;
  let stopKeeping = () => {};
  if (!browserHyphenates(doc, locale, HYPHENATION_TEST_WORDS[language])) {
    loadHyphenator(language)
      .then((hyphenate) => {
        if (!stopped) stopKeeping = keepHyphenated(doc.body, language, hyphenate);
      })
      .catch((e: unknown) => console.warn('Hyphenation could not be loaded; long words break as the browser breaks them.', e));
  }
  return () => {
    stopped = true;
    stopKeeping();
    html.classList.remove(HYPHENATE_CLASS);
  };
}
