import { CORRECT } from '../answers';
import { base36, blob, isCount, isDigit, Reader } from './denseText';

/*
 * answers[] and attempts[] as one stream of tokens, one per question index (docs/progress-format.md):
 *
 *   C[n]   100, the author's correct response (n times)      _[n]  no answer (n times)
 *   Z[n]   0, a content page answered without credit         J…    any other entry, as a blob
 *   W v    {r: v, s: 0}      R v   {r: v, s: 100}   P v / Q v   {r: v, s: 0, p: true / false}
 *
 * v, a plugin's compact form: base-36 digits for a list of small positions ("02" is [0, 2]), "(…)"
 * for a list of whole numbers and nulls ("(1,0,.,-1)"), else a blob. The attempt of an answered
 * entry (C, Z, W, R) is 1 unless a suffix says otherwise, of the others none: "*n" for attempt n,
 * "!" for none, "*J…" for anything else. A run (C5*2) shares its suffix.
 */

type Kind = 'C' | 'Z' | '_' | 'W' | 'R' | 'P' | 'Q' | 'J';
/** More question indexes than any course has (readProgress.ts reads no index above it either): a longer stream is not a record. */
export const MAX_INDEXES = 100_000;

const RUNS: ReadonlySet<Kind> = new Set(['C', 'Z', '_']);
const ANSWERED: ReadonlySet<Kind> = new Set(['C', 'Z', 'W', 'R']);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

function hasOnly(entry: Record<string, unknown>, keys: string[]): boolean {
  const own = Object.keys(entry).filter((k) => entry[k] !== undefined);
  return own.length === keys.length && keys.every((k) => own.includes(k));
}

function kindOf(entry: unknown): Kind {
  if (entry === null || entry === undefined) return '_';
  if (entry === CORRECT) return 'C';
  if (entry === 0) return 'Z';
  if (!isPlainObject(entry) || entry.r === undefined) return 'J';
  if (hasOnly(entry, ['r', 's'])) return entry.s === 0 ? 'W' : entry.s === 100 ? 'R' : 'J';
  if (hasOnly(entry, ['r', 's', 'p']) && entry.s === 0 && typeof entry.p === 'boolean') return entry.p ? 'P' : 'Q';
  return 'J';
}

/** A plugin's compact form: positions as digits where it can, a blob where it cannot. */
function valueText(value: unknown, ascii: boolean): string {
  if (Array.isArray(value) && value.length > 0 && value.every((n) => isCount(n) && n < 36)) return value.map(base36).join('');
  if (Array.isArray(value) && value.every((n) => n === null || Number.isSafeInteger(n))) {
    const items = value.map((n: number | null) => (n === null ? '.' : n < 0 ? `-${base36(-n)}` : base36(n)));
    return `(${items.join(',')})`;
  }
  return blob(value, ascii);
}

function readValue(reader: Reader): unknown {
  const ch = reader.peek();
  if (isDigit(ch)) return [...reader.digits()].map((d) => parseInt(d, 36));
  if (reader.take('J')) return reader.blob();
  if (!reader.take('(')) return reader.fail('an answer value is missing');
  const list: (number | null)[] = [];
  if (reader.take(')')) return list;
  do {
    if (reader.take('.')) list.push(null);
    else if (reader.take('-')) list.push(-reader.number());
    else list.push(reader.number());
  } while (reader.take(','));
  if (!reader.take(')')) reader.fail("')' is missing after a list");
  return list;
}

function attemptSuffix(kind: Kind, attempt: unknown, ascii: boolean): string {
  const value = attempt === undefined ? null : attempt;
  const fallback = ANSWERED.has(kind) ? 1 : null;
  if (value === fallback) return '';
  if (value === null) return '!';
  return isCount(value) ? `*${base36(value)}` : `*${blob(value, ascii)}`;
}

function readAttempt(reader: Reader, kind: Kind): unknown {
  if (reader.take('!')) return null;
  if (reader.take('*')) return reader.take('J') ? reader.blob() : reader.number();
  return ANSWERED.has(kind) ? 1 : null;
}

/** The stream of the first `length` indexes of answers and attempts. */
export function encodeAnswerStream(answers: readonly unknown[], attempts: readonly unknown[], length: number, ascii: boolean): string {
  let out = '';
  for (let i = 0; i < length; ) {
    const entry = answers[i];
    const kind = kindOf(entry);
    const suffix = attemptSuffix(kind, attempts[i], ascii);
    if (RUNS.has(kind)) {
      let run = 1;
      while (i + run < length && kindOf(answers[i + run]) === kind && attemptSuffix(kind, attempts[i + run], ascii) === suffix) run++;
      out += kind + (run > 1 ? base36(run) : '') + suffix;
      i += run;
      continue;
    }
    const body = kind === 'J' ? blob(entry, ascii).slice(1) : valueText((entry as { r: unknown }).r, ascii);
    out += kind + body + suffix;
    i++;
  }
  return out;
}

/** Reads tokens until a character that starts no token; returns answers and attempts of equal length. */
export function decodeAnswerStream(reader: Reader): { answers: unknown[]; attempts: unknown[] } {
  const answers: unknown[] = [];
  const attempts: unknown[] = [];
  for (;;) {
    const kind = reader.peek() as Kind | undefined;
    if (kind === undefined || !'CZ_WRPQJ'.includes(kind)) break;
    reader.next();
    if (RUNS.has(kind)) {
      const run = reader.optionalNumber(1);
      if (answers.length + run > MAX_INDEXES) reader.fail(`more than ${MAX_INDEXES} question indexes`);
      const attempt = readAttempt(reader, kind);
      const entry = kind === 'C' ? CORRECT : kind === 'Z' ? 0 : null;
      for (let n = 0; n < run; n++) {
        answers.push(entry);
        attempts.push(attempt);
      }
      continue;
    }
    let entry: unknown;
    if (kind === 'J') entry = reader.blob();
    else {
      const r = readValue(reader);
      entry = kind === 'W' ? { r, s: 0 } : kind === 'R' ? { r, s: 100 } : { r, s: 0, p: kind === 'P' };
    }
    answers.push(entry);
    attempts.push(readAttempt(reader, kind));
  }
  return { answers, attempts };
}
