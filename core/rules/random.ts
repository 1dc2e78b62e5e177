/**
 * Seeded randomness for question pools and answer-option orders (SPEC 3.4, 4.5, 9.1). The same
 * seed (an attempt id, say) always gives the same sequence, so a saved attempt can be rebuilt and
 * tests are reproducible. Not for anything secret.
 */

/** A random number generator: each call returns the next number in [0, 1). */
export type Rng = () => number;

/** Hashes a string into a 32-bit unsigned integer (xmur3-style mixing, so near seeds spread apart). */
function hashSeed(seed: string): number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A seeded PRNG: the string seed is hashed into mulberry32. */
export function createRng(seed: string): Rng {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export function randomIndex(n: number, rng: Rng): number {
  return Math.min(n - 1, Math.floor(rng() * n));
}

/** Fisher–Yates shuffle. Pure: the input is left as it is and a new array is returned. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, rng);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}
