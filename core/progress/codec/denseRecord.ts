import { emptyProgress, type ProgressSnapshot, type RecordFields } from '../progressRecord';
import { decodeAnswerStream, encodeAnswerStream, MAX_INDEXES } from './answerStream';
import { lookupOf, type Lookup } from './contextLookup';
import { base36, isCount, parseJson, Reader, toJson } from './denseText';
import { decodeOptionOrders, encodeOptionOrders } from './optionOrders';
import { decodeRanges, encodeRanges, isAscending, symmetricDifference } from './ranges';
import type { CodecContext } from './ProgressCodec';
import { AS_IS, KEYS, LENGTHS } from './shortKeys';

/*
 * The body of format 2 (docs/progress-format.md): the answer stream, then one JSON object with the
 * other fields under short keys, each left out when it equals emptyProgress() (v is always written,
 * so migrations know where a record starts from).
 */

type Field = keyof RecordFields;

/**
 * The order format 2 has written its keys in since it was released: the encoder must keep writing
 * the same text for the same record (a change is a new format, and test/unit/progressGoldens.test.ts
 * compares byte for byte). It was released with six block states among the record's own fields; the
 * two-letter keys below that are not the record's own are their dense keys, opaque here: whichever
 * registered block declares one is written at its place. Any other key follows, the record's own
 * first, then block states in registration order.
 */
const FORMAT_2_ORDER: readonly string[] = ['v', 'u', 'w', 'a', 'af', 'o', 'p', 'k', 'd', 's', 't', 'so', 'r', 'x', 'ci', 'sc', 'wt', 'cs', 'l', 'c', 'fn', 'vp', 'ap', 'ts', 'tm', 'g', 'cd'];

/** Defaults are left out; blockForms and certificateDownloaded are absent from emptyProgress() but an empty or false one says nothing either. */
const EMPTY: Record<string, unknown> = { ...emptyProgress(), blockForms: {}, certificateDownloaded: false };

/** One key of the JSON object: a field of the record, its short key, its dense form if any, and the JSON of its default. */
interface Slot {
  field: string;
  key: string;
  form?: FieldForm;
  empty: string;
}

const slotCache = new WeakMap<CodecContext, readonly Slot[]>();

/** The record's own fields and the context's block states, in the order format 2 writes them. */
function slotsOf(context: CodecContext): readonly Slot[] {
  let slots = slotCache.get(context);
  if (!slots) {
    const own: Slot[] = (Object.entries(KEYS) as [Field, string][]).map(([field, key]) => ({ field, key, form: FORMS[field], empty: JSON.stringify(EMPTY[field]) }));
    const blocks: Slot[] = (context.blockStates ?? []).map((state) => ({ field: state.key, key: state.denseKey, empty: '{}' }));
    const place = (slot: Slot) => {
      const at = FORMAT_2_ORDER.indexOf(slot.key);
      return at < 0 ? FORMAT_2_ORDER.length : at;
    };
    // Array.prototype.sort is stable: keys outside FORMAT_2_ORDER keep own-then-blocks order.
    slots = [...own, ...blocks].sort((a, b) => place(a) - place(b));
    slotCache.set(context, slots);
  }
  return slots;
}

const isDefault = (slot: Slot, value: unknown) => slot.field !== 'v' && (value === undefined || JSON.stringify(value) === slot.empty);

interface Env {
  lookup: Lookup;
  context: CodecContext;
  ascii: boolean;
  /** Indexes of the answers the record holds: opened is saved as its difference from them. */
  answered: number[];
  attemptId: string;
}

/** A field's own dense form; `undefined` from encode sends the value to AS_IS unchanged. */
interface FieldForm {
  encode(value: unknown, env: Env): unknown;
  decode(stored: unknown, env: Env): unknown;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

const FORMS: Partial<Record<Field, FieldForm>> = {
  url: {
    encode: (url, { lookup, context }) => (typeof url === 'string' ? url.split('/').map((segment) => idSegment(segment, lookup, context)).join('/') : undefined),
    decode: (stored, { lookup }) => {
      if (typeof stored !== 'string') return stored;
      const segments = stored.split('/').map((segment) => readSegment(segment, lookup));
      // A section or question the course no longer has: no place to resume at.
      return segments.includes(undefined) ? '' : segments.join('/');
    },
  },
  opened: {
    encode: (opened, { answered }) => (isAscending(opened) ? encodeRanges(symmetricDifference(opened, answered)) : undefined),
    decode: (stored, { answered }) => (typeof stored === 'string' ? symmetricDifference(decodeRanges(stored), answered) : stored),
  },
  questionPool: {
    // A saved prefix (or a whole id) of a question the course has becomes its short index: n for
    // its prefix, -n-1 for its whole id. Anything else stays text.
    encode: (pool, { lookup, context }) =>
      isStringList(pool)
        ? pool.map((entry) => {
            const id = lookup.questionOfPrefix(entry);
            const byPrefix = id === undefined ? undefined : context.shortIds.get(id);
            if (isCount(byPrefix)) return byPrefix;
            const whole = context.shortIds.get(entry);
            return isCount(whole) ? -whole - 1 : entry;
          })
        : undefined,
    decode: (stored, { lookup }) =>
      Array.isArray(stored)
        ? stored.map((entry) => {
            if (typeof entry !== 'number') return entry;
            const id = lookup.questionAt(entry < 0 ? -entry - 1 : entry);
            // No such question now: a text no id starts with, so the pool check says 'Question not found' (SPEC 8.3).
            if (id === undefined) return `?${entry}`;
            return entry < 0 ? id : lookup.poolPrefix(id);
          })
        : stored,
  },
  learningObjectiveConsumed: {
    encode: (ids, { lookup }) => {
      if (!isStringList(ids)) return undefined;
      const positions = ids.map((id) => lookup.sectionPosition(id) ?? id);
      return isAscending(positions) ? encodeRanges(positions) : positions;
    },
    decode: (stored, { lookup }) => {
      const entries = typeof stored === 'string' ? decodeRanges(stored) : stored;
      if (!Array.isArray(entries)) return stored;
      return entries.map((e) => (typeof e === 'number' ? lookup.sectionAt(e) : e)).filter((e) => e !== undefined);
    },
  },
  currentSectionId: {
    encode: (id, { lookup }) => (typeof id === 'string' ? (lookup.sectionPosition(id) ?? id) : undefined),
    decode: (stored, { lookup }) => (typeof stored === 'number' ? (lookup.sectionAt(stored) ?? '') : stored),
  },
  randomizedOptionsList: {
    encode: (list, env) => (Array.isArray(list) ? encodeOptionOrders(list, env.attemptId, env.lookup, env.context, env.ascii) : undefined),
    decode: (stored, env) => (typeof stored === 'string' ? decodeOptionOrders(stored, env.attemptId, env.lookup, env.context) : stored),
  },
};

/** A url segment that is a section or question id becomes $position or @index; '\' escapes a segment that starts like one. */
function idSegment(segment: string, lookup: Lookup, context: CodecContext): string {
  const section = lookup.sectionPosition(segment);
  if (section !== undefined) return `$${base36(section)}`;
  const question = context.shortIds.get(segment);
  if (isCount(question)) return `@${base36(question)}`;
  return /^[$@\\]/.test(segment) ? `\\${segment}` : segment;
}

function readSegment(segment: string, lookup: Lookup): string | undefined {
  if (segment.startsWith('\\')) return segment.slice(1);
  if (!/^[$@][0-9a-z]+$/.test(segment)) return segment;
  const n = parseInt(segment.slice(1), 36);
  return segment[0] === '$' ? lookup.sectionAt(n) : lookup.questionAt(n);
}

const trimmedLength = (list: readonly unknown[]) => {
  let n = list.length;
  while (n > 0 && (list[n - 1] === null || list[n - 1] === undefined)) n--;
  return n;
};

const answeredIndexes = (answers: unknown): number[] =>
  Array.isArray(answers) ? answers.flatMap((entry, i) => (entry === null || entry === undefined ? [] : [i])) : [];

const listOrEmpty = (v: unknown): readonly unknown[] => (v === undefined ? [] : (v as unknown[]));

export function encodeBody(record: ProgressSnapshot, context: CodecContext, ascii: boolean): string {
  const fields = record as unknown as Record<string, unknown>;
  const rest: Record<string, unknown> = {};
  const asIs: Record<string, unknown> = {};
  let stream = '';
  let lengths: [number, number] | null = null;
  const { answers, attempts } = fields;
  if ((answers === undefined || Array.isArray(answers)) && (attempts === undefined || Array.isArray(attempts))) {
    const a = listOrEmpty(answers);
    const t = listOrEmpty(attempts);
    const length = Math.max(trimmedLength(a), trimmedLength(t));
    stream = encodeAnswerStream(a, t, length, ascii);
    if (trimmedLength(a) !== a.length || trimmedLength(t) !== t.length) lengths = [a.length, t.length];
  } else {
    if (answers !== undefined) asIs.answers = answers;
    if (attempts !== undefined) asIs.attempts = attempts;
  }
  const env: Env = {
    lookup: lookupOf(context),
    context,
    ascii,
    answered: answeredIndexes(answers),
    attemptId: typeof fields.attemptId === 'string' ? fields.attemptId : '',
  };
  const slots = slotsOf(context);
  for (const slot of slots) {
    const value = fields[slot.field];
    if (isDefault(slot, value)) continue;
    const stored = slot.form ? slot.form.encode(value, env) : value;
    if (stored === undefined) asIs[slot.field] = value;
    else rest[slot.key] = stored;
  }
  const known = new Set(slots.map((slot) => slot.field));
  for (const [field, value] of Object.entries(fields)) {
    if (!known.has(field) && field !== 'answers' && field !== 'attempts' && value !== undefined) asIs[field] = value;
  }
  if (lengths) rest[LENGTHS] = lengths;
  if (Object.keys(asIs).length > 0) rest[AS_IS] = asIs;
  return stream + toJson(rest, ascii);
}

export function decodeBody(body: string, context: CodecContext): Record<string, unknown> {
  const reader = new Reader(body);
  const stream = decodeAnswerStream(reader);
  if (reader.peek() !== '{') reader.fail("the fields' JSON is missing");
  const rest = parseJson(body.slice(reader.pos), 'the fields');
  if (typeof rest !== 'object' || rest === null || Array.isArray(rest)) return reader.fail('the fields are not an object');
  const stored = rest as Record<string, unknown>;

  const record: Record<string, unknown> = {};
  const lengths = stored[LENGTHS];
  if (lengths !== undefined && !(Array.isArray(lengths) && lengths.length === 2 && lengths.every((n) => isCount(n) && n <= MAX_INDEXES))) {
    reader.fail('the answer lengths are not two counts');
  }
  const [answersLength, attemptsLength] = (lengths as [number, number] | undefined) ?? [trimmedLength(stream.answers), trimmedLength(stream.attempts)];
  record.answers = Array.from({ length: answersLength }, (_, i) => stream.answers[i] ?? null);
  record.attempts = Array.from({ length: attemptsLength }, (_, i) => stream.attempts[i] ?? null);

  const asIs = stored[AS_IS];
  if (asIs !== undefined) {
    if (typeof asIs !== 'object' || asIs === null || Array.isArray(asIs)) reader.fail('the fields kept as they are are not an object');
    // defineProperty: a field named __proto__ stays a field.
    for (const [field, value] of Object.entries(asIs as Record<string, unknown>)) Object.defineProperty(record, field, { value, enumerable: true, writable: true, configurable: true });
  }
  const env: Env = {
    lookup: lookupOf(context),
    context,
    ascii: false,
    answered: answeredIndexes(record.answers),
    attemptId: typeof stored[KEYS.attemptId!] === 'string' ? (stored[KEYS.attemptId!] as string) : '',
  };
  for (const { field, key, form } of slotsOf(context)) {
    if (!(key in stored)) continue;
    record[field] = form ? form.decode(stored[key], env) : stored[key];
  }
  return record;
}
