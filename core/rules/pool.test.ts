import fc from 'fast-check';
import { ErrorMessages, PlayerError } from '../errors/catalogue';
import { buildChain, routes } from './navigation';
import {
  canStart,
  chainWithPool,
  checkPoolSize,
  compactPoolIds,
  effectivePoolSize,
  pickPool,
  poolForAttempt,
  readPoolSettings,
  resolvePoolIds,
  shortestUniquePrefix,
  surveysMustBeAnswered,
  type PoolQuestion,
  type PoolSettings,
} from './pool';

const pool = (over: Partial<PoolSettings> = {}): PoolSettings => ({
  enabled: true,
  size: 3,
  subsetType: 'sameOnEveryAttempt',
  randomizeQuestionOrder: false,
  ...over,
});

const q = (id: string, sectionId = 's1', isSurvey = false): PoolQuestion => ({ id, sectionId, isSurvey });
/** Six questions in course order; 'q3' and 'q6' are surveys. */
const course: PoolQuestion[] = [q('q1'), q('q2'), q('q3', 's1', true), q('q4', 's2'), q('q5', 's2'), q('q6', 's2', true)];
const nonSurvey = course.filter((x) => !x.isSurvey).map((x) => x.id);

/** Throws exactly this catalogued message (SPEC 8.3). */
function thrown(fn: () => unknown): PlayerError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(PlayerError);
    return e as PlayerError;
  }
  throw new Error('expected a PlayerError');
}

// ---- arbitraries ----

/** A course: unique ids (some sharing long prefixes), a section per id, some surveys. */
const courseArb = fc
  .uniqueArray(fc.string({ unit: fc.constantFrom('a', 'b', '0', '-'), minLength: 1, maxLength: 10 }), { minLength: 0, maxLength: 25 })
  .chain((ids) =>
    fc.tuple(fc.constant(ids), fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length })).map(([ids, surveys]) =>
      ids.map((id, i) => q(id, `s${i % 3}`, surveys[i])),
    ),
  );
const settingsArb = fc.record({
  enabled: fc.constant(true),
  size: fc.integer({ min: -2, max: 30 }),
  subsetType: fc.constantFrom('sameOnEveryAttempt' as const, 'differentOnEveryAttempt' as const),
  randomizeQuestionOrder: fc.boolean(),
});
const uuidLike = fc.uuid();

describe('reading settings.js questionPool (PACKAGE-FORMAT.md, SPEC 3.1, 5.3)', () => {
  const defaults = { enabled: false, size: 0, subsetType: 'sameOnEveryAttempt', randomizeQuestionOrder: false };
  it.each([
    ['missing', undefined, defaults],
    ['not an object', 'yes', defaults],
    ['empty object: size defaults to 0', {}, defaults],
    [
      'the questionPool object',
      { enabled: true, size: 4, subset: { type: 'differentOnEveryAttempt', randomizeQuestionOrder: true } },
      { enabled: true, size: 4, subsetType: 'differentOnEveryAttempt', randomizeQuestionOrder: true },
    ],
    ['the whole template settings', { questionPool: { enabled: true, size: 2 } }, { ...defaults, enabled: true, size: 2 }],
    ['a top-level randomizeQuestionOrder when the subset does not say', { questionPool: { enabled: true, size: 2 }, randomizeQuestionOrder: true }, { ...defaults, enabled: true, size: 2, randomizeQuestionOrder: true }],
    ['a numeric string size', { enabled: true, size: '5' }, { ...defaults, enabled: true, size: 5 }],
    ['a fractional size is floored', { enabled: true, size: 2.7 }, { ...defaults, enabled: true, size: 2 }],
    ['a size that is not a number', { enabled: true, size: 'many' }, { ...defaults, enabled: true }],
    ['an unknown subset type', { enabled: true, size: 1, subset: { type: 'sometimes' } }, { ...defaults, enabled: true, size: 1 }],
    ['a non-boolean enabled', { enabled: 'true', size: 1 }, { ...defaults, size: 1 }],
  ])('%s', (_name, raw, expected) => expect(readPoolSettings(raw)).toEqual(expected));
});

describe('pool size and start (SPEC 5.3, 9.1)', () => {
  it.each([
    ['pool off', pool({ enabled: false, size: 3 }), 5, 0],
    ['size 0 (the default)', pool({ size: 0 }), 5, 0],
    ['within the questions', pool({ size: 3 }), 5, 3],
    ['capped at the non-survey questions', pool({ size: 10 }), 5, 5],
    ['negative', pool({ size: -1 }), 5, 0],
    ['no non-survey questions', pool({ size: 3 }), 0, 0],
  ])('effective size: %s', (_name, settings, count, expected) => expect(effectivePoolSize(settings, count)).toBe(expected));

  it.each([
    ['pool off', pool({ enabled: false, size: 0 }), 5, true],
    ['pool on, size 3', pool({ size: 3 }), 5, true],
    ['pool on, size 0: blocked', pool({ size: 0 }), 5, false],
    ['pool on, size -1: blocked', pool({ size: -1 }), 5, false],
    ['pool on, no non-survey questions: blocked', pool({ size: 3 }), 0, false],
  ])('can start: %s', (_name, settings, count, expected) => expect(canStart(settings, count)).toBe(expected));

  it('all surveys must be answered unless the pool is on (SPEC 5.3)', () => {
    expect(surveysMustBeAnswered(pool({ enabled: false }))).toBe(true);
    expect(surveysMustBeAnswered(pool({ enabled: true }))).toBe(false);
  });
});

describe('picking a pool (SPEC 3.4, 5.3)', () => {
  it('is empty when the pool is off or its size is 0', () => {
    expect(pickPool({ questions: course, settings: pool({ enabled: false }), seed: 'a' })).toEqual([]);
    expect(pickPool({ questions: course, settings: pool({ size: 0 }), seed: 'a' })).toEqual([]);
  });

  it('takes every non-survey question, in course order, when the size covers them', () => {
    expect(pickPool({ questions: course, settings: pool({ size: 99 }), seed: 'a' })).toEqual(nonSurvey);
  });

  it('never includes surveys and reaches every non-survey question over many seeds', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const id of pickPool({ questions: course, settings: pool({ size: 2 }), seed: `seed-${i}` })) seen.add(id);
    expect([...seen].sort()).toEqual(nonSurvey);
  });

  it('any seed: the effective size, distinct non-survey questions, in course order unless randomised, reproducible (property)', () =>
    fc.assert(
      fc.property(courseArb, settingsArb, fc.string(), (questions, settings, seed) => {
        const candidates = questions.filter((x) => !x.isSurvey).map((x) => x.id);
        const picked = pickPool({ questions, settings, seed });
        expect(picked).toHaveLength(effectivePoolSize(settings, candidates.length));
        expect(new Set(picked).size).toBe(picked.length);
        for (const id of picked) expect(candidates).toContain(id);
        if (!settings.randomizeQuestionOrder) expect(picked).toEqual(candidates.filter((id) => picked.includes(id)));
        expect(pickPool({ questions, settings, seed })).toEqual(picked);
      }),
    ));

  it('with randomizeQuestionOrder on, the order is not always the course order', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 50; i++) orders.add(pickPool({ questions: course, settings: pool({ size: 4, randomizeQuestionOrder: true }), seed: `${i}` }).join());
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('the pool of a new attempt (SPEC 4.5)', () => {
  const base = { questions: course, seed: 'attempt-id', attempt: 2 };

  it('is empty with the pool off', () => {
    expect(poolForAttempt({ ...base, settings: pool({ enabled: false }), previous: ['q1'] })).toEqual([]);
  });

  it.each([
    ['sameOnEveryAttempt', false],
    ['sameOnEveryAttempt with randomizeQuestionOrder', true],
  ])('%s: the previous pool is kept as it was, order included', (_name, randomizeQuestionOrder) => {
    expect(poolForAttempt({ ...base, settings: pool({ size: 3, randomizeQuestionOrder }), previous: ['q5', 'q1', 'q4'] })).toEqual(['q5', 'q1', 'q4']);
  });

  it('same subset on every attempt: the saved prefixes of a UUID course restore to the full ids', () => {
    const ids = ['0a1b2c3d-0000-4000-8000-000000000001', '0a1b2c3d-0000-4000-8000-000000000002', 'ffeeddcc-0000-4000-8000-000000000003'];
    const questions = ids.map((id) => q(id));
    const previous = compactPoolIds([ids[2], ids[0]], ids);
    expect(previous[0]).toBe('ffeedd');
    expect(poolForAttempt({ questions, seed: 's', attempt: 1, settings: pool({ size: 2 }), previous })).toEqual([ids[2], ids[0]]);
  });

  it.each([
    ['no previous pool', null],
    ['a previous pool of another size', ['q1', 'q2']],
    ['a previous pool naming a question no longer in the course', ['q1', 'q2', 'gone']],
    ['a previous pool naming a survey', ['q1', 'q2', 'q3']],
    ['a previous pool naming a question twice', ['q1', 'q1', 'q2']],
  ])('same subset on every attempt: %s → picked from the seed alone', (_name, previous) => {
    const settings = pool({ size: 3 });
    expect(poolForAttempt({ ...base, settings, previous })).toEqual(pickPool({ questions: course, settings, seed: 'attempt-id' }));
  });

  it('same subset on every attempt: the same seed gives the same subset on every attempt, even without a saved pool', () => {
    const settings = pool({ size: 2 });
    expect(poolForAttempt({ ...base, settings, previous: null, attempt: 1 })).toEqual(poolForAttempt({ ...base, settings, previous: null, attempt: 5 }));
  });

  it('different subset on every attempt: a different subset whenever the course has more questions than the pool (property)', () =>
    fc.assert(
      fc.property(courseArb, fc.integer({ min: 1, max: 30 }), fc.boolean(), fc.string(), fc.nat(20), (questions, size, randomize, seed, attempt) => {
        const candidates = questions.filter((x) => !x.isSurvey).map((x) => x.id);
        const settings = pool({ size, subsetType: 'differentOnEveryAttempt', randomizeQuestionOrder: randomize });
        const n = effectivePoolSize(settings, candidates.length);
        const previous = pickPool({ questions, settings, seed: `prev-${seed}` });
        const next = poolForAttempt({ questions, settings, seed, previous, attempt });
        expect(next).toHaveLength(n);
        for (const id of next) expect(candidates).toContain(id);
        if (!randomize) expect(next).toEqual(candidates.filter((id) => next.includes(id)));
        if (n > 0 && n < candidates.length) expect([...next].sort()).not.toEqual([...previous].sort());
        else if (randomize && n > 1) expect(next).not.toEqual(previous);
        expect(poolForAttempt({ questions, settings, seed, previous, attempt })).toEqual(next);
      }),
      { numRuns: 300 },
    ));

  it('different subset on every attempt: one question of two, always the other one', () => {
    const questions = [q('a1'), q('b2')];
    const settings = pool({ size: 1, subsetType: 'differentOnEveryAttempt' });
    for (let attempt = 0; attempt < 30; attempt++) {
      expect(poolForAttempt({ questions, settings, seed: 'x', previous: ['a1'], attempt })).toEqual(['b2']);
      expect(poolForAttempt({ questions, settings, seed: 'x', previous: ['b2'], attempt })).toEqual(['a1']);
    }
  });

  it('different subset on every attempt: all questions in course order when the pool covers them and the order is not randomised', () => {
    const settings = pool({ size: 99, subsetType: 'differentOnEveryAttempt' });
    expect(poolForAttempt({ ...base, settings, previous: nonSurvey })).toEqual(nonSurvey);
  });

  it('different subset on every attempt: a new pick per attempt number', () => {
    const settings = pool({ size: 2, subsetType: 'differentOnEveryAttempt' });
    const picks = new Set<string>();
    for (let attempt = 0; attempt < 30; attempt++) picks.add(poolForAttempt({ ...base, settings, previous: null, attempt }).join());
    expect(picks.size).toBeGreaterThan(1);
  });
});

describe('saved pool ids: selected by id prefix (SPEC 3.4, 3.7)', () => {
  const all = ['abcdef12', 'abcdef34', 'abcxyz00', 'zz', 'abcdef3499'];
  it.each([
    ['unique in its first 6 characters', 'abcxyz00', 'abcxyz'],
    ['sharing 6 characters with another id', 'abcdef12', 'abcdef1'],
    ['itself a prefix of another id: kept whole', 'abcdef34', 'abcdef34'],
    ['extending another id', 'abcdef3499', 'abcdef349'],
    ['shorter than 6 characters: kept whole', 'zz', 'zz'],
  ])('%s', (_name, id, expected) => {
    expect(compactPoolIds([id], all)).toEqual([expected]);
    expect(resolvePoolIds([expected], all)).toEqual([id]);
  });

  it('keeps the pool order', () => expect(compactPoolIds(['abcxyz00', 'abcdef12'], all)).toEqual(['abcxyz', 'abcdef1']));

  it('a minimum of 6 characters even when fewer would be unique', () => expect(shortestUniquePrefix('q1-long-id', ['q1-long-id', 'z'])).toBe('q1-lon'));

  it('resolves full ids and shorter unique prefixes too', () => expect(resolvePoolIds(['abcxyz00', 'abcx'], ['abcxyz00', 'zz'])).toEqual(['abcxyz00']));

  it('compacting an id that is not in the course throws Question not found', () => {
    expect(thrown(() => compactPoolIds(['nope'], all)).message).toBe(ErrorMessages.questionNotFound);
  });

  it.each([
    ['no question has it', ['qqqqqq']],
    ['it is ambiguous', ['abcdef']],
    ['it is empty', ['']],
    ['the second of two does not match', ['abcxyz', 'nothing']],
  ])("a saved prefix throws exactly 'Question not found' when %s (SPEC 8.3)", (_name, saved) => {
    const e = thrown(() => resolvePoolIds(saved, all));
    expect(e.message).toBe('Question not found');
    expect(e.kind).toBe('question');
  });

  it('resolve(compact(ids)) == ids for random id sets (property)', () =>
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.oneof(fc.string({ unit: fc.constantFrom('a', 'b', '-'), minLength: 1, maxLength: 12 }), uuidLike), { minLength: 1, maxLength: 40 }),
        fc.func(fc.boolean()),
        (allIds, chooses) => {
          const ids = allIds.filter((id) => chooses(id));
          const compact = compactPoolIds(ids, allIds);
          expect(resolvePoolIds(compact, allIds)).toEqual(ids);
          compact.forEach((c, i) => {
            expect(ids[i].startsWith(c)).toBe(true);
            expect(c.length).toBeGreaterThanOrEqual(Math.min(6, ids[i].length));
          });
        },
      ),
    ));

  it('a pool of UUIDs is saved in 6 characters per question, well inside SCORM 1.2 suspend data', () => {
    fc.assert(
      fc.property(fc.uniqueArray(uuidLike, { minLength: 1, maxLength: 30 }), (ids) => {
        const compact = compactPoolIds(ids, ids);
        // Random UUIDs almost never share 6 hex digits; when they do the prefix is simply longer.
        expect(compact.every((c) => c.length >= 6 && c.length <= 36)).toBe(true);
      }),
    );
    const ids = ['7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b', '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d'];
    expect(compactPoolIds(ids, ids)).toEqual(['7f1d2c', '0a1b2c']);
  });
});

describe("'Question Pool size changed.' (SPEC 4.3 step 4, 8.3)", () => {
  it.each([
    ['the saved size equals the size now', ['a', 'b', 'c'], pool({ size: 3 }), 10],
    ['the saved size equals the capped size', ['a', 'b'], pool({ size: 5 }), 2],
    ['nothing saved yet', [], pool({ size: 3 }), 10],
    ['nothing saved and the pool off', [], pool({ enabled: false }), 10],
  ])('passes when %s', (_name, saved, settings, count) => expect(() => checkPoolSize(saved, settings, count)).not.toThrow());

  it.each([
    ['the author changed the size', ['a', 'b', 'c'], pool({ size: 4 }), 10],
    ['questions were removed so the cap is lower', ['a', 'b', 'c'], pool({ size: 3 }), 2],
    ['the pool was switched off', ['a', 'b', 'c'], pool({ enabled: false }), 10],
  ])('throws exactly when %s', (_name, saved, settings, count) => {
    const e = thrown(() => checkPoolSize(saved, settings, count));
    expect(e.message).toBe('Question Pool size changed.');
    expect(e.message).toBe(ErrorMessages.questionPoolSizeChanged);
  });
});

describe('the chain with a pool (SPEC 2.2)', () => {
  const sections = [
    { id: 's1', isTransparent: false, learningObjective: 'Know things', questionIds: ['q1', 'q2', 'q3'] },
    { id: 's2', isTransparent: false, learningObjective: 'More', questionIds: ['q4', 'q5', 'q6'] },
  ];
  const chain = buildChain(sections, true);
  const sectionOf = new Map(course.map((x) => [x.id, x.sectionId]));
  const routeOf = (id: string) => routes.question(sectionOf.get(id) ?? 'none', id);

  it('without a pool the chain is unchanged', () => expect(chainWithPool(chain, [], routeOf)).toBe(chain));

  it('holds only the pool questions, in pool order, then /results (no objectives, no surveys)', () => {
    expect(chainWithPool(chain, ['q5', 'q1'], routeOf)).toEqual(['/sections/s2/questions/q5', '/sections/s1/questions/q1', '/results']);
  });

  it('works with a picked pool end to end', () => {
    const ids = pickPool({ questions: course, settings: pool({ size: 2 }), seed: 'e2e' });
    const c = chainWithPool(chain, ids, routeOf);
    expect(c).toHaveLength(3);
    expect(c[2]).toBe('/results');
    expect(c.some((r) => r.endsWith('/q3') || r.endsWith('/q6') || r.includes('learning-objective'))).toBe(false);
  });

  it("a pool question that is not in the chain throws 'Question not found'", () => {
    expect(thrown(() => chainWithPool(chain, ['q1', 'zz'], routeOf)).message).toBe(ErrorMessages.questionNotFound);
  });
});
