import { isBidiControl } from '../bidiRuns';
import type { FaceCatalogue } from './faces';
import type { FontLoader, LoadedFont } from './fontLoading';

/*
 * Which font draws each character. Per character, the first font that has its glyph: the package's
 * own font when it was chosen for the certificate (it holds every glyph needed), else the bundled
 * faces that cover it (fonts/faces.ts), loaded only when tried. Punctuation, spaces, digits and marks keep
 * the font of the character before them when it has their glyph, so that a word or an Arabic phrase
 * is shaped in one run (joining and mark positioning work within a run only).
 */
const STICKY = /^[\p{M}\p{Z}\p{P}\p{S}\p{Nd}\u200c\u200d]$/u;

export class FontChooser {
  /** The package's fonts chosen per weight (chooseTheirs). */
  private readonly theirs = new Map<number, LoadedFont>();

  constructor(
    private readonly faces: FaceCatalogue,
    private readonly loader: FontLoader,
  ) {}

  /**
   * Takes a package font for a weight when it has a glyph for every character the certificate draws in
   * that weight (a font that covers only some would mix two designs in one line). Closest weight first.
   */
  async chooseTheirs(urls: string[], textByWeight: Map<number, string>): Promise<void> {
    const loaded = (await Promise.all(urls.map((url) => this.loader.url(url)))).filter((f): f is LoadedFont => f !== null);
    for (const [weight, text] of textByWeight) {
      const codePoints = [...new Set([...text].filter((c) => !/\s/.test(c) && !isBidiControl(c)))].map((c) => c.codePointAt(0)!);
      const fit = loaded
        .filter((f) => codePoints.every((cp) => f.font.hasGlyphForCodePoint(cp)))
        .sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight));
      if (fit[0]) this.theirs.set(weight, fit[0]);
    }
  }

  /**
   * Starts loading, all at once, the first font each character would try, so that the certificate's
   * fonts arrive in parallel rather than one request after another while the text is laid out.
   */
  async warmUp(textByWeight: Map<number, string>): Promise<void> {
    const loads: Array<Promise<unknown>> = [];
    for (const [weight, text] of textByWeight) {
      // A weight the package's font draws needs none of ours (a character it lacks loads on its own later).
      if (this.theirs.has(weight)) continue;
      for (const char of new Set(text)) {
        if (/\s/.test(char) || isBidiControl(char)) continue;
        const [first] = await this.faces.facesFor(char.codePointAt(0)!, weight);
        if (first) loads.push(this.loader.face(first));
      }
    }
    await Promise.all(loads);
  }

  /** The fonts to try for a code point, in order, each loaded on first use; only those with its glyph. */
  async *candidates(codePoint: number, weight: number): AsyncGenerator<LoadedFont> {
    const theirs = this.theirs.get(weight);
    if (theirs?.font.hasGlyphForCodePoint(codePoint)) yield theirs;
    for (const face of await this.faces.facesFor(codePoint, weight)) {
      const font = await this.loader.face(face);
      if (font?.font.hasGlyphForCodePoint(codePoint)) yield font;
    }
  }

  /** Each UTF-16 index's font (undefined: not drawn, a bidi control or a character no font has). */
  async assign(text: string, weight: number): Promise<Array<LoadedFont | undefined>> {
    const fonts: Array<LoadedFont | undefined> = new Array(text.length);
    let previous: LoadedFont | undefined;
    for (let i = 0; i < text.length; ) {
      const codePoint = text.codePointAt(i)!;
      const char = String.fromCodePoint(codePoint);
      let font: LoadedFont | undefined;
      if (!isBidiControl(char)) {
        if (previous && STICKY.test(char) && previous.font.hasGlyphForCodePoint(codePoint)) font = previous;
        else for await (const candidate of this.candidates(codePoint, weight)) { font = candidate; break; }
        // A space no chosen font reports (some subsets leave it out of their cmap): the previous font's.
        if (!font && /\s/.test(char)) font = previous;
        // A character whose font did not arrive: a certificate without the learner's name or the title is
        // worse than an error the learner can retry (a character no font covers is left out, docs/certificates.md).
        if (!font && !/\s/.test(char) && this.loader.failed.length > 0) {
          throw new Error(`The certificate's fonts could not be loaded (${this.loader.failed.join(', ')})`);
        }
      }
      for (let k = 0; k < char.length; k += 1) fonts[i + k] = font;
      if (font) previous = font;
      i += char.length;
    }
    return fonts;
  }

  /** The fonts other than `current` that have a glyph for every one of the code points, in order. */
  async *alternatives(codePoints: number[], weight: number, current: LoadedFont): AsyncGenerator<LoadedFont> {
    for await (const candidate of this.candidates(codePoints[0], weight)) {
      if (candidate !== current && codePoints.every((cp) => candidate.font.hasGlyphForCodePoint(cp))) yield candidate;
    }
  }

  /** Whether a weight is drawn with a lighter font than asked (CJK has 400 only): then it is stroked. */
  static fakeBold(font: LoadedFont, weight: number): boolean {
    return weight >= 600 && font.weight < 600;
  }
}
