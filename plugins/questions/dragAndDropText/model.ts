import type { QuestionData } from '@core';

/**
 * A dropspot of data.js: one text and the place on the background where it belongs. (x, y) is the
 * top-left corner of that place in background pixels (physical: the picture is never mirrored);
 * the view puts the drop area there.
 */
export interface Dropspot {
  id: string;
  text: string;
  x: number;
  y: number;
}

/** One text on one drop area: the area of dropspot spotId holds the text of dropspot textId. */
export interface Placement {
  spotId: string;
  textId: string;
}

/**
 * Response (SPEC 3.4 "list of spots with items"): the placed texts, one entry per area that holds
 * one, in the author's dropspot order. Unplaced texts are in the pool and not listed.
 */
export type Response = Placement[];

const finite = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * The dropspots, read leniently: an entry without a string id or without a numeric position is
 * skipped (numeric strings are accepted), a repeated id keeps its first entry, and a missing text
 * reads as ''.
 */
export function dropspotsOf(question: QuestionData): Dropspot[] {
  const list = Array.isArray(question.raw.dropspots) ? question.raw.dropspots : [];
  const seen = new Set<string>();
  return list.flatMap((d) => {
    if (typeof d !== 'object' || d === null) return [];
    const r = d as Record<string, unknown>;
    const x = finite(r.x);
    const y = finite(r.y);
    if (typeof r.id !== 'string' || x === null || y === null || seen.has(r.id)) return [];
    seen.add(r.id);
    return [{ id: r.id, text: typeof r.text === 'string' ? r.text : '', x, y }];
  });
}

export const backgroundOf = (question: QuestionData): string => (typeof question.raw.background === 'string' ? question.raw.background : '');

/**
 * The response as the player keeps it, whatever it is given: entries of known spots and texts only,
 * each area holding at most one text and each text on at most one area (the first entry wins), in
 * the author's dropspot order.
 */
export function normalizeResponse(question: QuestionData, value: unknown): Response {
  const spots = dropspotsOf(question);
  const known = new Set(spots.map((s) => s.id));
  const bySpot = new Map<string, string>();
  const usedTexts = new Set<string>();
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { spotId, textId } = entry as Record<string, unknown>;
      if (typeof spotId !== 'string' || typeof textId !== 'string' || !known.has(spotId) || !known.has(textId)) continue;
      if (bySpot.has(spotId) || usedTexts.has(textId)) continue;
      bySpot.set(spotId, textId);
      usedTexts.add(textId);
    }
  }
  return spots.flatMap((s) => (bySpot.has(s.id) ? [{ spotId: s.id, textId: bySpot.get(s.id)! }] : []));
}

/**
 * Moves a text onto an area (or back to the pool when spotId is null). An area's former text goes
 * where the moved text came from: to the area it left, or to the pool.
 */
export function moveText(question: QuestionData, response: unknown, textId: string, spotId: string | null): Response {
  const current = normalizeResponse(question, response);
  const from = current.find((p) => p.textId === textId)?.spotId ?? null;
  const occupant = spotId === null ? undefined : current.find((p) => p.spotId === spotId)?.textId;
  const rest = current.filter((p) => p.textId !== textId && p.spotId !== spotId);
  const next = [...rest];
  if (spotId !== null) next.push({ spotId, textId });
  if (occupant !== undefined && occupant !== textId && from !== null) next.push({ spotId: from, textId: occupant });
  return normalizeResponse(question, next);
}

/**
 * The order the drop areas are shown, numbered and visited in: top to bottom, then left to right
 * within a row, in every language (the picture is not mirrored, so its order is not either, and the
 * numbers match the correct-answers text). Areas whose tops differ by less than 4% of the picture's
 * extent (estimated from the positions, at least 8 px) share a row.
 */
export function areaOrder(spots: Dropspot[]): Dropspot[] {
  const extent = Math.max(0, ...spots.flatMap((s) => [s.x, s.y]));
  const tolerance = Math.max(8, extent * 0.04);
  const byTop = [...spots].sort((a, b) => a.y - b.y);
  const rows: Dropspot[][] = [];
  for (const s of byTop) {
    const row = rows[rows.length - 1];
    if (row && s.y - row[0].y < tolerance) row.push(s);
    else rows.push([s]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x));
}
