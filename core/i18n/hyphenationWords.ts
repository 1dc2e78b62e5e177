import type { HyphenationLanguage } from './hyphenation';

/**
 * A long word of each language of SPEC 9.3's hyphenation set (hyphenation.ts): the app measures with
 * it whether the browser hyphenates the language itself (CSS `hyphens: auto` needs a dictionary that
 * Chromium on Linux, for one, does not have) and only where it does not, loads a hyphenation library
 * for that one language. A file of its own so that the words load with that code, not on the first
 * page.
 */
export const HYPHENATION_TEST_WORDS: Readonly<Record<HyphenationLanguage, string>> = {
  af: 'Afrikaanssprekendes',
  da: 'Sygedagpengeloven',
  de: 'Silbentrennungsalgorithmus',
  et: 'Kõrgharidusstandardi',
  fi: 'Lentokonesuihkuturbiinimoottori',
  hu: 'Megszentségteleníthetetlenség',
  is: 'Heilbrigðisráðuneytið',
  nb: 'Sykdomsforsikringsordningen',
  nl: 'Arbeidsongeschiktheidsverzekering',
  nn: 'Sjukdomsforsikringsordninga',
  no: 'Sykdomsforsikringsordningen',
  sv: 'Sjukförsäkringskassan',
};
