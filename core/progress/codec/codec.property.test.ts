/**
 * Properties of the progress codec over any record (fast-check, fixed seed in test/support/setupUnit.ts):
 * decode(encode(x)) is x (as JSON, with the defaults encode leaves out put back), the budget holds,
 * a store that takes ASCII only gets ASCII only, and today's JSON records still decode.
 */
import fc from 'fast-check';
import { testBlockStates } from '../../../test/support/testBlocks';
import { optionOrderFor } from '../../rules/optionOrder';
import { shortestUniquePrefix } from '../../rules/pool';
import { emptyProgress, type ProgressSnapshot } from '../progressRecord';
import { lookupOf } from './contextLookup';
import { createProgressCodec, dropOrder, ProgressTooLargeError, type CodecContext, type StoreLimits } from '.';

const codec = createProgressCodec();
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const asJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
const filled = (decoded: unknown) => asJson({ ...emptyProgress(testBlockStates), blockForms: {}, ...(decoded as object) });
/** The made-up blocks of test/support/testBlocks.ts declare the block states, as a course's registered blocks would. */
const DROP_ORDER = dropOrder(testBlockStates);

/** A course: question ids (some sharing long prefixes, as generated ids do), unique short indexes, sections, answer ids. */
const courseArb = fc
  .record({
    ids: fc.uniqueArray(fc.oneof(fc.stringMatching(/^[0-9a-f]{6,12}$/), fc.constantFrom('abcdef', 'abcdef01', 'abcdef0123', 'a3f5e7c9b1d3')), { minLength: 1, maxLength: 30 }),
    sections: fc.uniqueArray(fc.stringMatching(/^[0-9a-f]{4,10}$/), { maxLength: 6 }),
    offset: fc.nat(40),
    options: fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 6 }),
  })
  .map(({ ids, sections, offset, options }): { context: CodecContext; ids: string[]; options: string[]; sections: string[] } => ({
    ids,
    options,
    sections,
    context: {
      shortIds: new Map(ids.map((id, i) => [id, i * 2 + offset])),
      sectionIds: sections,
      optionIds: (index) => (index % 3 === 0 ? options : null),
      blockStates: testBlockStates,
    },
  }));

type Course = typeof courseArb extends fc.Arbitrary<infer T> ? T : never;

const text = fc.string({ unit: 'binary', maxLength: 30 });
const smallJson = fc.jsonValue({ maxDepth: 2 });
const position = fc.nat(35);

const answerArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 6, arbitrary: fc.constant(100) },
  fc.constant(0),
  { weight: 3, arbitrary: fc.record({ r: fc.array(position, { minLength: 1, maxLength: 4 }), s: fc.constantFrom(0, 100) }) },
  fc.record({ r: fc.array(fc.oneof(fc.integer({ min: -5, max: 60 }), fc.constant(null)), { maxLength: 5 }), s: fc.constant(0) }),
  fc.record({ r: fc.oneof(text, smallJson), s: fc.constantFrom(0, 100) }),
  fc.record({ r: fc.oneof(fc.array(position, { minLength: 1, maxLength: 3 }), smallJson), s: fc.constant(0), p: fc.boolean() }),
  smallJson,
);
const attemptArb = fc.oneof({ weight: 5, arbitrary: fc.constant(1) }, fc.constant(null), fc.nat(9), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

function recordArb({ ids, options, sections, context }: Course): fc.Arbitrary<ProgressSnapshot> {
  const id = fc.constantFrom(...ids);
  const sectionId = sections.length > 0 ? fc.oneof(fc.constantFrom(...sections), text) : text;
  const prefixes = options.map((o) => shortestUniquePrefix(o, options));
  const orderEntry = (attemptId: string) =>
    fc.oneof(
      fc.constant(null),
      fc.shuffledSubarray(prefixes, { minLength: prefixes.length, maxLength: prefixes.length }),
      fc.constant('seeded' as const),
      smallJson,
    ).map((e) => (e === 'seeded' ? null : e));
  const poolEntry = fc.oneof(id.map((q) => lookupOf(context).poolPrefix(q)), id, text);
  const urlArb = fc.oneof(
    text,
    fc.tuple(sectionId, id).map(([s, q]) => `/sections/${s}/questions/${q}`),
    fc.array(fc.oneof(text, id, sectionId, fc.constantFrom('$1', '@2', '\\', '$', '@zz')), { maxLength: 5 }).map((parts) => parts.join('/')),
  );
  const map = fc.dictionary(fc.string({ maxLength: 8 }), smallJson, { maxKeys: 4 });
  return fc
    .record(
      {
        v: fc.oneof(fc.constant(1), fc.nat(5)),
        url: urlArb,
        user: fc.oneof(fc.constant(null), fc.record({ email: fc.oneof(text, fc.constant(null)), name: fc.oneof(text, fc.constant(null)), authorizationSkipped: fc.boolean() }, { requiredKeys: [] })),
        attemptId: fc.oneof(fc.uuid(), text),
        answers: fc.array(answerArb, { maxLength: 80 }),
        answerForms: fc.dictionary(fc.constantFrom('rankingText', 'hotspot'), fc.integer({ min: 1, max: 4 })),
        attempts: fc.array(attemptArb, { maxLength: 80 }),
        opened: fc.oneof(fc.uniqueArray(fc.nat(120)).map((l) => l.sort((a, b) => a - b)), fc.array(fc.integer({ min: -3, max: 120 }), { maxLength: 10 })),
        questionPool: fc.array(poolEntry, { maxLength: 12 }),
        courseChecksum: text,
        finished: fc.boolean(),
        allQuestionsSubmitted: fc.boolean(),
        courseAttemptNumber: fc.nat(5),
        submitOnceAttempt: fc.nat(2),
        accessibility: map,
        testNotes: map,
        testPath: fc.oneof(map, fc.record({ visited: map, b1: fc.array(text, { maxLength: 3 }) })),
        learningObjectiveConsumed: fc.oneof(fc.subarray(sections), fc.array(sectionId, { maxLength: 5 })),
        currentSectionId: sectionId,
        isForcedNavigationEnabled: fc.boolean(),
        testClips: map,
        testSounds: map,
        blockForms: fc.dictionary(fc.constantFrom('testNotes', 'testClips'), fc.integer({ min: 1, max: 4 })),
        timeSpent: fc.oneof(fc.constant(null), smallJson),
        timer: fc.oneof(fc.constant(null), fc.record({ elapsed: fc.nat(), status: fc.constantFrom('STARTED', 'STOPPED') })),
        language: fc.constantFrom('', 'en', 'ar'),
        completionDate: fc.oneof(fc.constant(''), text),
        randomizedOptionsList: fc.constant([] as unknown[]),
      },
      // Any field may be absent: it then has its default.
      { requiredKeys: ['answers', 'attempts', 'attemptId'] },
    )
    .chain((r) =>
      fc.array(orderEntry(r.attemptId), { maxLength: 40 }).map((orders) => {
        // Some entries hold exactly the order the attempt id gives, as the session saves them.
        const list = orders.map((e, i) => {
          const q = [...context.shortIds].find(([, n]) => n === i)?.[0];
          const answerIds = context.optionIds?.(i);
          if (e !== null || q === undefined || !answerIds || i % 2) return e;
          return optionOrderFor(q, answerIds, undefined, r.attemptId).map((a) => shortestUniquePrefix(a, answerIds));
        });
        return { ...r, randomizedOptionsList: list } as unknown as ProgressSnapshot;
      }),
    );
}

const courseAndRecord = courseArb.chain((course) => recordArb(course).map((record) => ({ course, record })));
/** No budget, any budget, or a share of what the record needs unbounded (so that drops happen often). */
const budgetArb = fc.oneof(fc.constant(undefined), fc.integer({ min: 0, max: 6000 }), fc.double({ min: 0, max: 1.2, noNaN: true }).map((share) => ({ share })));
function limitsFor(budget: number | { share: number } | undefined, acceptsNonAscii: boolean, record: ProgressSnapshot, context: CodecContext): StoreLimits {
  if (typeof budget !== 'object') return { maxChars: budget, acceptsNonAscii };
  const needed = codec.encode(record, { maxChars: Number.MAX_SAFE_INTEGER, acceptsNonAscii }, context).text.length;
  return { maxChars: Math.floor(needed * budget.share), acceptsNonAscii };
}

describe('progress codec properties', () => {
  it('decode(encode(x)) is x for any record that fits (modulo the defaults it leaves out)', () => {
    fc.assert(
      fc.property(courseAndRecord, fc.boolean(), ({ course, record }, acceptsNonAscii) => {
        const { text, dropped } = codec.encode(record, { acceptsNonAscii }, course.context);
        expect(dropped).toEqual([]);
        expect(filled(codec.decode(text, course.context))).toEqual(filled(record));
      }),
    );
  });

  it('holds the budget for any record: a text no longer than maxChars, or ProgressTooLargeError when even the answers do not fit', () => {
    fc.assert(
      fc.property(courseAndRecord, budgetArb, fc.boolean(), ({ course, record }, budget, acceptsNonAscii) => {
        const limits = limitsFor(budget, acceptsNonAscii, record, course.context);
        let encoded;
        try {
          encoded = codec.encode(record, limits, course.context);
        } catch (e) {
          expect(e).toBeInstanceOf(ProgressTooLargeError);
          const error = e as ProgressTooLargeError;
          expect(error.minimumChars).toBeGreaterThan(limits.maxChars!);
          return;
        }
        if (limits.maxChars !== undefined) expect(encoded.text.length).toBeLessThanOrEqual(limits.maxChars);
        // What was dropped is gone; the answers, attempts and everything else are as they were.
        const smaller = DROP_ORDER.filter((s) => encoded.dropped.includes(s.name)).reduce((r, s) => s.drop(r), record);
        expect(encoded.dropped).toEqual(DROP_ORDER.map((s) => s.name).filter((name) => encoded.dropped.includes(name)));
        expect(filled(codec.decode(encoded.text, course.context))).toEqual(filled(smaller));
      }),
    );
  });

  it('writes printable ASCII only for a store that takes nothing else', () => {
    fc.assert(
      fc.property(courseAndRecord, budgetArb, ({ course, record }, budget) => {
        try {
          expect(codec.encode(record, limitsFor(budget, false, record, course.context), course.context).text).toMatch(PRINTABLE_ASCII);
        } catch (e) {
          expect(e).toBeInstanceOf(ProgressTooLargeError);
        }
      }),
    );
  });

  it("decodes today's JSON records (JSON.stringify of the record) to themselves", () => {
    fc.assert(
      fc.property(courseAndRecord, ({ course, record }) => {
        expect(codec.decode(JSON.stringify(record), course.context)).toEqual(asJson(record));
      }),
    );
  });

  it("gives every question id the pool's own shortest unique prefix (core/rules/pool.ts)", () => {
    fc.assert(
      fc.property(courseArb, ({ ids, context }) => {
        for (const id of ids) {
          expect(lookupOf(context).poolPrefix(id)).toBe(shortestUniquePrefix(id, ids));
          expect(lookupOf(context).questionOfPrefix(shortestUniquePrefix(id, ids))).toBe(id);
        }
      }),
    );
  });
});
