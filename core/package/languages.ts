import { isRtlLanguage } from '../i18n/rtl';
import { bool, isObject, str, type JsonObject } from '../util/json';

/** SPEC 9.3 defaults. */
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_LOCALE = 'en-US';

export interface LanguageEntry {
  language: string;
  locale: string;
  label: string;
  isDefault: boolean;
  /** The code of the lang/{code}.json label file for this language. */
  interfaceCode: string;
  /** Label files to try in turn when the first is missing: customSelected, selected, the language. */
  interfaceCodes: string[];
  customTranslations: Record<string, string>;
  rtl: boolean;
}

/** Label overrides keep only text: anything else falls back as a missing label would. */
function stringsOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isObject(value)) for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * A language list entry needs a language code; entries without one (null, a number, `{}`,
 * `{language: null}`) say nothing usable and are left out rather than guessed.
 */
const isLanguageEntry = (entry: unknown): entry is JsonObject => isObject(entry) && typeof entry.language === 'string' && entry.language.trim() !== '';

/**
 * The languages of a language list (languageSettings.json, settings.js of older packages or the
 * manifest). A manifest lists every language the template supports and marks the course's own with
 * isSelected, so entries with isSelected false are left out, unless that would leave none.
 * Packages of 2020–2022 keep one language in settings.js as an object instead:
 * `{selected: 'en', customTranslations: {...}}` (PACKAGE-FORMAT.md, manifest.json).
 */
export function parseLanguages(value: unknown): LanguageEntry[] {
  if (isObject(value)) return singleLanguage(value);
  if (!Array.isArray(value)) return [];
  const entries = value.filter(isLanguageEntry);
  const selectedOnly = entries.filter((entry) => entry.isSelected !== false);
  return (selectedOnly.length > 0 ? selectedOnly : entries).map((entry) => {
    const language = (entry.language as string).trim();
    const labels = isObject(entry.interfaceLabelSettings) ? entry.interfaceLabelSettings : {};
    const interfaceCodes = [...new Set([str(labels.customSelected), str(labels.selected), language].filter(Boolean))];
    const interfaceCode = interfaceCodes[0];
    return {
      language,
      locale: str(entry.locale, language === DEFAULT_LANGUAGE ? DEFAULT_LOCALE : language) || language,
      label: str(entry.label, language) || language,
      isDefault: bool(entry.isDefault),
      interfaceCode,
      interfaceCodes,
      customTranslations: stringsOf(labels.customTranslations),
      rtl: bool(labels.isCompanyCustomRtl) || isRtlLanguage(language) || isRtlLanguage(interfaceCode),
    };
  });
}

/**
 * settings.js keeps the one language as `{selected, customTranslations}`: the 2020–2022 shape, whose
 * packages have no languageSettings.json (PACKAGE-FORMAT.md). app/index.html's prefetch makes the
 * same test (the only shape that says so: a language list in settings.js, as legacy-2021's, may come
 * with the file).
 */
export function languageInSettingsOnly(settings: unknown): boolean {
  return isObject(settings) && isObject(settings.languages);
}

/**
 * settings.js `languages` of 2020–2022: the one language is `selected` and customTranslations
 * override its labels. Its label file may be missing (a custom label set such as 'xx' has none), so
 * the package's English file is tried after it, before the player's own English.
 */
function singleLanguage(value: JsonObject): LanguageEntry[] {
  const selected = str(value.selected).trim();
  const customTranslations = stringsOf(value.customTranslations);
  if (!selected && Object.keys(customTranslations).length === 0) return [];
  const language = selected || DEFAULT_LANGUAGE;
  return [
    {
      language,
      locale: language === DEFAULT_LANGUAGE ? DEFAULT_LOCALE : language,
      label: language,
      isDefault: true,
      interfaceCode: language,
      interfaceCodes: [...new Set([language, DEFAULT_LANGUAGE])],
      customTranslations,
      rtl: isRtlLanguage(language),
    },
  ];
}

const FALLBACK: LanguageEntry = {
  language: DEFAULT_LANGUAGE,
  locale: DEFAULT_LOCALE,
  label: 'English',
  isDefault: true,
  interfaceCode: DEFAULT_LANGUAGE,
  interfaceCodes: [DEFAULT_LANGUAGE],
  customTranslations: {},
  rtl: false,
};

export function defaultLanguage(languages: LanguageEntry[]): LanguageEntry {
  return languages.find((l) => l.isDefault) ?? languages[0] ?? FALLBACK;
}

/**
 * SPEC 5.3: the 'language' URL parameter is used only if present in the language settings;
 * otherwise the default language entry, else a fallback default.
 */
export function chooseLanguage(languages: LanguageEntry[], requested: string | null | undefined): LanguageEntry {
  if (requested) {
    const wanted = requested.toLowerCase();
    const match = languages.find((l) => l.language.toLowerCase() === wanted || l.locale.toLowerCase() === wanted);
    if (match) return match;
  }
  return defaultLanguage(languages);
}
