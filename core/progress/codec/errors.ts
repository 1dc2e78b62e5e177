/**
 * Even the part of the record that is never dropped (answers, attempts, the attempt's identity and
 * status) is longer than the store's budget. The caller keeps the last record the store holds (a
 * consistent, older state) and logs this; nothing is written cut short.
 */
export class ProgressTooLargeError extends Error {
  override readonly name = 'ProgressTooLargeError';
  constructor(
    readonly maxChars: number,
    /** The length of the smallest text the codec could make (everything droppable dropped). */
    readonly minimumChars: number,
    /** What had been dropped on the way, in drop order. */
    readonly dropped: string[],
  ) {
    super(`the saved progress needs ${minimumChars} characters even without ${dropped.join(', ') || 'anything that can be rebuilt'}; the store takes ${maxChars}`);
  }
}

/** A stored text that no known progress format reads: the caller sets it aside and starts clean (SPEC 8.3). */
export class UnreadableProgressError extends Error {
  override readonly name = 'UnreadableProgressError';
}
