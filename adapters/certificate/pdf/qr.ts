import { create } from 'qrcode/lib/core/qrcode';

/*
 * The verification URL as a QR code drawn as vector squares: sharp at any zoom or print size, a few
 * hundred bytes, and no image to decode. qrcode's core gives the module matrix only; its renderers
 * (canvas, SVG, PNG) are left out of the chunk.
 */

/** The dark modules as a square matrix (true = dark), with error correction M (15%: survives a smudge). */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => Boolean(modules.get(row, col))));
}

/** Horizontal runs of dark modules per row, so the page draws one rectangle per run rather than per module. */
export function qrRects(matrix: boolean[][]): Array<{ row: number; col: number; length: number }> {
  const rects: Array<{ row: number; col: number; length: number }> = [];
  matrix.forEach((cells, row) => {
    for (let col = 0; col < cells.length; ) {
      if (!cells[col]) { col += 1; continue; }
      let end = col;
      while (end < cells.length && cells[end]) end += 1;
      rects.push({ row, col, length: end - col });
      col = end;
    }
  });
  return rects;
}
