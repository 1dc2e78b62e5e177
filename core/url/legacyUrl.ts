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

/**
 * The route a saved url points to. This player saves the route itself ('/sections/…'); records of
 * older players may hold the hash ('#/section/…', '#finish') or the whole address, so the part after
 * '#' is taken, given its leading slash, and rewritten as SPEC 2.3 says.
 */
export function savedRoute(url: string): string {
  const hash = url.indexOf('#');
  let route = (hash >= 0 ? url.slice(hash + 1) : url).trim();
  if (route === '') return '';
  if (!route.startsWith('/')) route = `/${route}`;
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return rewriteLegacyUrl(route);
}
