/// <reference types="pdfkit" />
import { FontChooser } from './fonts/fontChoice';
import type { LoadedFont } from './fonts/fontLoading';
import { lineOf, prepareParagraph, wrap, type Line, type Paragraph } from './paragraph';

/*
 * Text on the page: each shaped run drawn at its measured x with pdfkit's `text(…, {lineBreak: false})`,
 * so pdfkit neither wraps nor reorders anything, and `features: []` makes it lay out the run as one
 * string (without features it lays out word by word, which puts RTL words back in logical order).
 */

export type Align = 'start' | 'center' | 'end';

export interface TextStyle {
  weight: 400 | 700;
  colour: string;
}

/** What the drawing functions need of the document and the certificate. */
export interface Page {
  doc: PDFKit.PDFDocument;
  chooser: FontChooser;
  direction: 'ltr' | 'rtl';
  locale: string;
  registered: Set<string>;
}

export function prepare(page: Page, text: string, weight: number): Promise<Paragraph> {
  return prepareParagraph(text, page.direction, weight, page.chooser);
}

export function oneLine(paragraph: Paragraph): Line {
  return lineOf(paragraph, 0, paragraph.bidi.text.length);
}

/** The left edge of a line of this width placed at x: start and end follow the certificate's direction. */
export function leftOf(page: Page, x: number, width: number, align: Align): number {
  if (align === 'center') return x - width / 2;
  const fromLeft = (align === 'start') === (page.direction === 'ltr');
  return fromLeft ? x : x - width;
}

function useFont(page: Page, font: LoadedFont): void {
  if (!page.registered.has(font.key)) {
    // pdfkit takes a fontkit font object as it is (PDFFontFactory.open): the one already parsed and checked.
    page.doc.registerFont(font.key, font.pdf as unknown as string);
    page.registered.add(font.key);
  }
  page.doc.font(font.key);
}

/** Draws a line with its baseline at y. */
export function drawLine(page: Page, line: Line, size: number, x: number, y: number, align: Align, style: TextStyle): void {
  const { doc } = page;
  // Each run's x in visual order; then the runs are drawn in logical order, because pdf.js extracts
  // text in the order it is drawn (poppler sorts by position and does not mind).
  let left = leftOf(page, x, line.advance * size, align);
  const placed = line.runs.map((run) => {
    const at = left;
    left += run.advance * size;
    return { run, at };
  });
  for (const { run, at } of placed.sort((a, b) => a.run.start - b.run.start)) {
    useFont(page, run.font);
    const fake = FontChooser.fakeBold(run.font, style.weight);
    doc.fontSize(size).fillColor(style.colour);
    if (fake) doc.lineWidth(size * 0.03).strokeColor(style.colour);
    if (run.actual) doc.markContent('Span', { actual: run.actual });
    doc.text(run.draw, at, y, { lineBreak: false, baseline: 'alphabetic', features: [], fill: true, stroke: fake });
    if (run.actual) doc.endMarkedContent();
  }
}

/** The largest size from `max` down to `min` at which the line fits the width (min when none does). */
export function fitSize(line: Line, width: number, max: number, min: number): number {
  return Math.max(min, Math.min(max, width / Math.max(line.advance, 1e-6)));
}

/**
 * Lines for a paragraph in at most `maxLines` lines of `width`, at the largest size from `max` down to
 * `min` (steps of half a point) that fits; at `min` the lines beyond the last are dropped.
 */
export function fitLines(page: Page, paragraph: Paragraph, width: number, maxLines: number, max: number, min: number): { lines: Line[]; size: number } {
  for (let size = max; size >= min; size -= 0.5) {
    const lines = wrap(paragraph, page.locale, width / size, maxLines);
    if (lines) return { lines, size };
  }
  const lines = wrap(paragraph, page.locale, width / min, Number.MAX_SAFE_INTEGER) ?? [oneLine(paragraph)];
  return { lines: lines.slice(0, maxLines), size: min };
}
