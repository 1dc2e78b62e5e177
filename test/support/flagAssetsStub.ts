/**
 * app/language/flagAssets.ts is webpack's map of the flag files it emits (import.meta.webpackContext),
 * which Jest cannot build; in unit tests every flag the table names has a URL of the build's shape
 * ('xk' none, to exercise the globe). flagAssets.test.ts checks the real map against the table.
 */
export function flagUrl(flag: string): string | null {
  return flag === 'xk' ? null : `/player/flags/${flag}.svg`;
}
