import type { Glyph } from 'fontkit';
import { pdfCodePoints } from './fonts/pdfFont';
import { runLogical, runText, type BidiParagraph, type Run } from './bidiRuns';
import type { LoadedFont } from './fonts/fontLoading';

/*
 * One run shaped by its font, and the check that keeps the PDF's text extractable: pdfkit writes each
 * glyph's code points (as fontkit reports them) into the font's ToUnicode map, so a font whose shaping
 * loses them (Noto Sans/Naskh Arabic decompose a dotted letter into a dotless base and a dot, so that ي
 * would extract as ت) or that needs one glyph for two texts in one document would put wrong text in the
 * PDF. Such a run is drawn with the next font instead (fonts/fontChoice.ts).
 */

export interface ShapedRun {
  /** The string handed to pdfkit: logical order, except a run at an RTL level that the shaper would lay out LTR. */
  draw: string;
  font: LoadedFont;
  /** Advance width at a font size of 1. */
  advance: number;
  glyphs: Glyph[];
  /** The run's first character's index in its paragraph: runs are drawn in logical order (draw.ts). */
  start: number;
  /** The text as typed, for a run whose glyphs do not give it back in order (paragraph.ts, shapeUnchecked). */
  actual?: string;
  /** Shaped right to left (the glyphs are in visual order, their text reversed by the extractors). */
  rtl: boolean;
}

const JOINERS = /[\u200c\u200d]/g;

/** Shapes a string as pdfkit will (fontkit's layout with the default features, the whole string as one run). */
export function layout(font: LoadedFont, text: string) {
  return font.font.layout(text, []);
}

export function shapeRun(paragraph: BidiParagraph, run: Run<LoadedFont>): ShapedRun | null {
  const font = run.font;
  const text = runText(paragraph, run);
  let draw = text;
  let shaped = layout(font, draw);
  // A run at an odd level that holds no right-to-left letters (a bracket, a dash): the shaper lays it
  // out LTR, so its characters are reversed here and drawn in visual order.
  if (run.level % 2 === 1 && shaped.direction !== 'rtl') {
    draw = [...text].reverse().join('');
    shaped = layout(font, draw);
  }
  const rtl = shaped.direction === 'rtl';
  if (!roundTrips(font, shaped.glyphs, rtl, draw)) return null;
  // The text as typed must come back too (mirroring only swaps brackets).
  if (runLogical(paragraph, run).length !== text.length) return null;
  return { draw, font, advance: shaped.advanceWidth / font.font.unitsPerEm, glyphs: shaped.glyphs, rtl, start: run.indices[0] };
}

/** True when the glyphs give back the string (in logical order), with no missing glyph and no glyph claimed twice. */
export function roundTrips(font: LoadedFont, glyphs: Glyph[], rtl: boolean, expected: string): boolean {
  const ordered = rtl ? [...glyphs].reverse() : glyphs;
  if (ordered.some((g) => g.id === 0)) return false;
  const back = ordered.map((g) => String.fromCodePoint(...g.codePoints)).join('');
  if (back.replace(JOINERS, '') !== expected.replace(JOINERS, '')) return false;
  return ordered.every((g) => {
    const owner = font.claimed.get(g.id);
    return owner === undefined || owner === String.fromCodePoint(...pdfCodePoints(g, rtl));
  });
}

/** Records which text each glyph stands for in this document (see roundTrips). */
export function claim(shaped: ShapedRun): void {
  for (const g of shaped.glyphs) {
    if (!shaped.font.claimed.has(g.id)) shaped.font.claimed.set(g.id, String.fromCodePoint(...pdfCodePoints(g, shaped.rtl)));
  }
}
