/// <reference types="webpack/module" />
/**
 * The Hyphenopoly pattern file (WebAssembly, one per language, MIT like the library; docs/hyphenation.md)
 * of each language of SPEC 9.3's hyphenation set (core/i18n/hyphenation.ts). webpack emits each as
 * its own file (an asset module, webpack.config.ts) and this map holds only their URLs: a course
 * fetches the one file of its own language, and only when the browser cannot hyphenate it itself.
 *
 * The pattern names exactly the languages of HYPHENATION_LANGUAGES (webpack needs it written out, so
 * the packages do not carry all 70 languages): hyphenationPatterns.test.ts fails when they drift apart.
 */
const patterns = import.meta.webpackContext('hyphenopoly/patterns', {
  recursive: false,
  regExp: /^\.\/(af|da|de|et|fi|hu|is|nb|nl|nn|no|sv)\.wasm$/,
  mode: 'sync',
});

/** The URL of a language's pattern file, or null when the player carries none for it. */
export function patternUrl(language: string): string | null {
  const key = `./${language}.wasm`;
  return patterns.keys().includes(key) ? (patterns(key) as string) : null;
}
