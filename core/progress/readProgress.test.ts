import fc from 'fast-check';
import { testBlockStates } from '../../test/support/testBlocks';
import type { BlockState } from '../plugins/BlockState';
import { type ProgressSnapshot, PROGRESS_VERSION } from './progressRecord';
import { readProgress as readWith } from './readProgress';

/** Core's tests declare made-up blocks (test/support/testBlocks.ts), as a player's registry would declare its blocks. */
const readProgress = (input: unknown) => readWith(input, testBlockStates);

/** What the player relies on after a read, checked independently of the reader's own table. */
function wellTyped(r: ProgressSnapshot): boolean {
  const strings = [r.url, r.attemptId, r.courseChecksum, r.currentSectionId, r.language, r.completionDate];
  const booleans = [r.finished, r.allQuestionsSubmitted, r.isForcedNavigationEnabled];
  const numbers = [r.v, r.courseAttemptNumber, r.submitOnceAttempt];
  const maps = [r.accessibility, ...testBlockStates.map((state) => r[state.key])];
  const isMap = (m: unknown) => typeof m === 'object' && m !== null && !Array.isArray(m);
  return (
    strings.every((s) => typeof s === 'string') &&
    booleans.every((b) => typeof b === 'boolean') &&
    numbers.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    maps.every(isMap) &&
    Array.isArray(r.answers) &&
    Array.isArray(r.randomizedOptionsList) &&
    r.attempts.every((a) => a === null || typeof a === 'number') &&
    r.opened.every((n) => typeof n === 'number') &&
    r.questionPool.every((s) => typeof s === 'string') &&
    r.learningObjectiveConsumed.every((s) => typeof s === 'string') &&
    (r.user === null || (isMap(r.user) && (r.user.email == null || typeof r.user.email === 'string'))) &&
    (r.timer === null || (typeof r.timer.elapsed === 'number' && typeof r.timer.status === 'string'))
  );
}

describe('reading a saved progress record (SPEC 3.7, 4.4, 8.3)', () => {
  it('reads a record of this player', () => {
    const reading = readProgress({ v: 1, url: '/results', answers: [100, null, { r: ['a'], s: 0 }], attempts: [1, null, 2], timer: { elapsed: 5, status: 'STARTED' } });
    expect(reading).toMatchObject({ ok: true, record: { url: '/results', answers: [100, null, { r: ['a'], s: 0 }], attempts: [1, null, 2] } });
  });

  it('gives missing and null fields their defaults', () => {
    const reading = readProgress({ url: null, answers: null });
    expect(reading).toMatchObject({ ok: true, record: { url: '', answers: [], attempts: [], v: PROGRESS_VERSION } });
  });

  it('reads the compact versions a record names (answerForms)', () => {
    expect(readProgress({ v: 1, answers: [{ r: [1, 0], s: 0 }], answerForms: { rankingText: 2 } })).toMatchObject({ ok: true, record: { answerForms: { rankingText: 2 } } });
    expect(readProgress({ v: 1 })).toMatchObject({ ok: true, record: { answerForms: {} } });
  });

  it('converts answers and attempts kept as objects keyed by index (SPEC 4.4)', () => {
    expect(readProgress({ answers: { 2: 100 }, attempts: { 2: 3 } })).toMatchObject({ ok: true, record: { answers: [null, null, 100], attempts: [null, null, 3] } });
  });

  it.each([
    [{ v: 1, url: 42, answers: [] }, /url is number 42/],
    [{ v: 1, url: true }, /url is boolean true/],
    [{ v: 1, url: {} }, /url is an object/],
    [{ v: 1, url: [] }, /url is a list/],
    [{ v: 1, answers: 'abc' }, /answers is string/],
    [{ v: 1, attempts: ['2'] }, /attempts holds an entry of another type/],
    [{ v: 1, user: { email: 42 } }, /user is an object/],
    [{ v: 1, timer: { elapsed: '5', status: 'STARTED' } }, /timer is an object/],
    [{ v: 1, testNotes: [] }, /testNotes is a list/],
    [{ v: 1, testClips: 'x' }, /testClips is string "x"/],
    [{ v: 1, blockForms: { testNotes: 0 } }, /blockForms is an object/],
    [{ v: 1, finished: 'yes' }, /finished is string/],
    [{ v: 1, answerForms: { rankingText: '2' } }, /answerForms is an object/],
    [{ v: 1, answerForms: { rankingText: 0 } }, /answerForms is an object/],
    [{ v: '1' }, /version \(v\) is string/],
    ['text', /not an object/],
    [[{ url: '/results' }], /not an object/],
  ])('sets aside %j', (record, reason) => {
    const reading = readProgress(record);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.reason).toMatch(reason);
  });

  it('reads each declared block state as a map, empty when absent, and leaves out fields no block declares', () => {
    const reading = readProgress({ v: 1, testNotes: { list1: { item1: true } }, otherPlayersField: { a: 1 } });
    expect(reading).toMatchObject({ ok: true, record: { testNotes: { list1: { item1: true } }, testPath: {}, testClips: {}, testSounds: {} } });
    expect(reading.ok && 'otherPlayersField' in reading.record).toBe(false);
    // Without declarations a block's field is one the player does not know.
    expect(readWith({ v: 1, testNotes: [] })).toMatchObject({ ok: true });
    expect(readWith({ v: 1, testNotes: { a: 1 } })).toEqual({ ok: true, record: expect.not.objectContaining({ testNotes: expect.anything() }) });
  });

  describe('block entries saved in an older form (blockForms)', () => {
    const counts: BlockState<{ count: number }> = {
      key: 'testCounts',
      denseKey: 'tq',
      version: 3,
      migrate: (entry, from) => {
        if (from === 1 && typeof entry === 'number') return { count: entry };
        if (from === 2 && typeof entry === 'string') return { count: Number(entry) };
        if (entry === 'boom') throw new Error('unreadable');
        return undefined;
      },
      clearedOnNewAttempt: false,
      dropRank: 95,
    };
    const read = (input: unknown) => readWith(input, [counts]);

    it('migrates every entry of a state saved in an older form, and names the current forms', () => {
      expect(read({ v: 1, testCounts: { a: 4, b: 7 } })).toMatchObject({ ok: true, record: { testCounts: { a: { count: 4 }, b: { count: 7 } }, blockForms: { testCounts: 3 } } });
      expect(read({ v: 1, testCounts: { a: '5' }, blockForms: { testCounts: 2 } })).toMatchObject({ ok: true, record: { testCounts: { a: { count: 5 } } } });
    });

    it('keeps entries already in the current form as they are', () => {
      expect(read({ v: 1, testCounts: { a: { count: 1 } }, blockForms: { testCounts: 3 } })).toMatchObject({ ok: true, record: { testCounts: { a: { count: 1 } } } });
    });

    it('leaves out the entries migrate cannot read, and a state saved in a newer form whole', () => {
      expect(read({ v: 1, testCounts: { a: 4, b: 'boom', c: null } })).toMatchObject({ ok: true, record: { testCounts: { a: { count: 4 } } } });
      expect(read({ v: 1, testCounts: { a: { count: 1, more: true } }, blockForms: { testCounts: 4 } })).toMatchObject({ ok: true, record: { testCounts: {} } });
    });

    it('writes no blockForms when every declared state is in form 1, and forgets those of undeclared states', () => {
      const reading = readProgress({ v: 1, blockForms: { testNotes: 1, gone: 2 } });
      expect(reading.ok && 'blockForms' in reading.record).toBe(false);
    });
  });

  it('sets aside a record saved by a newer player, rather than half-reading it', () => {
    const reading = readProgress({ v: 999, url: '/results', answers: [100] });
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.reason).toMatch(/newer player \(version 999/);
  });

  describe('properties (fixed seed, see test/support/setupUnit.ts)', () => {
    it('never throws, whatever the saved value is', () => {
      fc.assert(
        fc.property(fc.anything({ maxDepth: 4, withNullPrototype: true, withObjectString: true }), (value) => {
          const reading = readProgress(value);
          return reading.ok ? wellTyped(reading.record) : typeof reading.reason === 'string' && reading.reason.length > 0;
        }),
      );
    });

    const fieldNames = ['v', 'url', 'user', 'attemptId', 'answers', 'attempts', 'opened', 'questionPool', 'courseChecksum', 'finished', 'allQuestionsSubmitted',
      'courseAttemptNumber', 'submitOnceAttempt', 'randomizedOptionsList', 'accessibility', ...testBlockStates.map((state) => state.key),
      'learningObjectiveConsumed', 'currentSectionId', 'isForcedNavigationEnabled', 'blockForms', 'timeSpent', 'timer', 'language', 'completionDate'];
    const anyValue = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.constantFrom(null, 42, true, '', '/results', [], {}, [null], [1, null], ['a'], { email: 'a@b.c' }, { elapsed: 1, status: 'STARTED' }, Number.MAX_SAFE_INTEGER),
    );
    const recordArb = fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: 12 });

    it('reads any mix of right and wrong field types into a well-typed record, or sets it aside', () => {
      fc.assert(
        fc.property(recordArb, (record) => {
          const reading = readProgress(record);
          return reading.ok ? wellTyped(reading.record) : reading.reason.length > 0;
        }),
        { numRuns: 500 },
      );
    });
  });
});
