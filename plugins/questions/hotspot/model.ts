import type { QuestionData } from '@core';
import { interiorPoint, type Point, type Polygon } from './geometry';

/** A marker the learner placed, in background pixels. */
export type Marker = Point;

/** Response (SPEC 3.4 "marker points"): the markers in the order they were placed. */
export type Response = Marker[];

export interface Hotspot {
  /** The image the learner clicks on, package-relative ('media/x.svg'); '' when missing. */
  background: string;
  originalBackground: string;
  /** With isMultiple every spot must be hit and several markers may be placed; otherwise one marker. */
  isMultiple: boolean;
  /** The spots that have an area, each a polygon in background pixels. */
  spots: Polygon[];
}

const finite = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

function readPoint(value: unknown): Point | null {
  if (typeof value !== 'object' || value === null) return null;
  const x = finite((value as Record<string, unknown>).x);
  const y = finite((value as Record<string, unknown>).y);
  return x === null || y === null ? null : { x, y };
}

/**
 * The type's fields of data.js, read leniently: a vertex without numeric x and y is skipped (numeric
 * strings are accepted), and a spot left without an area (fewer than three usable vertices, or all
 * on one line) is skipped, since no marker could be inside it.
 */
export function hotspotOf(question: QuestionData): Hotspot {
  const raw = question.raw;
  const spots = (Array.isArray(raw.spots) ? raw.spots : [])
    .map((spot) => (Array.isArray(spot) ? spot.map(readPoint).filter((p): p is Point => p !== null) : []))
    .filter((polygon) => interiorPoint(polygon) !== null);
  return {
    background: typeof raw.background === 'string' ? raw.background : '',
    originalBackground: typeof raw.originalBackground === 'string' ? raw.originalBackground : typeof raw.background === 'string' ? raw.background : '',
    isMultiple: raw.isMultiple === true,
    spots,
  };
}

/** Every marker of a value with finite numeric x and y, whatever the value is. */
function readMarkers(value: unknown): Marker[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((m) => {
    if (typeof m !== 'object' || m === null) return [];
    const { x, y } = m as Record<string, unknown>;
    return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? [{ x, y }] : [];
  });
}

/**
 * The response as the player keeps it: well-formed markers only; without isMultiple only the last
 * one placed (one marker is allowed, and a new one moves it).
 */
export function normalizeResponse(question: QuestionData, value: unknown): Response {
  const markers = readMarkers(value);
  return hotspotOf(question).isMultiple ? markers : markers.slice(-1);
}
