import { optionOrderFor } from '../../rules/optionOrder';
import { shortestUniquePrefix } from '../../rules/pool';
import { MAX_INDEXES } from './answerStream';
import { base36, blob, isDigit, Reader } from './denseText';
import type { Lookup } from './contextLookup';
import type { CodecContext } from './ProgressCodec';

/*
 * randomizedOptionsList (core/rules/optionOrder.ts: per question index, null or the shown order as
 * answer-id prefixes) as a stream:
 *   _[n]   no order (n times)
 *   ~[n]   the order the attempt id gives (n times): launchRules computes exactly this order for a
 *          question it has not kept one for, so the text needs nothing more to rebuild it
 *   =d…    an order kept from an earlier attempt (SPEC 4.5), as positions in the author's order
 *   J…     anything else, as a blob
 */

interface Question {
  id: string;
  prefixes: string[];
  answerIds: readonly string[];
}

function questionAt(index: number, lookup: Lookup, context: CodecContext): Question | null {
  const id = lookup.questionAt(index);
  const answerIds = id === undefined ? null : context.optionIds?.(index);
  if (id === undefined || !answerIds || answerIds.length === 0) return null;
  return { id, answerIds, prefixes: answerIds.map((a) => shortestUniquePrefix(a, answerIds)) };
}

const seededOrder = (q: Question, attemptId: string) => optionOrderFor(q.id, q.answerIds, undefined, attemptId).map((a) => shortestUniquePrefix(a, q.answerIds));

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function tokenOf(entry: unknown, index: number, attemptId: string, lookup: Lookup, context: CodecContext, ascii: boolean): string {
  if (entry === null || entry === undefined) return '_';
  const q = Array.isArray(entry) ? questionAt(index, lookup, context) : null;
  if (!q || !Array.isArray(entry)) return blob(entry, ascii);
  if (sameList(entry, seededOrder(q, attemptId))) return '~';
  const positions = entry.map((e) => q.prefixes.indexOf(e as string));
  if (positions.length > 0 && positions.every((p) => p >= 0 && p < 36)) return `=${positions.map(base36).join('')}`;
  return blob(entry, ascii);
}

export function encodeOptionOrders(list: readonly unknown[], attemptId: string, lookup: Lookup, context: CodecContext, ascii: boolean): string {
  const tokens = list.map((entry, i) => tokenOf(entry, i, attemptId, lookup, context, ascii));
  let out = '';
  for (let i = 0; i < tokens.length; ) {
    let run = 1;
    if (tokens[i] === '_' || tokens[i] === '~') while (tokens[i + run] === tokens[i]) run++;
    out += tokens[i] + (run > 1 ? base36(run) : '');
    i += run;
  }
  return out;
}

/** An entry the course no longer has the question or answers for reads as null: that question gets a fresh order. */
export function decodeOptionOrders(text: string, attemptId: string, lookup: Lookup, context: CodecContext): unknown[] {
  const reader = new Reader(text);
  const out: unknown[] = [];
  while (!reader.atEnd) {
    const ch = reader.next();
    if (ch === '_' || ch === '~') {
      const run = reader.optionalNumber(1);
      if (out.length + run > MAX_INDEXES) reader.fail(`more than ${MAX_INDEXES} question indexes`);
      for (let n = 0; n < run; n++) {
        const q = ch === '~' ? questionAt(out.length, lookup, context) : null;
        out.push(q ? seededOrder(q, attemptId) : null);
      }
    } else if (ch === '=') {
      const q = questionAt(out.length, lookup, context);
      if (!isDigit(reader.peek())) reader.fail('positions are missing');
      const positions = [...reader.digits()].map((d) => parseInt(d, 36));
      out.push(q && positions.every((p) => p < q.prefixes.length) ? positions.map((p) => q.prefixes[p]) : null);
    } else if (ch === 'J') {
      out.push(reader.blob());
    } else {
      reader.fail(`'${ch}' starts no option order`);
    }
  }
  return out;
}
