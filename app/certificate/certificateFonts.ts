import type { PlayerSession } from '@core';
import { readFontFaces } from '../theme/fontFaces';
import { namedFamilies, needsOwnFonts } from '../theme/packageFonts';

/** The files a PDF can embed: TrueType and OpenType outlines, plain or in WOFF (not WOFF2). */
const EMBEDDABLE = /\.(ttf|otf|woff)(\?|#|$)/i;

/**
 * The package's own font files for the certificate (CertificateData.look.fontUrls): the faces of
 * fonts/fonts.css whose family the theme names, as the page loads them (app/theme/packageFonts.ts).
 * A course on system fonts has none and makes no request; a stylesheet that cannot be read gives
 * none, and the PDF maker falls back on its own fonts.
 */
export async function certificateFonts(session: PlayerSession, get: typeof fetch = (input, init) => fetch(input, init)): Promise<string[]> {
  const theme = session.pkg.theme;
  if (!needsOwnFonts(theme)) return [];
  const cssUrl = session.files.mediaUrl('fonts/fonts.css');
  try {
    const response = await get(cssUrl);
    if (!response.ok) return [];
    const named = new Set(namedFamilies(theme));
    const faces = readFontFaces(await response.text(), response.url || cssUrl).filter((f) => named.has(f.family.toLowerCase()));
    const urls = faces.flatMap((f) => [...f.src.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]!)).filter((u) => EMBEDDABLE.test(u));
    return [...new Set(urls)];
  } catch {
    return [];
  }
}
