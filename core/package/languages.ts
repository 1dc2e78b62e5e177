import { isRtlLanguage } from '../i18n/rtl';
import { bool, isObject, str } from '../util/json';

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

/**
 * The languages of a language list (languageSettings.json, settings.js of older packages or the
 * manifest). A manifest lists every language the template supports and marks the course's own with
 * isSelected, so entries with isSelected false are left out, unless that would leave none.
 */
export function parseLanguages(value: unknown): LanguageEntry[] {
  if (!Array.isArray(value)) return [];
  const entries = value.filter(isObject);
  const selectedOnly = entries.filter((entry) => entry.isSelected !== false);
  return (selectedOnly.length > 0 ? selectedOnly : entries).map((entry) => {
    const language = str(entry.language, DEFAULT_LANGUAGE);
    const labels = isObject(entry.interfaceLabelSettings) ? entry.interfaceLabelSettings : {};
    const custom: Record<string, string> = {};
    if (isObject(labels.customTranslations)) {
      for (const [k, v] of Object.entries(labels.customTranslations)) if (typeof v === 'string') custom[k] = v;
    }
    const interfaceCodes = [...new Set([str(labels.customSelected), str(labels.selected), language].filter(Boolean))];
    const interfaceCode = interfaceCodes[0];
    return {
      language,
      locale: str(entry.locale, language === DEFAULT_LANGUAGE ? DEFAULT_LOCALE : language),
      label: str(entry.label, language),
      isDefault: bool(entry.isDefault),
      interfaceCode,
      interfaceCodes,
      customTranslations: custom,
      rtl: bool(labels.isCompanyCustomRtl) || isRtlLanguage(language) || isRtlLanguage(interfaceCode),
    };
  });
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
