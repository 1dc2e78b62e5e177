import { create, type Font } from 'fontkit';
import type { Face } from './faceTypes';
import { fontFileUrl } from './fileUrls';
import { forPdf } from './pdfFont';

/** How the maker gets a file's bytes: `fetch` in the browser, a file read in Node tests. */
export type FetchBytes = (url: string) => Promise<Uint8Array>;

export const fetchWithFetch: FetchBytes = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

/** A font the maker can draw with: fontkit's parse, shared with pdfkit (it takes fontkit objects as they are). */
export interface LoadedFont {
  /** Unique within one certificate: the name pdfkit registers it under. */
  key: string;
  font: Font;
  /** The same font as handed to pdfkit (fonts/pdfFont.ts: ligatures in RTL runs extract as typed). */
  pdf: Font;
  /** The weight it was loaded as (a package font: its OS/2 weight class). */
  weight: number;
  /** Which glyph already stands for which text in this document: a glyph id mapped twice would extract wrong. */
  claimed: Map<number, string>;
}

const isWoff2 = (b: Uint8Array) => b[0] === 0x77 && b[1] === 0x4f && b[2] === 0x46 && b[3] === 0x32;

/**
 * Parses font bytes; null for anything fontkit cannot read as one font (a collection, a broken file) and
 * for WOFF2, whose glyphs fontkit reads as empty outlines: the text would be invisible (and the build
 * leaves fontkit's WOFF2 reader out, webpack.config.ts).
 */
export function parseFont(bytes: Uint8Array): Font | null {
  if (isWoff2(bytes)) return null;
  try {
    // fontkit reads a Uint8Array in the browser as in Node; its types name Node's Buffer only.
    const font = create(bytes as unknown as Buffer);
    return 'layout' in font && font.numGlyphs > 0 ? (font as Font) : null;
  } catch {
    return null;
  }
}

/** Loads each font file once per certificate; a file that fails to load is skipped, never fatal. */
export class FontLoader {
  private readonly cache = new Map<string, Promise<LoadedFont | null>>();
  private count = 0;
  /** Bundled font files that could not be fetched or read: a character left without a font then is an error. */
  readonly failed: string[] = [];

  constructor(private readonly fetchBytes: FetchBytes) {}

  /** A bundled face. */
  face(face: Face): Promise<LoadedFont | null> {
    const id = `${face.family}/${face.file}`;
    return this.once(id, async () => {
      const url = await fontFileUrl(face.family, face.file);
      const font = url ? await this.fromUrl(url, face.weight).catch(() => null) : null;
      if (!font) this.failed.push(id);
      return font;
    });
  }

  /** One of the package's own fonts (look.fontUrls). */
  url(url: string): Promise<LoadedFont | null> {
    return this.once(url, () => this.fromUrl(url, null));
  }

  private once(id: string, load: () => Promise<LoadedFont | null>): Promise<LoadedFont | null> {
    let loaded = this.cache.get(id);
    if (!loaded) {
      loaded = load().catch(() => null);
      this.cache.set(id, loaded);
    }
    return loaded;
  }

  private async fromUrl(url: string, weight: number | null): Promise<LoadedFont | null> {
    const font = parseFont(await this.fetchBytes(url));
    if (!font) return null;
    this.count += 1;
    return { key: `F${this.count}`, font, pdf: forPdf(font), weight: weight ?? font['OS/2']?.usWeightClass ?? 400, claimed: new Map() };
  }
}
