import { drawLine, fitSize, oneLine, prepare, type Page } from './draw';
import type { Paragraph } from './paragraph';
import { qrMatrix, qrRects } from './qr';
import type { CertificateTexts } from './texts';
import { tag, type Struct } from './tagging';

/*
 * The footer row, mirrored for RTL: at the start side the date and then the score (a small label over
 * its value); at the end side the verification block, the QR code at the very edge and beside it the
 * certificate ID and "Verify this certificate at" with the URL.
 */
export interface FooterParagraphs {
  dateLabel: Paragraph;
  date: Paragraph;
  score: { label: Paragraph; value: Paragraph } | null;
  verification: { idLabel: Paragraph; code: Paragraph; verifyAt: Paragraph; url: Paragraph } | null;
}

export async function prepareFooter(page: Page, texts: CertificateTexts): Promise<FooterParagraphs> {
  const v = texts.verification;
  return {
    dateLabel: await prepare(page, texts.dateLabel, 400),
    date: await prepare(page, texts.date, 400),
    score: texts.score ? { label: await prepare(page, texts.score.label, 400), value: await prepare(page, texts.score.value, 400) } : null,
    verification: v
      ? {
          idLabel: await prepare(page, v.idLabel, 400),
          code: await prepare(page, v.code, 400),
          verifyAt: await prepare(page, v.verifyAt, 400),
          // A URL reads left to right in any script: its own paragraph direction.
          url: await prepare({ ...page, direction: 'ltr' }, v.url, 400),
        }
      : null,
  };
}

export interface FooterBox {
  /** The content's left and right edges. */
  left: number;
  right: number;
  /** The baseline of the labels; values sit one line below. */
  labelY: number;
  bottom: number;
  colour: string;
  qrColour: string;
  background: string;
}

/** x at a distance from the start side (left in LTR, right in RTL). */
const fromStart = (page: Page, box: FooterBox, distance: number) => (page.direction === 'ltr' ? box.left + distance : box.right - distance);

export function drawFooter(page: Page, root: Struct, footer: FooterParagraphs, texts: CertificateTexts, box: FooterBox): void {
  const { doc } = page;
  const label = { weight: 400 as const, colour: box.colour };
  const valueY = box.labelY + 18;
  // Without a verification block the date (and score) stand centred under the title instead of at one side.
  const centred = !footer.verification;
  const align = centred ? 'center' : 'start';
  const column = (x: number, labelParagraph: Paragraph, valueParagraph: Paragraph, labelText: string, valueText: string) => {
    tag(doc, root, 'P', { actual: labelText }, () => drawLine(page, oneLine(labelParagraph), 9, x, box.labelY, align, label));
    const value = oneLine(valueParagraph);
    tag(doc, root, 'P', { actual: valueText }, () => drawLine(page, value, fitSize(value, 170, 13, 9), x, valueY, align, { weight: 400, colour: box.colour }));
  };
  const middle = (box.left + box.right) / 2;
  // Centred: the date at the start side of the middle, the score at its end side (mirrored in RTL).
  const side = page.direction === 'ltr' ? 1 : -1;
  const hasScore = Boolean(footer.score && texts.score);
  const dateX = centred ? middle - (hasScore ? 100 * side : 0) : fromStart(page, box, 0);
  const scoreX = centred ? middle + 100 * side : fromStart(page, box, 190);
  column(dateX, footer.dateLabel, footer.date, texts.dateLabel, texts.date);
  if (footer.score && texts.score) column(scoreX, footer.score.label, footer.score.value, texts.score.label, texts.score.value);

  const v = footer.verification;
  const vt = texts.verification;
  if (!v || !vt) return;
  const qrSize = 66;
  const qrLeft = page.direction === 'ltr' ? box.right - qrSize : box.left;
  const qrTop = box.bottom - qrSize;
  tag(doc, root, 'Figure', { alt: `QR code: ${vt.url}` }, () => drawQr(doc, vt.url, qrLeft, qrTop, qrSize, box.qrColour, box.background));
  // The text block beside the QR code, its end edge 12 pt from it.
  const textEnd = page.direction === 'ltr' ? qrLeft - 12 : qrLeft + qrSize + 12;
  const width = 250;
  const lines: Array<[Paragraph, string, number, number]> = [
    [v.idLabel, vt.idLabel, 8.5, qrTop + 9],
    [v.code, vt.code, 10.5, qrTop + 23],
    [v.verifyAt, vt.verifyAt, 8.5, qrTop + 44],
    [v.url, vt.url, 9.5, qrTop + 58],
  ];
  for (const [paragraph, text, size, y] of lines) {
    const line = oneLine(paragraph);
    tag(doc, root, 'P', { actual: text }, () => drawLine(page, line, fitSize(line, width, size, 6), textEnd, y, 'end', label));
  }
}

/** The QR code as filled rectangles on a quiet zone of the page's background. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number, colour: string, background: string): void {
  const matrix = qrMatrix(url);
  // The quiet zone (4 modules by the standard) is drawn in the background colour around the symbol.
  const module = size / (matrix.length + 4);
  doc.rect(x, y, size, size).fill(background);
  for (const { row, col, length } of qrRects(matrix)) {
    doc.rect(x + (col + 2) * module, y + (row + 2) * module, length * module + 0.05, module + 0.05);
  }
  doc.fill(colour);
}
