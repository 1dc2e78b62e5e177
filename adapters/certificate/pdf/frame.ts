/// <reference types="pdfkit" />
import type { CertificateColours } from '@core';
import { artifact } from './tagging';

/*
 * The certificate's frame: the page in the theme's background, a heavy outer rule and a fine inner rule
 * in the primary colour, small diamonds at the inner corners, and a short rule under the heading.
 * Decoration only, so all of it is an Artifact.
 */
export const OUTER = 20;
export const INNER = 29;

export function drawFrame(doc: PDFKit.PDFDocument, width: number, height: number, colours: CertificateColours): void {
  artifact(doc, () => {
    doc.rect(0, 0, width, height).fill(colours.background);
    doc.lineWidth(3.5).rect(OUTER, OUTER, width - 2 * OUTER, height - 2 * OUTER).stroke(colours.frame);
    doc.lineWidth(0.8).rect(INNER, INNER, width - 2 * INNER, height - 2 * INNER).stroke(colours.frame);
    const d = 5;
    for (const [x, y] of [[INNER, INNER], [width - INNER, INNER], [INNER, height - INNER], [width - INNER, height - INNER]]) {
      doc.polygon([x, y - d], [x + d, y], [x, y + d], [x - d, y]).fill(colours.frame);
    }
  });
}

/** A centred horizontal rule (under the heading, under the name). */
export function drawRule(doc: PDFKit.PDFDocument, centreX: number, y: number, length: number, thickness: number, colour: string): void {
  artifact(doc, () => {
    doc.rect(centreX - length / 2, y - thickness / 2, length, thickness).fill(colour);
  });
}
