import fc from 'fast-check';
import { createRng, randomIndex, shuffle } from './random';

const take = (rng: () => number, n: number) => Array.from({ length: n }, () => rng());
const sorted = <T>(items: T[]) => [...items].sort();

describe('seeded PRNG (reproducible pools and option orders, SPEC 3.4, 4.5)', () => {
  it.each([[''], ['attempt-1'], ['7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b']])('seed %j gives the same sequence every time', (seed) => {
    expect(take(createRng(seed), 20)).toEqual(take(createRng(seed), 20));
  });

  it('near seeds give different sequences', () => {
    expect(take(createRng('attempt-1'), 5)).not.toEqual(take(createRng('attempt-2'), 5));
  });

  it('every value is in [0, 1)', () =>
    fc.assert(
      fc.property(fc.string(), (seed) => {
        for (const v of take(createRng(seed), 50)) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThan(1);
        }
      }),
    ));

  it('is roughly uniform (mean of 10,000 draws near 0.5)', () => {
    const values = take(createRng('uniform'), 10_000);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.02);
  });

  it('randomIndex stays in [0, n) even for a draw of almost 1', () => {
    expect(randomIndex(3, () => 0.9999999999999999)).toBe(2);
    expect(randomIndex(3, () => 0)).toBe(0);
  });
});

describe('Fisher–Yates shuffle', () => {
  it.each([
    ['empty', []],
    ['one item', ['a']],
  ] as const)('%s is returned as a copy', (_name, items) => {
    const out = shuffle(items, createRng('x'));
    expect(out).toEqual(items);
    expect(out).not.toBe(items);
  });

  it('is pure and keeps the same multiset (property)', () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 })), fc.string(), (items, seed) => {
        const before = [...items];
        const out = shuffle(items, createRng(seed));
        expect(items).toEqual(before);
        expect(out).not.toBe(items);
        expect(sorted(out)).toEqual(sorted(items));
      }),
    ));

  it('is reproducible from the seed (property)', () =>
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        expect(shuffle(items, createRng(seed))).toEqual(shuffle(items, createRng(seed)));
      }),
    ));

  it('gives every order of 3 items about equally often', () => {
    const rng = createRng('fairness');
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const k = shuffle(['a', 'b', 'c'], rng).join('');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });
});
