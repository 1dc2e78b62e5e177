import fc from 'fast-check';
import { questionDataFromJson, type QuestionData } from '@core';
import plugin from '.';
import { examples } from './examples';
import { interiorPoint, pointInPolygon, type Point } from './geometry';
import { hotspotOf, normalizeResponse } from './model';

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };
const question = (spots: unknown, isMultiple = false, extra: Record<string, unknown> = {}): QuestionData =>
  questionDataFromJson({ id: 'q', type: 'hotspot', title: 'Q', background: 'media/b.svg', originalBackground: 'media/b.svg', isMultiple, spots, ...extra });
const square = (x: number, y: number, size: number): Point[] => [
  { x, y },
  { x: x + size, y },
  { x: x + size, y: y + size },
  { x, y: y + size },
];
/** An L: a 200×200 square without its bottom-right 150×150 quarter. */
const ell: Point[] = [
  { x: 0, y: 0 },
  { x: 200, y: 0 },
  { x: 200, y: 50 },
  { x: 50, y: 50 },
  { x: 50, y: 200 },
  { x: 0, y: 200 },
];

describe('pointInPolygon (ray casting, boundary counts as inside)', () => {
  it.each([
    [{ x: 50, y: 50 }, true],
    [{ x: 0.001, y: 99.999 }, true],
    [{ x: -1, y: 50 }, false],
    [{ x: 101, y: 50 }, false],
    [{ x: 50, y: 150 }, false],
  ])('square: %j → %s', (p, inside) => expect(pointInPolygon(p, square(0, 0, 100))).toBe(inside));

  it('a concave L holds its arms but not its notch', () => {
    expect(pointInPolygon({ x: 25, y: 180 }, ell)).toBe(true);
    expect(pointInPolygon({ x: 180, y: 25 }, ell)).toBe(true);
    expect(pointInPolygon({ x: 120, y: 120 }, ell)).toBe(false);
    // A ray through the notch's inner corner (50, 50) passes a vertex: still counted once.
    expect(pointInPolygon({ x: 10, y: 50 }, ell)).toBe(true);
    expect(pointInPolygon({ x: 10, y: 0 }, ell)).toBe(true);
  });

  it('points on edges and vertices are inside; just beyond them are not', () => {
    for (const p of [
      { x: 0, y: 0 },
      { x: 100, y: 100 },
      { x: 50, y: 0 },
      { x: 100, y: 37.5 },
      { x: 50, y: 100 },
      { x: 0, y: 12 },
    ])
      expect(pointInPolygon(p, square(0, 0, 100))).toBe(true);
    expect(pointInPolygon({ x: 100.001, y: 37.5 }, square(0, 0, 100))).toBe(false);
    expect(pointInPolygon({ x: 125, y: 50 }, ell)).toBe(true);
    expect(pointInPolygon({ x: 125, y: 50.01 }, ell)).toBe(false);
  });

  it('degenerate outlines hold only their segments', () => {
    expect(pointInPolygon({ x: 1, y: 1 }, [])).toBe(false);
    expect(pointInPolygon({ x: 5, y: 5 }, [{ x: 0, y: 0 }, { x: 10, y: 10 }])).toBe(true);
    expect(pointInPolygon({ x: 5, y: 6 }, [{ x: 0, y: 0 }, { x: 10, y: 10 }])).toBe(false);
  });
});

// --- Property tests ---

/** A polygon star-shaped around c: one vertex per angular sector (so every gap is below 180°), at any radius. */
const starPolygon = fc
  .record({
    cx: fc.integer({ min: -500, max: 500 }),
    cy: fc.integer({ min: -500, max: 500 }),
    parts: fc.array(fc.record({ angle: fc.double({ min: 0.05, max: 0.95, noNaN: true }), radius: fc.double({ min: 10, max: 300, noNaN: true }) }), { minLength: 5, maxLength: 12 }),
  })
  .map(({ cx, cy, parts }) => {
    const n = parts.length;
    const vertices = parts.map(({ angle, radius }, k) => {
      const a = ((k + angle) / n) * 2 * Math.PI;
      return { x: cx + radius * Math.cos(a), y: cy + radius * Math.sin(a) };
    });
    return { center: { x: cx, y: cy }, vertices };
  });

/** A convex polygon: points on a circle in angle order. */
const convexPolygon = fc
  .record({
    cx: fc.integer({ min: -500, max: 500 }),
    cy: fc.integer({ min: -500, max: 500 }),
    r: fc.integer({ min: 5, max: 400 }),
    angles: fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 10 }),
  })
  .map(({ cx, cy, r, angles }) => ({
    center: { x: cx, y: cy },
    r,
    vertices: [...angles].sort((a, b) => a - b).map((deg) => ({ x: cx + r * Math.cos((deg * Math.PI) / 180), y: cy + r * Math.sin((deg * Math.PI) / 180) })),
  }));

const towards = (c: Point, v: Point, t: number): Point => ({ x: c.x + (v.x - c.x) * t, y: c.y + (v.y - c.y) * t });

describe('pointInPolygon properties (fast-check)', () => {
  it('a convex combination of a convex polygon’s vertices is inside', () => {
    fc.assert(
      fc.property(convexPolygon, fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 10, maxLength: 10 }), ({ vertices }, weights) => {
        const w = vertices.map((_, i) => weights[i]);
        const total = w.reduce((s, x) => s + x, 0);
        const p = { x: vertices.reduce((s, v, i) => s + v.x * w[i], 0) / total, y: vertices.reduce((s, v, i) => s + v.y * w[i], 0) / total };
        return pointInPolygon(p, vertices);
      }),
    );
  });

  it('a point outside the circle around a convex polygon is outside', () => {
    fc.assert(
      fc.property(convexPolygon, fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 1.01, max: 5, noNaN: true }), ({ center, r, vertices }, a, k) =>
        !pointInPolygon({ x: center.x + r * k * Math.cos(a), y: center.y + r * k * Math.sin(a) }, vertices),
      ),
    );
  });

  it('concave (star-shaped) polygons: towards a vertex is inside, beyond it is outside', () => {
    fc.assert(
      fc.property(starPolygon, fc.nat(), fc.double({ min: 0, max: 0.97, noNaN: true }), fc.double({ min: 1.03, max: 4, noNaN: true }), ({ center, vertices }, i, inner, outer) => {
        const v = vertices[i % vertices.length];
        return pointInPolygon(towards(center, v, inner), vertices) && !pointInPolygon(towards(center, v, outer), vertices);
      }),
    );
  });

  it('every vertex and every edge midpoint counts as inside (the boundary rule)', () => {
    fc.assert(
      fc.property(starPolygon, ({ vertices }) =>
        vertices.every((v, i) => {
          const w = vertices[(i + 1) % vertices.length];
          return pointInPolygon(v, vertices) && pointInPolygon({ x: (v.x + w.x) / 2, y: (v.y + w.y) / 2 }, vertices);
        }),
      ),
    );
  });

  it('does not depend on the winding, the first vertex, or where the picture is', () => {
    fc.assert(
      fc.property(starPolygon, fc.nat(), fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), ({ vertices }, shift, px, py, dx, dy) => {
        const p = { x: px, y: py };
        const expected = pointInPolygon(p, vertices);
        const k = shift % vertices.length;
        const rotated = [...vertices.slice(k), ...vertices.slice(0, k)];
        const moved = vertices.map((v) => ({ x: v.x + dx, y: v.y + dy }));
        return pointInPolygon(p, [...vertices].reverse()) === expected && pointInPolygon(p, rotated) === expected && pointInPolygon({ x: px + dx, y: py + dy }, moved) === expected;
      }),
    );
  });

  it('interiorPoint is inside any polygon with an area, concave ones included', () => {
    fc.assert(fc.property(starPolygon, ({ vertices }) => pointInPolygon(interiorPoint(vertices)!, vertices)));
    expect(pointInPolygon(interiorPoint(ell)!, ell)).toBe(true);
    expect(interiorPoint([{ x: 0, y: 0 }, { x: 5, y: 5 }, { x: 10, y: 10 }])).toBeNull();
  });
});

/** Up to six disjoint squares in a row, each 80 px wide with gaps of 40. */
const spotsArb = fc.integer({ min: 1, max: 6 }).map((n) => Array.from({ length: n }, (_, i) => square(i * 120, 0, 80)));
const insideOf = (spot: Point[]) => fc.record({ x: fc.double({ min: spot[0].x, max: spot[0].x + 80, noNaN: true }), y: fc.double({ min: 0, max: 80, noNaN: true }) });
const outsidePoint = fc.oneof(
  fc.record({ x: fc.double({ min: -1000, max: 2000, noNaN: true }), y: fc.double({ min: 81, max: 1000, noNaN: true }) }),
  fc.record({ x: fc.integer({ min: 0, max: 5 }).map((i) => i * 120 + 100), y: fc.double({ min: 0, max: 80, noNaN: true }) }),
);

describe('SPEC 5.1 scoring properties (fast-check)', () => {
  it('isMultiple: a marker in every spot scores 100, in any order', () => {
    fc.assert(
      fc.property(
        spotsArb.chain((spots) => fc.tuple(fc.constant(spots), fc.tuple(...spots.map(insideOf)))),
        ([spots, markers]) => plugin.score(question(spots, true), [...markers].reverse(), ctx) === 100,
      ),
    );
  });

  it('isMultiple: a spot left without a marker scores 0', () => {
    fc.assert(
      fc.property(
        spotsArb.filter((s) => s.length > 1).chain((spots) => fc.tuple(fc.constant(spots), fc.tuple(...spots.map(insideOf)), fc.nat())),
        ([spots, markers, skip]) => plugin.score(question(spots, true), markers.filter((_, i) => i !== skip % spots.length), ctx) === 0,
      ),
    );
  });

  it('any marker outside every spot scores 0, with or without isMultiple', () => {
    fc.assert(
      fc.property(
        spotsArb.chain((spots) => fc.tuple(fc.constant(spots), fc.tuple(...spots.map(insideOf)), outsidePoint, fc.boolean())),
        ([spots, markers, outside, multiple]) => plugin.score(question(spots, multiple), [...markers, outside], ctx) === 0,
      ),
    );
  });

  it('without isMultiple: one marker inside any one spot scores 100, and it is the last marker that counts', () => {
    fc.assert(
      fc.property(
        spotsArb.chain((spots) => fc.tuple(fc.constant(spots), fc.nat(), fc.array(outsidePoint, { maxLength: 3 }))),
        ([spots, i, earlier]) => {
          const spot = spots[i % spots.length];
          const q = question(spots, false);
          const marker = { x: spot[0].x + 40, y: 40 };
          return plugin.score(q, [marker], ctx) === 100 && plugin.score(q, [...earlier, marker], ctx) === 100 && normalizeResponse(q, [...earlier, marker]).length === 1;
        },
      ),
    );
  });
});

describe('hotspot scoring table (SPEC 5.1)', () => {
  const two = [square(0, 0, 100), square(200, 0, 100)];
  it.each([
    ['no spots, no markers', [], false, [], 100],
    ['no spots, a marker anywhere', [], false, [{ x: 999, y: 999 }], 100],
    ['no markers', two, false, [], 0],
    ['one marker in a spot', two, false, [{ x: 50, y: 50 }], 100],
    ['one marker in the other spot', two, false, [{ x: 250, y: 50 }], 100],
    ['one marker outside', two, false, [{ x: 150, y: 50 }], 0],
    ['a marker on a spot’s outline', two, false, [{ x: 100, y: 50 }], 100],
    ['isMultiple, both spots hit', two, true, [{ x: 250, y: 50 }, { x: 50, y: 50 }], 100],
    ['isMultiple, one spot hit', two, true, [{ x: 50, y: 50 }], 0],
    ['isMultiple, both hit plus one outside', two, true, [{ x: 50, y: 50 }, { x: 250, y: 50 }, { x: 150, y: 50 }], 0],
    ['isMultiple, two markers in one spot', two, true, [{ x: 50, y: 50 }, { x: 60, y: 60 }], 0],
  ])('%s', (_name, spots, multiple, markers, expected) => expect(plugin.score(question(spots, multiple), markers, ctx)).toBe(expected));

  it('ignores malformed markers and never throws on tampered data', () => {
    const q = question(two, false);
    expect(plugin.score(q, [{ x: '50', y: 50 }] as never, ctx)).toBe(0);
    expect(plugin.score(q, [{ x: 50, y: 50 }, null, 7] as never, ctx)).toBe(100);
    expect(plugin.score(q, 'garbage' as never, ctx)).toBe(0);
    expect(plugin.score(question('garbage'), [], ctx)).toBe(100);
  });

  it('reads spots leniently: bad vertices skipped, spots without an area dropped, numeric strings accepted', () => {
    const q = question([[{ x: '0', y: '0' }, { x: 10, y: 0 }, null, { x: 10, y: 10 }], [{ x: 1, y: 1 }, { x: 2, y: 2 }], 'x', [{ x: 0, y: 0 }, { x: 5 }, { x: 9, y: 9 }]]);
    expect(hotspotOf(q).spots).toEqual([[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }]]);
  });
});

describe('answered, compact form, correct response', () => {
  const [single, multiple] = examples.map((e) => questionDataFromJson(e.question));
  it('is answered with at least one marker', () => {
    expect(plugin.isAnswered(single, [])).toBe(false);
    expect(plugin.isAnswered(single, [{ x: 1, y: 2 }])).toBe(true);
    expect(plugin.isAnswered(single, [{ x: NaN, y: 2 }])).toBe(false);
  });
  it('saves markers as a flat list of coordinates and restores them', () => {
    const markers = [{ x: 120, y: 250 }, { x: 530.5, y: 300 }];
    expect(plugin.compact(multiple, markers)).toEqual([120, 250, 530.5, 300]);
    expect(plugin.expand(multiple, [120, 250, 530.5, 300])).toEqual(markers);
    expect(plugin.expand(single, [1, 2, 3, 4])).toEqual([{ x: 3, y: 4 }]);
    expect(() => plugin.expand(single, [1, 2, 3] as never)).toThrow(/flat list/);
    expect(() => plugin.expand(single, { x: 1 } as never)).toThrow();
  });
  it('round-trips any markers through JSON (fast-check)', () => {
    const marker = fc.record({ x: fc.integer({ min: 0, max: 4000 }), y: fc.integer({ min: 0, max: 4000 }) });
    fc.assert(fc.property(fc.array(marker, { maxLength: 8 }), (markers) => expect(plugin.expand(multiple, JSON.parse(JSON.stringify(plugin.compact(multiple, markers))))).toEqual(markers)));
  });
  it('gives a correct response inside the spots', () => {
    expect(plugin.correctResponse(single)).toHaveLength(1);
    expect(plugin.correctResponse(multiple)).toHaveLength(2);
    expect(plugin.score(multiple, plugin.correctResponse(multiple)!, ctx)).toBe(100);
  });
  it('says the correct answer in words', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
    expect(plugin.correctAnswersText!(single, t)).toBe('player:hotspot correct any{"count":2}');
    expect(plugin.correctAnswersText!(multiple, t)).toBe('player:hotspot correct each{"count":2}');
    expect(plugin.correctAnswersText!(question([square(0, 0, 10)]), t)).toBe('player:hotspot correct one');
  });
});

describe('xAPI (SPEC 7.8): other', () => {
  const [single, multiple] = examples.map((e) => questionDataFromJson(e.question));
  it('sends the markers as (x,y) joined with [,], and each spot as an accepted outline', () => {
    expect(plugin.toInteraction(single, [{ x: 100, y: 250.256 }], 'en-US')).toEqual({
      interactionType: 'other',
      correctResponsesPattern: ['(64,236)(396,236)(398,312)(62,312)', '(40,425)(290,425)(318,462)(270,495)(15,495)'],
      response: '(100,250.26)',
    });
    const x = plugin.toInteraction(multiple, [{ x: 120, y: 250 }, { x: 500, y: 300 }], 'en-US');
    expect(x.correctResponsesPattern).toEqual(['(100,100)(300,100)(300,150)(150,150)(150,300)(100,300)[,](500,120)(640,380)(420,360)']);
    expect(x.response).toBe('(120,250)[,](500,300)');
    expect(x).not.toHaveProperty('choices');
  });
  it('has no pattern without spots, and an empty response without markers', () => {
    expect(plugin.toInteraction(question([]), [], 'en-US')).toEqual({ interactionType: 'other', response: '' });
  });
});
