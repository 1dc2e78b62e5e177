/// <reference types="webpack/module" />
/**
 * The flag pictures of core/i18n/localeFlags.ts: one SVG file per flag from the flag-icons package
 * (MIT, docs/language-flags.md), in its 4:3 shape. webpack emits each as its own file (an asset module, see
 * webpack.config.ts) and this map holds only their URLs, so a flag costs one small request when a
 * tile shows it and nothing before. The map is 'sync': it sits in the chunk of the code that imports
 * this module (the language popup's, loaded on demand), adding no chunk to the first page's runtime.
 *
 * The pattern names exactly the flags of LOCALE_FLAGS (webpack needs it written out, so the
 * packages do not carry all 271 flags): flagAssets.test.ts fails when the two drift apart.
 */
const flags = import.meta.webpackContext('flag-icons/flags/4x3', {
  recursive: false,
  regExp: /^\.\/(ae|af|al|am|ar|at|au|az|ba|bd|be|bg|bh|bn|bo|br|by|ca|ch|cl|cn|co|cr|cy|cz|de|dk|do|dz|ec|ee|eg|es|es-ct|es-ga|es-pv|et|fi|fo|fr|gb|gb-sct|gb-wls|ge|gr|gt|hk|hn|hr|ht|hu|id|ie|il|in|iq|ir|is|it|jm|jo|jp|ke|kg|kh|kr|kw|kz|la|lb|lk|lt|lu|lv|ly|ma|mc|md|me|mg|mk|mm|mn|mt|mv|mx|my|ng|ni|nl|no|np|nz|om|pa|pe|ph|pk|pl|pr|pt|py|qa|ro|rs|ru|rw|sa|se|sg|si|sk|so|sv|sy|th|tj|tm|tn|tr|tw|tz|ua|us|uy|uz|ve|vn|xk|ye|za)\.svg$/,
  mode: 'sync',
});

/** The URL of a flag's SVG file, or null when the package carries no such flag. */
export function flagUrl(flag: string): string | null {
  const key = `./${flag}.svg`;
  return flags.keys().includes(key) ? (flags(key) as string) : null;
}
