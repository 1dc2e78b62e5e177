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

/**
 * Replaces every multilingual text inside a data.js subtree by its text in the course language.
 * Walks with a work list rather than recursion, so a subtree nested thousands deep (block lists of
 * answers' explanations) cannot overflow the call stack.
 */
export function localizeDeep(value: unknown, language: string, fallback: string, codes: LanguageCodes): unknown {
  const result: { value?: unknown } = {};
  const work: [unknown, Record<string | number, unknown>, string | number][] = [[value, result, 'value']];
  for (let next = work.pop(); next; next = work.pop()) {
    const [source, target, key] = next;
    if (Array.isArray(source)) {
      const out: unknown[] = new Array(source.length);
      target[key] = out;
      source.forEach((v, i) => work.push([v, out as unknown as Record<number, unknown>, i]));
    } else if (isObject(source)) {
      if (isMultilingual(source, codes)) {
        target[key] = pickText(source, language, fallback);
        continue;
      }
      const out: Record<string, unknown> = {};
      target[key] = out;
      // Keys are set in the source's order now; their values are filled in as the work list reaches them.
      for (const [k, v] of Object.entries(source)) {
        out[k] = undefined;
        work.push([v, out, k]);
      }
    } else {
      target[key] = source;
    }
  }
  return result.value;
}
