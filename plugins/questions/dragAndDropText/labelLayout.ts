/**
 * Where each drop area's label goes on the picture, and how much room it has, so that a long text
 * placed on one area never runs under another area's label or out of the picture (issue 9: area 3
 * ran under area 4's label; on a phone a label hid part of the picture).
 *
 * Every label starts at its dropspot (x, y), moved in just enough to keep one line of it inside the
 * picture: an empty one (its number) MIN_WIDTH wide, one holding a text wide enough to read (ten
 * ems), so that a dropspot at the picture's right edge does not leave its text one letter wide. It may grow right up to the next label that starts on the same line (or the picture's
 * right edge), and down up to the first label below that it would otherwise cover (or the picture's
 * bottom edge). Its text wraps within that box and is cut, with an ellipsis, to the lines that fit.
 * Labels are never made smaller than one line of MIN_WIDTH: when two dropspots are closer than
 * that, the author put them on top of each other and nothing can separate them.
 *
 * Everything is in CSS px of the picture as shown (its width `board`), for labels of font size
 * `font` px with the metrics of dragAndDropText.css (line height 1.25em, vertical padding 0.25em,
 * 2 px borders, min height 2.3em).
 */

export interface Spot {
  id: string;
  x: number;
  y: number;
  /** The area holds a text (else it shows only its number). */
  holdsText?: boolean;
}

export interface LabelBox {
  left: number;
  top: number;
  maxWidth: number;
  maxHeight: number;
  /** How many lines of text fit in the box. */
  lines: number;
}

export const MIN_WIDTH = 44;
/** Room kept between two labels. */
const GAP = 4;

export function layoutLabels(spots: readonly Spot[], image: { width: number; height: number }, board: number, font: number): Map<string, LabelBox> {
  const scale = board / image.width;
  const height = image.height * scale;
  const oneLine = 2.3 * font;
  const lineHeight = 1.25 * font;
  const chrome = 0.5 * font + 4;
  // Labels whose tops are closer than this share a line: they must not grow into each other sideways.
  const band = oneLine + GAP;

  const readable = Math.min(board, Math.max(MIN_WIDTH, 10 * font));
  const placed = spots.map((s) => ({
    id: s.id,
    left: Math.max(0, Math.min(s.x * scale, board - (s.holdsText ? readable : MIN_WIDTH))),
    top: Math.max(0, Math.min(s.y * scale, height - oneLine)),
  }));

  const widths = placed.map((a, i) => {
    let room = board - a.left;
    placed.forEach((b, j) => {
      if (j === i || Math.abs(b.top - a.top) >= band) return;
      // A label starting at the same place comes after the earlier one in the author's order.
      if (b.left > a.left || (b.left === a.left && j > i)) room = Math.min(room, b.left - a.left - GAP);
    });
    return Math.max(MIN_WIDTH, room);
  });

  const boxes = new Map<string, LabelBox>();
  placed.forEach((a, i) => {
    let room = height - a.top;
    placed.forEach((b, j) => {
      if (j === i || b.top - a.top < band) return;
      const overlaps = b.left < a.left + widths[i] && a.left < b.left + widths[j];
      if (overlaps) room = Math.min(room, b.top - a.top - GAP);
    });
    const maxHeight = Math.max(oneLine, room);
    boxes.set(a.id, { left: a.left, top: a.top, maxWidth: widths[i], maxHeight, lines: Math.max(1, Math.floor((maxHeight - chrome) / lineHeight)) });
  });
  return boxes;
}
