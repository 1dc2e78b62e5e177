/**
 * SPEC 9.3: "Hyphenation is enabled for a set of languages." (SPEC 1 lists it with the accessibility
 * settings.) SPEC does not name the set, so this is the player's choice, written down in
 * docs/hyphenation.md: the languages that write compounds as one long word, where a narrow column
 * (a phone, a two-column layout, a big font size) otherwise overflows or breaks a word anywhere.
 * English and the Romance languages keep their usual line breaking.
 *
 * The first page carries this list (App.tsx decides with it whether to load the hyphenation code);
 * what only that code needs lives elsewhere (hyphenationWords.ts).
 */
export const HYPHENATION_LANGUAGES = ['af', 'da', 'de', 'et', 'fi', 'hu', 'is', 'nb', 'nl', 'nn', 'no', 'sv'] as const;

export type HyphenationLanguage = (typeof HYPHENATION_LANGUAGES)[number];

/**
 * The hyphenation language of a course locale or language code ('de-CH' -> 'de'), or null when SPEC
 * 9.3's set leaves the language's line breaking as it is.
 */
export function hyphenationLanguage(code: string | null | undefined): HyphenationLanguage | null {
  const language = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return HYPHENATION_LANGUAGES.find((l) => l === language) ?? null;
}
