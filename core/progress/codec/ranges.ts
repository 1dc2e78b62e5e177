import { MAX_INDEXES } from './answerStream';
import { base36, isCount, Reader } from './denseText';

/** True for a list the range form writes exactly: whole numbers from 0, each above the one before. */
export const isAscending = (list: unknown): list is number[] =>
  Array.isArray(list) && list.every((n, i) => isCount(n) && (i === 0 || n > list[i - 1]));

/** [0, 1, 2, 3, 7, 9, 10] → "0-3,7,9-a" (base 36). */
export function encodeRanges(list: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < list.length; ) {
    let end = i;
    while (end + 1 < list.length && list[end + 1] === list[end] + 1) end++;
    out.push(end === i ? base36(list[i]) : `${base36(list[i])}-${base36(list[end])}`);
    i = end + 1;
  }
  return out.join(',');
}

export function decodeRanges(text: string): number[] {
  const out: number[] = [];
  if (text === '') return out;
  const reader = new Reader(text);
  do {
    const from = reader.number();
    const to = reader.take('-') ? reader.number() : from;
    if (to < from || (out.length > 0 && from <= out[out.length - 1]) || to >= MAX_INDEXES) reader.fail('the ranges are not ascending question indexes');
    for (let n = from; n <= to; n++) out.push(n);
  } while (reader.take(','));
  if (!reader.atEnd) reader.fail('unexpected characters after the ranges');
  return out;
}

/** The members of exactly one of two ascending lists, ascending. */
export function symmetricDifference(a: readonly number[], b: readonly number[]): number[] {
  const inB = new Set(b);
  const inA = new Set(a);
  return [...a.filter((n) => !inB.has(n)), ...b.filter((n) => !inA.has(n))].sort((x, y) => x - y);
}
