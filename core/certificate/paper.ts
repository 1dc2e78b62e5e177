/**
 * The certificate's paper (issue 26): US Letter where the locale's region prints on it, A4 everywhere else.
 * The regions are CLDR's supplemental paperSize data for US-Letter. A locale without a region ('en', 'es')
 * gets A4: most readers of every such language use A4, and guessing a region from the language (as
 * likely-subtags would: en → US) would hand Letter to the UK, India and Australia.
 */
export type PaperSize = 'A4' | 'LETTER';

const LETTER_REGIONS = new Set(['BZ', 'CA', 'CL', 'CO', 'CR', 'GT', 'MX', 'NI', 'PA', 'PH', 'PR', 'SV', 'US', 'VE']);

/** The region subtag of a BCP 47 tag ('en-US' → 'US', 'zh-Hant-TW' → 'TW', 'es-419' → '419'), or null. */
export function regionOf(locale: string): string | null {
  const subtags = locale.trim().replace(/_/g, '-').split('-').slice(1);
  for (const subtag of subtags) {
    if (/^[a-z]{2}$/i.test(subtag) || /^\d{3}$/.test(subtag)) return subtag.toUpperCase();
    // A script (4 letters) may stand before the region; anything else (variants, extensions) ends the search.
    if (!/^[a-z]{4}$/i.test(subtag)) return null;
  }
  return null;
}

export function paperSizeFor(locale: string): PaperSize {
  const region = regionOf(locale);
  return region && LETTER_REGIONS.has(region) ? 'LETTER' : 'A4';
}

/** Landscape page size in PDF points (1/72 inch). */
/**
 * The locale whose region picks the paper: the learner's (the browser's first language that names a
 * region: a French course printed in Canada is on Letter), else the course's.
 */
export function paperLocaleOf(learnerLanguages: readonly string[], courseLocale: string): string {
  return learnerLanguages.find((l) => regionOf(l) !== null) ?? courseLocale;
}

export function paperPoints(size: PaperSize): { width: number; height: number } {
  return size === 'LETTER' ? { width: 792, height: 612 } : { width: 841.89, height: 595.28 };
}
