import fc from 'fast-check';
import { questionDataFromJson, type QuestionData } from '@core';
import { statementWarnings } from '../../../test/conformance/kit';
import plugin from '.';
import { examples } from './examples';
import { matchingOf, offeredValues } from './model';

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };

/** A question of n pairs: key k{i} goes with value v{i}, pair ids p{i}. */
const question = (n: number, id = 'q1', extra: unknown[] = []): QuestionData =>
  questionDataFromJson({
    id,
    type: 'textMatching',
    title: 'Q',
    answers: [...Array.from({ length: n }, (_, i) => ({ id: `p${i}`, key: `k${i}`, value: `v${i}` })), ...extra],
  });
const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
/** The response that gives key i the value of pair perm[i]. */
const matching = (perm: (number | null)[]) => Object.fromEntries(perm.flatMap((p, i) => (p === null ? [] : [[`p${i}`, `p${p}`]])));

describe('textMatching scoring (SPEC 5.1)', () => {
  const q = question(4);
  it.each([
    ['every key with its own value', [0, 1, 2, 3], 100],
    ['two values swapped', [1, 0, 2, 3], 0],
    ['every value shifted', [1, 2, 3, 0], 0],
    ['one key left without a value', [0, 1, 2, null], 0],
    ['only one key matched, rightly', [0, null, null, null], 0],
    ['nothing matched (empty response)', [], 0],
  ])('%s scores %i', (_name, perm, expected) => expect(plugin.score(q, matching(perm as (number | null)[]), ctx)).toBe(expected));

  it('compares values by text: two pairs with equal values are interchangeable', () => {
    const twins = questionDataFromJson({ id: 'q', type: 'textMatching', answers: [{ id: 'a', key: 'Fern', value: 'Shade' }, { id: 'b', key: 'Ivy', value: 'Shade' }, { id: 'c', key: 'Aloe', value: 'Sun' }] });
    expect(plugin.score(twins, { a: 'b', b: 'a', c: 'c' }, ctx)).toBe(100);
    expect(plugin.score(twins, { a: 'a', b: 'c', c: 'b' }, ctx)).toBe(0);
  });

  it('a value is held by one key only: a second use is dropped', () => {
    expect(plugin.score(q, { p0: 'p0', p1: 'p0', p2: 'p2', p3: 'p3' }, ctx)).toBe(0);
    expect(plugin.compact(q, { p0: 'p1', p1: 'p1' })).toEqual([1]);
  });

  it('never throws and scores malformed responses 0', () => {
    for (const bad of [null, undefined, 'p0', 3, [], ['p0'], { p0: 5 }, { p0: 'nope' }, { nope: 'p0' }]) {
      expect(plugin.score(q, bad as never, ctx)).toBe(0);
      expect(plugin.isAnswered(q, bad as never)).toBe(false);
    }
    expect(plugin.score(question(0), {}, ctx)).toBe(0);
    expect(plugin.correctResponse(question(0))).toBeNull();
  });

  it('reads pairs leniently: a pair without a key offers its value as a distractor; no value, no pair', () => {
    const data = matchingOf(question(2, 'q', [{ id: 'd', key: '', value: 'decoy' }, { id: 'x', key: 'lonely' }, null, { id: 'p0', key: 'dup', value: 'dup' }]));
    expect(data.rows.map((r) => r.id)).toEqual(['p0', 'p1']);
    expect(data.values.map((v) => v.id)).toEqual(['p0', 'p1', 'd']);
  });
});

describe('textMatching over all matchings (property-based)', () => {
  const permutation = fc.integer({ min: 2, max: 8 }).chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }).map((perm) => ({ n, perm })));

  it('the identity scores 100; any other permutation scores 0', () => {
    fc.assert(
      fc.property(permutation, ({ n, perm }) => {
        const identity = perm.every((p, i) => p === i);
        expect(plugin.score(question(n), matching(perm), ctx)).toBe(identity ? 100 : 0);
        expect(plugin.score(question(n), matching([...Array(n).keys()]), ctx)).toBe(100);
      }),
    );
  });

  it('any partial matching is answered when non-empty, and round-trips through compact and JSON', () => {
    const partial = permutation.chain(({ n, perm }) => fc.array(fc.boolean(), { minLength: n, maxLength: n }).map((keep) => ({ n, perm: perm.map((p, i) => (keep[i] ? p : null)) })));
    fc.assert(
      fc.property(partial, ({ n, perm }) => {
        const q = question(n);
        const r = matching(perm);
        expect(plugin.isAnswered(q, r)).toBe(perm.some((p) => p !== null));
        const restored = plugin.expand(q, JSON.parse(JSON.stringify(plugin.compact(q, r))));
        expect(restored).toEqual(r);
        expect(plugin.score(q, restored, ctx)).toBe(plugin.score(q, r, ctx));
      }),
    );
  });

  it('offers the values in a deterministic order per question id, no value at its own position', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 2, max: 10 }), (id, n) => {
        const { values } = matchingOf(question(n, id));
        const a = offeredValues(id, values).map((v) => v.id);
        expect(offeredValues(id, values).map((v) => v.id)).toEqual(a);
        expect([...a].sort()).toEqual([...ids(n)].sort());
        expect(a.some((id, i) => id === ids(n)[i])).toBe(false);
      }),
    );
  });
});

describe('textMatching saved form and correct answer', () => {
  const q = question(4);
  it('saves value positions per key, trailing empties left out', () => {
    expect(plugin.compact(q, matching([2, null, 0]))).toEqual([2, null, 0]);
    expect(plugin.compact(q, matching([null, 3]))).toEqual([null, 3]);
    expect(plugin.compact(q, {})).toEqual([]);
    expect(plugin.expand(q, [null, 3])).toEqual({ p1: 'p3' });
  });
  it('refuses unusable saved forms', () => {
    for (const bad of ['x', [0, 0], [9], [0.5], [0, 1, 2, 3, null], [-1]]) expect(() => plugin.expand(q, bad as never)).toThrow();
  });
  it('gives every key its own value as the correct response, and says it in words', () => {
    expect(plugin.correctResponse(q)).toEqual({ p0: 'p0', p1: 'p1', p2: 'p2', p3: 'p3' });
    expect(plugin.correctAnswersText!(q, (k) => k)).toBe('k0: v0; k1: v1; k2: v2; k3: v3');
  });
});

describe('textMatching xAPI (SPEC 7.8)', () => {
  const q = questionDataFromJson(examples[1].question);
  it("is a matching interaction: source = keys, target = values, 'key[.]value' pairs joined with '[,]'", () => {
    expect(plugin.toInteraction(q, { '034fa29b4b47f0a5a8713b06f11dc1dd': 'b3051e72c54da5da2210bb4793c591c9' }, 'en-US')).toEqual({
      interactionType: 'matching',
      correctResponsesPattern: ['0c376e7329c09a7ba36369d7c16387c6[.]0c376e7329c09a7ba36369d7c16387c6[,]034fa29b4b47f0a5a8713b06f11dc1dd[.]034fa29b4b47f0a5a8713b06f11dc1dd'],
      source: [
        { id: '0c376e7329c09a7ba36369d7c16387c6', description: { 'en-US': 'Cactus' } },
        { id: '034fa29b4b47f0a5a8713b06f11dc1dd', description: { 'en-US': 'Peace lily' } },
      ],
      target: [
        { id: '0c376e7329c09a7ba36369d7c16387c6', description: { 'en-US': 'Full sun' } },
        { id: '034fa29b4b47f0a5a8713b06f11dc1dd', description: { 'en-US': 'Shade' } },
        { id: 'b3051e72c54da5da2210bb4793c591c9', description: { 'en-US': 'Darkness' } },
      ],
      response: '034fa29b4b47f0a5a8713b06f11dc1dd[.]b3051e72c54da5da2210bb4793c591c9',
    });
  });
  it('lists the response pairs in the order of the keys and validates', () => {
    const q4 = question(3);
    expect(plugin.toInteraction(q4, { p2: 'p0', p0: 'p2' }, 'en-US').response).toBe('p0[.]p2[,]p2[.]p0');
    expect(statementWarnings(plugin, q4, { p2: 'p0' })).toEqual([]);
    expect(plugin.toInteraction(question(0), {}, 'en-US').correctResponsesPattern).toBeUndefined();
  });
  it('uses the Arabic texts under an Arabic locale', () => {
    const ar = questionDataFromJson(examples[0].question, { language: 'ar' });
    expect(plugin.toInteraction(ar, {}, 'ar-SA').source![0].description).toEqual({ 'ar-SA': 'أوراق صفراء مترهّلة وتربة لا تجف أبدًا' });
  });
});
