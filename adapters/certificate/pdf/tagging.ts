/// <reference types="pdfkit" />
/*
 * The PDF's logical structure (PDF/UA-style tags): Document → H1 (the heading), P for each piece of text,
 * Figure for the logo and the QR code (with alt text); the frame and rules are Artifacts, which screen
 * readers skip. Each text element carries its text as typed in ActualText (the name and the title above
 * all: in RTL they are drawn run by run in visual order). ActualText is put on the structure element,
 * never on marked content: poppler reverses a marked-content ActualText inside an RTL line.
 */
export type Struct = PDFKit.PDFStructureElement;

export function documentRoot(doc: PDFKit.PDFDocument): Struct {
  const root = doc.struct('Document');
  doc.addStructure(root);
  return root;
}

/** A structure element whose content is what `draw` paints (pdfkit runs it when the element joins the tree). */
export function tag(doc: PDFKit.PDFDocument, parent: Struct, role: string, options: { actual?: string; alt?: string; lang?: string }, draw: () => void): void {
  parent.add(doc.struct(role, options, draw));
}

/** Paints decoration outside the structure, marked as a layout artifact. */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void): void {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}
