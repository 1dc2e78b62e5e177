/** SPEC 2.3: saved legacy URLs are rewritten to today's routes. */
const REWRITES: [RegExp, string][] = [
  [/(^|\/)finish(?=$|[/?#])/g, '$1results'],
  [/(^|\/)signin(?=$|[/?#])/g, '$1login'],
  [/(^|\/)section\//g, '$1sections/'],
  [/(^|\/)question\//g, '$1questions/'],
];

export function rewriteLegacyUrl(url: string): string {
  return REWRITES.reduce((u, [pattern, replacement]) => u.replace(pattern, replacement), url);
}
