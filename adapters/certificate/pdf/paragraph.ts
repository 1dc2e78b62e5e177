import { bidiParagraph, visualRuns, type BidiParagraph, type Run } from './bidiRuns';
import { FontChooser } from './fonts/fontChoice';
import type { LoadedFont } from './fonts/fontLoading';
import { claim, shapeRun, type ShapedRun } from './shaping';

/*
 * A piece of certificate text ready to be laid out: its bidi levels, a font for every character (checked
 * to round-trip, run by run), and its lines (shaped runs in visual order) at any break points.
 */

export interface Paragraph {
  bidi: BidiParagraph;
  fonts: Array<LoadedFont | undefined>;
  weight: number;
}

export interface Line {
  runs: ShapedRun[];
  /** Width at a font size of 1. */
  advance: number;
  /** The line's text as typed (logical order), for the tags' ActualText. */
  logical: string;
}

/** Levels, fonts, and each run's round trip: a run that fails is given the next font that passes. */
export async function prepareParagraph(text: string, direction: 'ltr' | 'rtl', weight: number, chooser: FontChooser): Promise<Paragraph> {
  const bidi = bidiParagraph(text, direction);
  const fonts = await chooser.assign(text, weight);
  for (const run of visualRuns(bidi, 0, text.length, (i) => fonts[i])) {
    const shaped = shapeRun(bidi, run);
    if (shaped) {
      claim(shaped);
      continue;
    }
    const codePoints = [...run.indices.map((i) => text[i]).join('')].map((c) => c.codePointAt(0)!);
    for await (const other of chooser.alternatives(codePoints, weight, run.font)) {
      const retry = shapeRun(bidi, { ...run, font: other });
      if (retry) {
        for (const i of run.indices) fonts[i] = other;
        claim(retry);
        break;
      }
    }
    // No font passes: the run keeps its first font, drawn right but possibly extracted wrong.
  }
  return { bidi, fonts, weight };
}

/** The line [start, end) of a paragraph, shaped, in visual order. */
export function lineOf(paragraph: Paragraph, start: number, end: number): Line {
  const runs = visualRuns(paragraph.bidi, start, end, (i) => paragraph.fonts[i]);
  const shaped = runs.map((run: Run<LoadedFont>) => shapeRun(paragraph.bidi, run) ?? shapeUnchecked(paragraph, run));
  return {
    runs: shaped,
    advance: shaped.reduce((sum, r) => sum + r.advance, 0),
    logical: paragraph.bidi.text.slice(start, end).trim(),
  };
}

/**
 * A run whose round trip failed with every font, drawn anyway: the shape is right, the glyphs' order is
 * not the text's (Devanagari puts the i-matra before its consonant and the reph after its cluster). An LTR
 * run then carries its text as marked-content ActualText, which poppler reads (an RTL run does not: poppler
 * would reverse it).
 */
function shapeUnchecked(paragraph: Paragraph, run: Run<LoadedFont>): ShapedRun {
  const draw = run.indices.map((i) => paragraph.bidi.text[i]).join('');
  const shaped = run.font.font.layout(draw, []);
  const rtl = shaped.direction === 'rtl';
  return { draw, font: run.font, advance: shaped.advanceWidth / run.font.font.unitsPerEm, glyphs: shaped.glyphs, rtl, start: run.indices[0], actual: rtl || run.level % 2 === 1 ? undefined : draw };
}

/**
 * Where a line may break: after each word-like segment (Intl.Segmenter, which also finds the word
 * boundaries of Japanese, Chinese and Thai), never before closing punctuation or after opening punctuation.
 */
const NO_SPACES = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;

export function breakPoints(text: string, locale: string): number[] {
  const points: number[] = [];
  let segments: Iterable<{ index: number }>;
  try {
    segments = new Intl.Segmenter(locale, { granularity: 'word' }).segment(text);
  } catch {
    segments = new Intl.Segmenter('en', { granularity: 'word' }).segment(text);
  }
  for (const { index } of segments) {
    if (index === 0) continue;
    const before = text[index - 1];
    const after = text[index];
    if (/[\p{Pe}\p{Pf}\p{Po}]/u.test(after) && !/\s/.test(after)) continue;
    if (/[\p{Ps}\p{Pi}]/u.test(before)) continue;
    // Between words at a space, or next to a script written without spaces; never inside "Rodríguez-Hernández"
    // (extractors join a line that ends in a hyphen and drop the hyphen).
    if (!/\s/.test(before) && !NO_SPACES.test(before) && !NO_SPACES.test(after)) continue;
    points.push(index);
  }
  return points;
}

/**
 * Greedy lines of at most `maxAdvance` (at size 1), at most `maxLines`; null when the text does not fit.
 * A single word longer than the line is broken between characters rather than overflow the frame.
 */
export function wrap(paragraph: Paragraph, locale: string, maxAdvance: number, maxLines: number): Line[] | null {
  const text = paragraph.bidi.text;
  const points = [...breakPoints(text, locale), text.length];
  const lines: Line[] = [];
  let start = 0;
  while (start < text.length) {
    if (lines.length === maxLines) return null;
    let end = -1;
    for (const p of points) {
      if (p <= start) continue;
      if (lineOf(paragraph, start, p).advance <= maxAdvance) end = p;
      else break;
    }
    // No break point fits: break between characters (never inside a surrogate pair) rather than overflow.
    for (let p = start + 1; end === -1 && p <= text.length; p += 1) {
      if (p < text.length && /[\udc00-\udfff]/.test(text[p])) continue;
      if (lineOf(paragraph, start, p).advance > maxAdvance) end = Math.max(start + 1, p - 1);
      else if (p === text.length) end = p;
    }
    lines.push(lineOf(paragraph, start, end));
    start = end;
    while (start < text.length && /\s/.test(text[start])) start += 1;
  }
  return lines;
}
