import fc from 'fast-check';
import { layoutLabels, MIN_WIDTH, type LabelBox } from './labelLayout';

const image = { width: 800, height: 500 };
const FONT = 16;
const ONE_LINE = 2.3 * FONT;
const disjoint = (a: LabelBox, b: LabelBox) => a.left + a.maxWidth <= b.left || b.left + b.maxWidth <= a.left || a.top + a.maxHeight <= b.top || b.top + b.maxHeight <= a.top;

describe('drop area labels (labelLayout)', () => {
  it('a label grows at most to the next label on its line, and to the picture edge', () => {
    const boxes = layoutLabels(
      [
        { id: 'a', x: 100, y: 100 },
        { id: 'b', x: 300, y: 110 },
        { id: 'c', x: 600, y: 100 },
      ],
      image,
      800,
      FONT,
    );
    expect(boxes.get('a')!.maxWidth).toBe(196);
    expect(boxes.get('b')!.maxWidth).toBe(296);
    expect(boxes.get('c')!.maxWidth).toBe(200);
  });

  it('a label grows down at most to the first label below it that it would cover, and to the bottom edge', () => {
    const boxes = layoutLabels(
      [
        { id: 'top', x: 100, y: 100 },
        { id: 'below', x: 150, y: 200 },
        { id: 'aside', x: 500, y: 105 },
      ],
      image,
      800,
      FONT,
    );
    // 'aside' is on the same line: 'top' stops short of it, so only 'below' is under 'top'.
    expect(boxes.get('top')!.maxWidth).toBe(396);
    expect(boxes.get('top')!.maxHeight).toBe(96);
    expect(boxes.get('aside')!.maxHeight).toBe(91);
    expect(boxes.get('top')!.lines).toBe(Math.floor((96 - 0.5 * FONT - 4) / (1.25 * FONT)));
    expect(boxes.get('below')!.maxHeight).toBe(300);
  });

  it('moves a label holding a text in from the right edge far enough to be read', () => {
    const box = layoutLabels([{ id: 'edge', x: 790, y: 100, holdsText: true }], image, 800, FONT).get('edge')!;
    expect([box.left, box.maxWidth]).toEqual([800 - 10 * FONT, 10 * FONT]);
  });

  it('keeps one line of every label inside the picture, scaled to its shown width', () => {
    const boxes = layoutLabels([{ id: 'corner', x: 795, y: 495 }], image, 400, FONT);
    const box = boxes.get('corner')!;
    expect(box.left).toBe(400 - MIN_WIDTH);
    expect(box.top).toBeCloseTo(250 - ONE_LINE);
    expect(box.left + box.maxWidth).toBeLessThanOrEqual(400);
    expect(box.top + box.maxHeight).toBeLessThanOrEqual(250 + 0.001);
    expect(box.lines).toBe(1);
  });

  it('never lets two labels cover each other when their dropspots are a label apart, at any size (fast-check)', () => {
    const spot = fc.record({ x: fc.integer({ min: 0, max: 799 }), y: fc.integer({ min: 0, max: 499 }) });
    fc.assert(
      fc.property(fc.array(spot, { minLength: 2, maxLength: 8 }), fc.integer({ min: 300, max: 1200 }), (spots, board) => {
        const font = Math.min(16, Math.max(12, board * 0.021));
        const scale = board / image.width;
        const list = spots.map((s, i) => ({ id: String(i), ...s }));
        // Dropspots closer than one label in both directions cannot be separated: leave them out.
        const apart = list.filter((a, i) => list.every((b, j) => j === i || Math.abs(a.x - b.x) * scale >= MIN_WIDTH + 4 || Math.abs(a.y - b.y) * scale >= 2.3 * font + 4));
        const boxes = layoutLabels(apart, image, board, font);
        const all = [...boxes.values()];
        for (const box of all) {
          expect(box.left + box.maxWidth).toBeLessThanOrEqual(board + 1e-6);
          expect(box.top + box.maxHeight).toBeLessThanOrEqual(image.height * scale + 1e-6);
        }
        // Near the picture's edges a label is moved in, which may bring it onto its neighbour: only
        // labels whose spots are well inside the picture are compared.
        const inside = apart.filter((s) => s.x * scale <= board - MIN_WIDTH && s.y * scale <= image.height * scale - 2.3 * font).map((s) => boxes.get(s.id)!);
        inside.forEach((a, i) => inside.forEach((b, j) => j > i && expect(disjoint(a, b)).toBe(true)));
      }),
    );
  });
});
