export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Deep merge: objects merge key by key, anything else (arrays included) is replaced by the override.
 * A null override counts as missing: published settings.js files carry nulls where the author never
 * chose, and the manifest's default must then apply (PACKAGE-FORMAT.md, settings.js).
 */
export function deepMerge(base: unknown, override: unknown): unknown {
  if (override === undefined || (override === null && base !== undefined)) return base;
  if (!isObject(base) || !isObject(override)) return override;
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(override)) out[key] = deepMerge(base[key], value);
  return out;
}

export const bool = (v: unknown, fallback = false): boolean => (typeof v === 'boolean' ? v : fallback);
export const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
/** Reads `{enabled: bool}` switches of settings.js. */
export const enabled = (v: unknown, fallback = false): boolean => (isObject(v) ? bool(v.enabled, fallback) : fallback);
/** Reads `{selected: value}` choices of settings.js. */
export const selected = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T => {
  const s = isObject(v) ? v.selected : undefined;
  return typeof s === 'string' && (allowed as readonly string[]).includes(s) ? (s as T) : fallback;
};
