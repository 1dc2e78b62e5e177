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

const LANGUAGE_CODE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i;
/** Field names of data.js objects that look like language codes but are not. */
const FIELD_NAMES = new Set(['id', 'key', 'url', 'src', 'alt', 'uri']);

/**
 * A multilingual text is an object of strings keyed by language: at least one key is a language of
 * the package and every key looks like a language code. A text may still carry a language the
 * author has since removed from the package, or the package's list may be the manifest's fallback.
 */
function isMultilingual(value: Record<string, unknown>, codes: LanguageCodes): boolean {
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.some((k) => codes.has(k))) return false;
  return keys.every((k) => (codes.has(k) || (LANGUAGE_CODE.test(k) && !FIELD_NAMES.has(k))) && (typeof value[k] === 'string' || value[k] === null));
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
