/** Issue 25 §1 size limits, in characters: what the review routes' schemas allow. */
export const REVIEW_LIMITS = {
  body: 4000,
  name: 100,
  quote: 1000,
  checksum: 128,
  id: 200,
  url: 2048,
  /** Anchors one placement request may list (a 17-section course has a few hundred). */
  anchors: 20_000,
} as const;
