import { isObject } from '../util/json';

/**
 * SPEC 3.2: any text may be an object keyed by language. Picks the course language, then the
 * default language, then the first text there is.
 */
export function pickText(value: unknown, language: string, fallback: string): string {
  if (typeof value === 'string') return value;
  if (isObject(value)) {
    const byLang = value[language] ?? value[fallback];
    if (typeof byLang === 'string') return byLang;
    const first = Object.values(value).find((v) => typeof v === 'string');
    return typeof first === 'string' ? first : '';
  }
  return '';
}

/** The language codes of a package, or any test of whether a key is one. */
export type LanguageCodes = { has(code: string): boolean };

/** A multilingual text is an object whose keys are all language codes of the package and whose values are strings. */
function isMultilingual(value: Record<string, unknown>, codes: LanguageCodes): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => codes.has(k) && (typeof value[k] === 'string' || value[k] === null));
}

/** Replaces every multilingual text inside a data.js subtree by its text in the course language. */
export function localizeDeep(value: unknown, language: string, fallback: string, codes: LanguageCodes): unknown {
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, language, fallback, codes));
  if (isObject(value)) {
    if (isMultilingual(value, codes)) return pickText(value, language, fallback);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = localizeDeep(v, language, fallback, codes);
    return out;
  }
  return value;
}
