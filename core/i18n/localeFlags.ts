/**
 * SPEC 9.3: "Flag icons exist for about 170 locale codes, plus all, global and unknown."
 * SPEC 2.8: each tile of the language popup shows a flag for its locale.
 * SPEC 8.3: an unknown flag code falls back to a global flag.
 *
 * SPEC names the count, not the codes, so the table below is this player's list (docs/language-flags.md):
 * the language-region locales an authoring tool offers, each with the flag of its region. A few
 * languages tied to a region rather than a state show that region's flag (Catalan, Basque,
 * Galician, Welsh, Scottish Gaelic); script-only codes use the flag of the script's main country
 * (zh-Hans: China, zh-Hant: Taiwan). A flag is a lower-case ISO 3166-1 code, or an ISO 3166-2
 * subdivision such as 'es-ct', as flag files are commonly named. Pure data: the app decides how to
 * draw a flag (app/language/LanguageFlag.tsx).
 */

/** The three codes of SPEC 9.3 that are not locales. */
export type SpecialFlag = 'all' | 'global' | 'unknown';

export type LocaleFlag = { kind: 'country'; flag: string } | { kind: 'special'; special: SpecialFlag };

/** Locale code (BCP 47, as the package's languageSettings.json writes it) -> flag. */
export const LOCALE_FLAGS: Readonly<Record<string, string>> = {
  // Arabic
  'ar-AE': 'ae', 'ar-BH': 'bh', 'ar-DZ': 'dz', 'ar-EG': 'eg', 'ar-IQ': 'iq', 'ar-JO': 'jo', 'ar-KW': 'kw', 'ar-LB': 'lb',
  'ar-LY': 'ly', 'ar-MA': 'ma', 'ar-OM': 'om', 'ar-QA': 'qa', 'ar-SA': 'sa', 'ar-SY': 'sy', 'ar-TN': 'tn', 'ar-YE': 'ye',
  // German
  'de-AT': 'at', 'de-CH': 'ch', 'de-DE': 'de', 'de-LU': 'lu',
  // English
  'en-AU': 'au', 'en-CA': 'ca', 'en-GB': 'gb', 'en-IE': 'ie', 'en-IN': 'in', 'en-JM': 'jm',
  'en-KE': 'ke', 'en-MT': 'mt', 'en-NG': 'ng', 'en-NZ': 'nz', 'en-PH': 'ph', 'en-PK': 'pk', 'en-SG': 'sg',
  'en-US': 'us', 'en-ZA': 'za',
  // Spanish
  'es-AR': 'ar', 'es-BO': 'bo', 'es-CL': 'cl', 'es-CO': 'co', 'es-CR': 'cr', 'es-DO': 'do', 'es-EC': 'ec',
  'es-ES': 'es', 'es-GT': 'gt', 'es-HN': 'hn', 'es-MX': 'mx', 'es-NI': 'ni', 'es-PA': 'pa', 'es-PE': 'pe', 'es-PR': 'pr',
  'es-PY': 'py', 'es-SV': 'sv', 'es-US': 'us', 'es-UY': 'uy', 'es-VE': 've',
  // French
  'fr-BE': 'be', 'fr-CA': 'ca', 'fr-CH': 'ch', 'fr-FR': 'fr', 'fr-LU': 'lu', 'fr-MA': 'ma',
  'fr-MC': 'mc',
  // Italian, Dutch, Portuguese
  'it-CH': 'ch', 'it-IT': 'it',
  'nl-BE': 'be', 'nl-NL': 'nl',
  'pt-BR': 'br', 'pt-PT': 'pt',
  // Chinese: regions, and the two scripts
  'zh-CN': 'cn', 'zh-HK': 'hk', 'zh-SG': 'sg', 'zh-TW': 'tw', 'zh-Hans': 'cn', 'zh-Hant': 'tw',
  // Serbian in both scripts
  'sr-Cyrl-RS': 'rs', 'sr-Latn-RS': 'rs', 'sr-Latn-ME': 'me',
  // Languages of Spain and Britain with a regional flag
  'ca-ES': 'es-ct', 'eu-ES': 'es-pv', 'gl-ES': 'es-ga', 'cy-GB': 'gb-wls', 'gd-GB': 'gb-sct',
  // Languages of India
  'bn-IN': 'in', 'gu-IN': 'in', 'hi-IN': 'in', 'kn-IN': 'in', 'ml-IN': 'in', 'mr-IN': 'in', 'pa-IN': 'in', 'ta-IN': 'in',
  'te-IN': 'in', 'ur-IN': 'in',
  // Languages spoken in several countries
  'el-CY': 'cy', 'el-GR': 'gr', 'hr-BA': 'ba', 'hr-HR': 'hr', 'ms-BN': 'bn', 'ms-MY': 'my', 'ro-MD': 'md', 'ro-RO': 'ro',
  'ru-BY': 'by', 'ru-KZ': 'kz', 'ru-RU': 'ru', 'sq-AL': 'al', 'sq-XK': 'xk', 'sv-FI': 'fi', 'sv-SE': 'se', 'sw-KE': 'ke',
  'sw-TZ': 'tz', 'ta-LK': 'lk', 'tr-CY': 'cy', 'tr-TR': 'tr', 'ur-PK': 'pk', 'bn-BD': 'bd', 'ku-IQ': 'iq',
  // One country each
  'af-ZA': 'za', 'am-ET': 'et', 'az-AZ': 'az', 'be-BY': 'by', 'bg-BG': 'bg', 'bs-BA': 'ba', 'cs-CZ': 'cz', 'da-DK': 'dk',
  'dv-MV': 'mv', 'et-EE': 'ee', 'fa-IR': 'ir', 'fi-FI': 'fi', 'fil-PH': 'ph', 'fo-FO': 'fo', 'ga-IE': 'ie', 'ha-NG': 'ng',
  'he-IL': 'il', 'ht-HT': 'ht', 'hu-HU': 'hu', 'hy-AM': 'am', 'id-ID': 'id', 'ig-NG': 'ng', 'is-IS': 'is', 'ja-JP': 'jp',
  'ka-GE': 'ge', 'kk-KZ': 'kz', 'km-KH': 'kh', 'ko-KR': 'kr', 'ky-KG': 'kg', 'lb-LU': 'lu', 'lo-LA': 'la', 'lt-LT': 'lt',
  'lv-LV': 'lv', 'mg-MG': 'mg', 'mk-MK': 'mk', 'mn-MN': 'mn', 'mt-MT': 'mt', 'my-MM': 'mm', 'nb-NO': 'no', 'ne-NP': 'np',
  'nn-NO': 'no', 'pl-PL': 'pl', 'ps-AF': 'af', 'rw-RW': 'rw', 'si-LK': 'lk', 'sk-SK': 'sk', 'sl-SI': 'si', 'so-SO': 'so',
  'tg-TJ': 'tj', 'th-TH': 'th', 'tk-TM': 'tm', 'uk-UA': 'ua', 'uz-UZ': 'uz', 'vi-VN': 'vn', 'xh-ZA': 'za', 'yo-NG': 'ng',
  'zu-ZA': 'za',
};

const SPECIALS: readonly SpecialFlag[] = ['all', 'global', 'unknown'];

/** Locale codes are case-insensitive (BCP 47) and some packages write 'de_DE': one key for each. */
const normalize = (code: string) => code.trim().replace(/_/g, '-').toLowerCase();

const BY_KEY: ReadonlyMap<string, string> = new Map(Object.entries(LOCALE_FLAGS).map(([locale, flag]) => [normalize(locale), flag]));

/**
 * The flag of a locale code: a country (or region) flag from the table, one of SPEC 9.3's three
 * special codes as itself, and anything else (no code, a bare language such as 'de', the custom
 * label sets 'xx' and 'cc' of SPEC 9.3, a region the table lacks) the global flag of SPEC 8.3.
 */
export function localeFlag(code: string | null | undefined): LocaleFlag {
  const key = normalize(code ?? '');
  const special = SPECIALS.find((s) => s === key);
  if (special) return { kind: 'special', special };
  const flag = BY_KEY.get(key);
  return flag ? { kind: 'country', flag } : { kind: 'special', special: 'global' };
}
