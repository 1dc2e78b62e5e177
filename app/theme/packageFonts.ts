import type { Theme } from '@core';
import { readFontFaces, type FontFaceSource } from './fontFaces';

/**
 * The package's own fonts (issue 9): themeSettings names them, fonts/fonts.css declares them.
 * Loaded after the course is ready and never waited for: every face is added with
 * font-display swap (whatever the package's CSS says), so text shows at once in the fallback
 * font and takes the package's font when it arrives. A missing stylesheet or font file, or an
 * unreachable customFontPlace, leaves the fallback in place with one warning each.
 */

/** Families every system has, and CSS's generic names: naming only these needs no font files. */
const SYSTEM_FAMILIES = new Set(
  [
    'arial', 'helvetica', 'helvetica neue', 'verdana', 'tahoma', 'trebuchet ms', 'georgia', 'times', 'times new roman', 'courier', 'courier new',
    'palatino', 'palatino linotype', 'book antiqua', 'garamond', 'comic sans ms', 'impact', 'lucida grande', 'lucida sans unicode', 'lucida console',
    'segoe ui', 'roboto', 'serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace',
    'ui-rounded', 'math', 'emoji', 'fangsong', '-apple-system', 'blinkmacsystemfont', 'inherit', 'initial', 'unset',
  ],
);

/** The families the theme names (every entry of every font stack), lower case. */
export function namedFamilies(theme: Theme): string[] {
  const names = Object.values(theme.fonts).flatMap((f) => (f.fontFamily ?? '').split(','));
  return [...new Set(names.map((n) => n.trim().replace(/^["']|["']$/g, '').trim().toLowerCase()).filter(Boolean))];
}

/** Whether the theme names a family that the package has to bring itself. */
export const needsOwnFonts = (theme: Theme): boolean => namedFamilies(theme).some((f) => !SYSTEM_FAMILIES.has(f));

/** customFontPlace of publishSettings.js: a stylesheet address (a string, or {url}); null when absent. */
export function customFontStylesheet(value: unknown, baseUrl: string): string | null {
  const raw = typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string' ? (value as { url: string }).url : '';
  if (!raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface PackageFontsOptions {
  /** The package's base URL (fonts/fonts.css is under it). */
  baseUrl: string;
  theme: Theme;
  /** publishSettings.js customFontPlace, as the package has it. */
  customFontPlace: unknown;
  fonts?: FontFaceSet;
  fetch?: typeof fetch;
  warn?: (message: string) => void;
}

/** A stylesheet that does not answer within this long is treated as unreachable (it never blocks anything). */
const STYLESHEET_TIMEOUT_MS = 15000;

async function stylesheetFaces(url: string, crossOrigin: boolean, get: typeof fetch, warn: (m: string) => void): Promise<FontFaceSource[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), STYLESHEET_TIMEOUT_MS);
  try {
    const response = await get(url, { credentials: crossOrigin ? 'omit' : 'same-origin', signal: abort.signal });
    if (!response.ok) {
      warn(`The font stylesheet ${url} could not be loaded (${response.status}); the text keeps its fallback fonts.`);
      return [];
    }
    return readFontFaces(await response.text(), response.url || url);
  } catch (e) {
    warn(`The font stylesheet ${url} could not be reached (${e instanceof Error ? e.message : String(e)}); the text keeps its fallback fonts.`);
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** Adds the faces to the page; each loads when text first uses it. Returns the faces added. */
export function addFaces(sources: FontFaceSource[], fonts: FontFaceSet, warn: (m: string) => void): FontFace[] {
  const added: FontFace[] = [];
  for (const source of sources) {
    let face: FontFace;
    try {
      face = new FontFace(source.family, source.src, { ...source.descriptors, display: 'swap' });
    } catch (e) {
      warn(`The font "${source.family}" of the package is declared in a way the browser does not take (${e instanceof Error ? e.message : String(e)}); its fallback is used.`);
      continue;
    }
    face.loaded.catch(() => warn(`The font "${source.family}" (${source.src}) could not be loaded; its fallback is used.`));
    fonts.add(face);
    added.push(face);
  }
  return added;
}

/**
 * fonts/fonts.css first; the remote font service (publishSettings.js customFontPlace) only when the
 * theme names a family that the package does not declare there, and only that family's faces are
 * taken from it: a package that brings its fonts makes no request to another origin (issue 22),
 * as the incumbent asks its font service only for the fonts its template does not ship.
 */
export async function loadPackageFonts({ baseUrl, theme, customFontPlace, fonts = document.fonts, fetch: get = fetch.bind(window), warn = (m) => console.warn(m) }: PackageFontsOptions): Promise<FontFace[]> {
  const custom = customFontStylesheet(customFontPlace, baseUrl);
  const own = needsOwnFonts(theme) ? await stylesheetFaces(new URL('fonts/fonts.css', baseUrl).href, false, get, warn) : [];
  const shipped = new Set(own.map((f) => f.family.toLowerCase()));
  const missing = new Set(namedFamilies(theme).filter((f) => !SYSTEM_FAMILIES.has(f) && !shipped.has(f)));
  const remote = custom && missing.size > 0 ? await stylesheetFaces(custom, new URL(custom).origin !== new URL(baseUrl).origin, get, warn) : [];
  return addFaces([...own, ...remote.filter((f) => missing.has(f.family.toLowerCase()))], fonts, warn);
}
