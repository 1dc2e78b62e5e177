import fc from 'fast-check';
import { createRng } from './random';
import {
  MAX_SHUFFLE_TRIES,
  fromRandomizedOptionsList,
  optionOrderFor,
  randomizeOptions,
  restoreOrder,
  toRandomizedOptionsList,
  type OptionQuestion,
} from './optionOrder';

const key = (id: string) => id.slice(0, 6);
const sorted = (ids: readonly string[]) => [...ids].sort();
/** A generator that plays back `values`, then repeats the last one; counts its calls. */
function scripted(values: number[]) {
  let i = 0;
  const rng = () => values[Math.min(i++, values.length - 1)];
  return Object.assign(rng, { calls: () => i });
}
/** Always draws the last index, so every Fisher–Yates pass leaves the order as it was. */
const identity = () => scripted([0.9999999]);

const answers = ['a1b2c3d4-0001', 'b1b2c3d4-0002', 'c1b2c3d4-0003', 'd1b2c3d4-0004'];

describe('randomizeOptions (SPEC 5.2, 9.1)', () => {
  it.each([
    ['no answers', []],
    ['one answer', ['only-one']],
    ['answers that all share their first 6 characters', ['abcdef-1', 'abcdef-2', 'abcdef-3']],
  ])('%s: returned as it is (no other order exists)', (_name, ids) => {
    const out = randomizeOptions(ids, createRng('x'));
    expect(out).toEqual(ids);
    expect(out).not.toBe(ids);
  });

  it('keeps the multiset and never returns the original order when another is possible (property)', () =>
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: 0, maxLength: 8 }), { maxLength: 8 }),
        fc.string(),
        (ids, seed) => {
          const out = randomizeOptions(ids, createRng(seed));
          expect(sorted(out)).toEqual(sorted(ids));
          const anotherPossible = new Set(ids.map(key)).size > 1;
          const sameKeys = out.every((id, i) => key(id) === key(ids[i]));
          expect(sameKeys).toBe(!anotherPossible);
        },
      ),
    ));

  it('compares on the first 6 characters: swapping two ids that share them is not a different order', () => {
    // 1st shuffle swaps only the two 'abcdef' ids (same keys → retried), the 2nd moves 'xyz' first.
    const rng = scripted([0.9, 0.1, 0.1, 0.9]);
    expect(randomizeOptions(['abcdef1', 'abcdef2', 'xyz'], rng)).toEqual(['xyz', 'abcdef2', 'abcdef1']);
    expect(rng.calls()).toBe(4);
  });

  it(`shuffles at most ${MAX_SHUFFLE_TRIES} times, then swaps the first answer with the first of another key`, () => {
    expect(MAX_SHUFFLE_TRIES).toBe(10);
    const rng = identity();
    expect(randomizeOptions(['abcdef1', 'abcdef2', 'xyz', 'w'], rng)).toEqual(['xyz', 'abcdef2', 'abcdef1', 'w']);
    expect(rng.calls()).toBe(10 * 3);
  });

  it('stops at the first shuffle that differs', () => {
    const rng = scripted([0]);
    expect(randomizeOptions(['a', 'b'], rng)).toEqual(['b', 'a']);
    expect(rng.calls()).toBe(1);
  });

  it('is reproducible from the seed', () => expect(randomizeOptions(answers, createRng('s'))).toEqual(randomizeOptions(answers, createRng('s'))));
});

describe('optionOrderFor: saved orders are kept (SPEC 4.3 step 5, 4.5)', () => {
  const saved = { q1: [answers[2], answers[0], answers[3], answers[1]] };

  it.each([
    ['the saved full ids', saved.q1],
    ['the saved 6-character prefixes', saved.q1.map(key)],
    ['ids whose first 6 characters match (SPEC 5.2)', saved.q1.map((id) => `${key(id)}-changed-tail`)],
  ])('reuses %s when they fit the answers', (_name, order) => {
    expect(optionOrderFor('q1', answers, { q1: order }, 'seed')).toEqual(saved.q1);
  });

  it.each([
    ['nothing saved', undefined],
    ['nothing saved for this question', { other: saved.q1 }],
    ['an answer was added', { q1: saved.q1.slice(0, 3) }],
    ['an answer was replaced', { q1: [...saved.q1.slice(0, 3), 'zzzzzz-new'] }],
    ['an answer named twice', { q1: [answers[0], answers[0], answers[1], answers[2]] }],
    ['not a list of ids', { q1: [1, 2, 3, 4] as unknown as string[] }],
  ])('%s → a new order from the seed and question id', (_name, s) => {
    const fresh = optionOrderFor('q1', answers, s, 'seed');
    expect(fresh).toEqual(randomizeOptions(answers, createRng('seed:q1')));
    expect(sorted(fresh)).toEqual(sorted(answers));
    expect(fresh).not.toEqual(answers);
  });

  it('does not read inherited keys as saved orders', () => {
    expect(optionOrderFor('toString', ['a', 'b'], {}, 's')).toEqual(['b', 'a']);
  });

  it('restoreOrder rejects an ambiguous prefix', () => {
    expect(restoreOrder(['abcdef', 'xyz'], ['abcdef1', 'abcdef2'])).toBeNull();
    expect(restoreOrder(['abcdef2', 'abcdef1'], ['abcdef1', 'abcdef2'])).toEqual(['abcdef2', 'abcdef1']);
  });
});

describe('the saved randomizedOptionsList (SPEC 3.7)', () => {
  const questions: OptionQuestion[] = [
    { id: 'q1', index: 0, answerIds: answers },
    { id: 'q2', index: 1, answerIds: ['abcdef-1', 'abcdef-2', 'xyz'] },
    { id: 'q3', index: 2, answerIds: ['a', 'b'] },
    { id: 'q4', index: 3, answerIds: ['m1n2o3p4', 'q1r2s3t4'] },
  ];

  it('per question index: ids as 6-character prefixes (longer when needed), null where no order, trailing nulls dropped', () => {
    const orders = { q1: [answers[3], answers[1], answers[0], answers[2]], q2: ['xyz', 'abcdef-2', 'abcdef-1'] };
    expect(toRandomizedOptionsList(orders, questions)).toEqual([
      ['d1b2c3', 'b1b2c3', 'a1b2c3', 'c1b2c3'],
      ['xyz', 'abcdef-2', 'abcdef-1'],
    ]);
    expect(toRandomizedOptionsList({ q3: ['b', 'a'] }, questions)).toEqual([null, null, ['b', 'a']]);
  });

  it('leaves out orders that do not fit their question', () => {
    expect(toRandomizedOptionsList({ q1: ['nope'], q4: ['q1r2s3t4', 'm1n2o3p4'] }, questions)).toEqual([null, null, null, ['q1r2s3', 'm1n2o3']]);
  });

  it.each([
    ['not an array', { q1: [] }],
    ['null', null],
    ['an object', {}],
  ])('reading a list that is %s gives no orders', (_name, list) => expect(fromRandomizedOptionsList(list, questions)).toEqual({}));

  it('reading skips malformed and stale entries', () => {
    const list = [['a1b2c3', 'zzzzzz', 'c1b2c3', 'd1b2c3'], 'junk', ['b', 'a'], null];
    expect(fromRandomizedOptionsList(list, questions)).toEqual({ q3: ['b', 'a'] });
  });

  it('from(to(orders)) == orders through JSON, for random answers and orders (property)', () =>
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.oneof(fc.uuid(), fc.string({ unit: fc.constantFrom('a', 'b', '-'), minLength: 1, maxLength: 9 })), { maxLength: 6 }), { maxLength: 8 }),
        fc.string(),
        fc.func(fc.boolean()),
        (answerLists, seed, randomized) => {
          const qs: OptionQuestion[] = answerLists.map((answerIds, index) => ({ id: `q${index}`, index, answerIds }));
          const orders: Record<string, string[]> = {};
          for (const q of qs) if (randomized(q.id)) orders[q.id] = optionOrderFor(q.id, q.answerIds, undefined, seed);
          const saved = JSON.parse(JSON.stringify(toRandomizedOptionsList(orders, qs))) as unknown;
          expect(fromRandomizedOptionsList(saved, qs)).toEqual(orders);
          for (const q of qs) expect(optionOrderFor(q.id, q.answerIds, fromRandomizedOptionsList(saved, qs), 'another-seed')).toEqual(orders[q.id] ?? randomizeOptions(q.answerIds, createRng(`another-seed:${q.id}`)));
        },
      ),
    ));
});
