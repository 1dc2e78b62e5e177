import bidiFactory, { type EmbeddingLevels } from 'bidi-js';

/*
 * UAX #9 for one line of a certificate. pdfkit draws a string left to right, and its own word wrapper
 * would split an RTL line at spaces and put the words back in logical order; so the maker does the bidi
 * itself: bidi-js resolves the levels, reorders the line's characters visually, and each run of
 * characters with one level and one font becomes one drawn string. A run's characters stay in logical
 * order, because the font's shaper (fontkit) reverses an Arabic or Hebrew run itself while it joins it.
 */
const bidi = bidiFactory();

/** Bidi controls and marks: they steer the order and are never drawn (no font has a glyph for them). */
export const isBidiControl = (ch: string) => /^[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]$/.test(ch);

export interface BidiParagraph {
  text: string;
  levels: EmbeddingLevels;
  /** Characters at an odd level that mirror there ('(' → ')'), by index. */
  mirrors: Map<number, string>;
}

export function bidiParagraph(text: string, direction: 'ltr' | 'rtl'): BidiParagraph {
  const levels = bidi.getEmbeddingLevels(text, direction);
  const mirrors = bidi.getMirroredCharactersMap(text, levels.levels);
  return { text, levels, mirrors };
}

/** A run to draw: UTF-16 indices into the paragraph (ascending), one level, one font. */
export interface Run<F> {
  indices: number[];
  level: number;
  font: F;
}

/**
 * The runs of the line [start, end) in visual order, left to right. `fontAt` gives each index's font
 * (undefined for a character that is not drawn). Whitespace at the line's ends is left out.
 */
export function visualRuns<F>(paragraph: BidiParagraph, start: number, end: number, fontAt: (index: number) => F | undefined): Run<F>[] {
  const { text, levels } = paragraph;
  while (start < end && /\s/.test(text[start])) start += 1;
  while (end > start && /\s/.test(text[end - 1])) end -= 1;
  if (start >= end) return [];
  const kept: number[] = [];
  for (let i = start; i < end; i += 1) if (!isBidiControl(text[i]) && fontAt(i) !== undefined) kept.push(i);
  const rank = new Map(kept.map((index, r) => [index, r]));
  const order = bidi.getReorderedIndices(text, levels, start, end - 1).filter((i) => rank.has(i));
  const runs: Run<F>[] = [];
  for (const index of order) {
    const level = levels.levels[index];
    const font = fontAt(index) as F;
    const last = runs[runs.length - 1];
    const previous = last?.indices[last.indices.length - 1];
    // Visually next and logically next in the run's direction (backwards in an RTL run).
    const step = level % 2 === 1 ? -1 : 1;
    if (last && last.level === level && last.font === font && rank.get(index)! - rank.get(previous!)! === step) {
      last.indices.push(index);
    } else {
      runs.push({ indices: [index], level, font });
    }
  }
  for (const run of runs) run.indices.sort((a, b) => a - b);
  return runs;
}

/** The run's characters in logical order, the mirrored form of each that mirrors at its (odd) level. */
export function runText<F>(paragraph: BidiParagraph, run: Run<F>): string {
  const odd = run.level % 2 === 1;
  return run.indices.map((i) => (odd && paragraph.mirrors.get(i)) || paragraph.text[i]).join('');
}

/** The run's characters as they are, for comparing with what the font gives back. */
export function runLogical<F>(paragraph: BidiParagraph, run: Run<F>): string {
  return run.indices.map((i) => paragraph.text[i]).join('');
}

