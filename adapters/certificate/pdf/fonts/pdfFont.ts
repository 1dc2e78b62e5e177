import type { Font, Glyph, GlyphRun } from 'fontkit';

/*
 * What pdfkit writes into a font's ToUnicode map for a glyph that stands for several characters (a
 * ligature: Arabic lam-alef, the Allah ligature). Text extractors (poppler's pdftotext, pdf.js) read an
 * RTL line's glyphs in visual order and reverse the whole string to get the logical order, the
 * characters of a ligature included; so in an RTL run a ligature's characters are written reversed,
 * and the reversal gives them back as typed. A single-character glyph is written as it is.
 */
export function pdfCodePoints(glyph: Glyph, rtl: boolean): number[] {
  return rtl && glyph.codePoints.length > 1 ? [...glyph.codePoints].reverse() : glyph.codePoints;
}

/** The font as pdfkit sees it: fontkit's own, whose layout hands pdfkit the code points above. */
export function forPdf(font: Font): Font {
  const layout = (text: string, features?: string[]): GlyphRun => {
    const run = font.layout(text, features);
    if (run.direction !== 'rtl') return run;
    run.glyphs = run.glyphs.map((glyph) => {
      if (glyph.codePoints.length < 2) return glyph;
      // A copy (fontkit caches glyph objects per id), keeping the prototype's metrics getters.
      const copy = Object.assign(Object.create(Object.getPrototypeOf(glyph)) as Glyph, glyph);
      copy.codePoints = pdfCodePoints(glyph, true);
      return copy;
    });
    return run;
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
