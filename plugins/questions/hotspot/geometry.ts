/** A point in background pixels: x to the right, y down, from the image's top-left corner. */
export interface Point {
  x: number;
  y: number;
}

/** A spot: the vertices of a polygon in order (either winding), the last joined back to the first. */
export type Polygon = Point[];

/** How close (in background pixels) a point must be to an edge to count as lying on it. */
const ON_EDGE = 1e-7;

function onSegment(p: Point, a: Point, b: Point): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p.x - a.x, p.y - a.y) <= ON_EDGE;
  // Distance from the line through a and b, then the projection must fall within the segment.
  const cross = dx * (p.y - a.y) - dy * (p.x - a.x);
  if (Math.abs(cross) / length > ON_EDGE) return false;
  const along = (dx * (p.x - a.x) + dy * (p.y - a.y)) / length;
  return along >= -ON_EDGE && along <= length + ON_EDGE;
}

/**
 * Whether a point lies in a polygon, by ray casting (the even-odd rule): a ray from the point
 * towards +x crosses the outline an odd number of times when the point is inside. Each edge counts
 * with the half-open rule (one end's y included, the other's not), so a ray through a vertex is
 * counted once. Convex, concave and even self-intersecting outlines work (the latter by even-odd).
 *
 * Boundary rule: a point on an edge or a vertex (within 1e-7 px) counts as INSIDE, so a learner
 * who clicks exactly on the author's outline is not marked wrong. A polygon of fewer than three
 * vertices contains only the points on its segments.
 */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  const n = polygon.length;
  if (n === 0) return false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    if (onSegment(point, polygon[j], polygon[i])) return true;
  }
  if (n < 3) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (a.y > point.y !== b.y > point.y) {
      const xCross = a.x + ((point.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (point.x < xCross) inside = !inside;
    }
  }
  return inside;
}

/**
 * A point well inside a polygon (concave ones included), or null when the polygon has no area.
 * Scanlines halfway between successive distinct vertex heights meet no vertex; along each, the
 * crossings pair up into inside intervals (even-odd), and the middle of the widest interval wins.
 */
export function interiorPoint(polygon: readonly Point[]): Point | null {
  if (polygon.length < 3) return null;
  const ys = [...new Set(polygon.map((p) => p.y))].sort((a, b) => a - b);
  let best: Point | null = null;
  let bestWidth = 0;
  for (let k = 0; k + 1 < ys.length; k++) {
    const y = (ys[k] + ys[k + 1]) / 2;
    const xs: number[] = [];
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const a = polygon[i];
      const b = polygon[j];
      if (a.y > y !== b.y > y) xs.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
    xs.sort((a, b) => a - b);
    for (let m = 0; m + 1 < xs.length; m += 2) {
      const width = xs[m + 1] - xs[m];
      if (width > bestWidth) {
        bestWidth = width;
        best = { x: (xs[m] + xs[m + 1]) / 2, y };
      }
    }
  }
  return best;
}
