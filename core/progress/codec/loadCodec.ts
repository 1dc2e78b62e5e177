/**
 * The codec, its course context (which brings the option-order rules) and lz-string are needed only
 * once the package has loaded: one chunk of their own, never on the first page. Import this file,
 * not ./index, from the session: `const { createProgressCodec, codecContextFor } = await loadProgressCodec();`
 * (types come from ./ProgressCodec with `import type`).
 */
export const loadProgressCodec = () => import(/* webpackChunkName: "progress-codec" */ './index');
