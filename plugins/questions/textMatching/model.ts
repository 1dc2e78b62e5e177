import { createRng, shuffle, type QuestionData } from '@core';

/** One pair of the author's (PACKAGE-FORMAT.md, textMatching): the key is matched to its value. */
export interface Pair {
  id: string;
  key: string;
  value: string;
}

export interface MatchingData {
  /** The keys to match, in the author's order: pairs with both a key and a value. */
  rows: Pair[];
  /** The values offered, in the author's order (a pair without a key offers its value as a distractor). */
  values: Pair[];
}

/**
 * For each key (by its pair id) the pair whose value the learner chose for it: SPEC 3.4's
 * shownSelectedValue, held by id so that two equal texts stay two values. A value is chosen for
 * one key at most. Canonical form: known rows and values only, in the author's order of rows.
 */
export type Response = Record<string, string>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The pairs of a question, read leniently: entries without an id or a value are skipped. */
export function matchingOf(question: QuestionData): MatchingData {
  const list = Array.isArray(question.raw.answers) ? question.raw.answers : [];
  const seen = new Set<string>();
  const values: Pair[] = [];
  for (const a of list) {
    if (!isRecord(a) || typeof a.id !== 'string' || a.id === '' || seen.has(a.id)) continue;
    const pair = { id: a.id, key: text(a.key), value: text(a.value) };
    if (pair.value === '') continue;
    seen.add(a.id);
    values.push(pair);
  }
  return { rows: values.filter((p) => p.key !== ''), values };
}

export function normalizeResponse(data: MatchingData, value: unknown): Response {
  const source = isRecord(value) ? value : {};
  const valueIds = new Set(data.values.map((v) => v.id));
  const used = new Set<string>();
  const out: Response = {};
  for (const row of data.rows) {
    const chosen = source[row.id];
    if (typeof chosen !== 'string' || !valueIds.has(chosen) || used.has(chosen)) continue;
    used.add(chosen);
    out[row.id] = chosen;
  }
  return out;
}

/** Whether a row holds a value equal to its own (by text: two equal values are interchangeable). */
export function rowIsRight(data: MatchingData, response: Response, row: Pair): boolean {
  const chosen = data.values.find((v) => v.id === response[row.id]);
  return chosen !== undefined && chosen.value === row.value;
}

/**
 * The values in the order they are offered: shuffled deterministically per question id, with no
 * value at its own key's position where that is possible (else every select and the chip pool
 * would start with the first key's value, and so on).
 */
export function offeredValues(questionId: string, values: Pair[]): Pair[] {
  const random = createRng(questionId);
  // About 37% of shuffles qualify; a few dozen tries leave a rotation as the rare fallback.
  for (let attempt = 0; attempt < 64 && values.length > 1; attempt++) {
    const out = shuffle(values, random);
    if (out.every((v, i) => v.id !== values[i].id)) return out;
  }
  return values.length > 1 ? [...values.slice(1), values[0]] : [...values];
}
