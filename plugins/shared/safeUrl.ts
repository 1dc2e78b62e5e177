/**
 * Which URLs a plugin may load: shared by the blocks (plugins/blocks/shared/attributes.ts) and the
 * question types that show an author's frame (scenario).
 */

/** Resolves a package-relative path (the player's mediaUrl); identity in tests. */
export type Resolve = (path: string) => string;
const same: Resolve = (p) => p;

/**
 * The string without C0 controls and spaces at its ends. A loop, not /[\0- ]+$/: that pattern
 * retries from every character of a long inner run of spaces, and a 100,000-space attribute then
 * keeps the page loading for minutes.
 */
function trimControls(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && s.charCodeAt(end - 1) <= 0x20) end -= 1;
  return s.slice(start, end);
}

/**
 * A URL the player may load in a frame, a media element or a link: http(s) or package-relative
 * only. The sanitiser resolves src/href/poster/data-src; paths in other data-* attributes are
 * resolved here with `resolve`.
 */
export function safeUrl(value: string | null | undefined, options: { allowData?: boolean; resolve?: Resolve } = {}): string | null {
  // As a browser's URL parser does: tabs and line breaks anywhere, and controls and spaces at the
  // ends, are dropped, so "java&#9;script:" cannot pass for a relative path and become javascript:.
  const url = trimControls((value ?? '').replace(/[\t\n\r]/g, '')).trim();
  if (!url) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return url.startsWith('//') ? `https:${url}` : url.startsWith('#') ? null : (options.resolve ?? same)(url);
  if (scheme === 'http' || scheme === 'https') return url;
  if (options.allowData && (scheme === 'data' || scheme === 'blob')) return url;
  return null;
}
