import type { ProgressSnapshot } from '../progressRecord';

/**
 * What a progress store can take (ARCHITECTURE.md "Delivery layer"): its size budget in characters
 * and whether it keeps characters outside ASCII (SPEC 4.8: SCORM progress is compressed only when
 * the LMS accepts non-ASCII).
 */
export interface StoreLimits {
  /** The most characters one saved record may have; undefined when the store sets no limit. */
  maxChars?: number;
  /** True when the store keeps any Unicode text unchanged (localStorage, most LMSs' 2004 data model). */
  acceptsNonAscii: boolean;
}

/** What the course needs for encoding: stable question indexes and the plugins' compact forms. */
export interface CodecContext {
  /** Question id → stable short index (publishSettings questionShortIds, else the flat position). */
  shortIds: ReadonlyMap<string, number>;
}

export interface Encoded {
  text: string;
  /** Names of the record parts left out to fit the budget (empty when everything fits); logged by the caller. */
  dropped: string[];
}

/**
 * Turns the saved record (SPEC 3.7) into the text a store keeps, and back. Versioned: decode reads
 * every format any released player wrote. decode returns an unchecked record: readProgress.ts
 * checks it before anything uses it. encode never truncates into unreadable text: when the record
 * cannot fit, it keeps the learner's answers and drops what the course can rebuild.
 */
export interface ProgressCodec {
  encode(record: ProgressSnapshot, limits: StoreLimits, context: CodecContext): Encoded;
  decode(text: string, context: CodecContext): unknown;
}
