import type { BlockState } from '../../plugins/BlockState';
import type { ProgressSnapshot } from '../progressRecord';

/**
 * What a progress store can take (ARCHITECTURE.md "Delivery layer"): its size budget in characters
 * and whether it keeps characters outside ASCII (SPEC 5.2: SCORM progress is compressed only when
 * the LMS accepts non-ASCII).
 */
export interface StoreLimits {
  /** The most characters one saved record may have; undefined when the store sets no limit. */
  maxChars?: number;
  /** True when the store keeps any Unicode text unchanged (localStorage, most LMSs' 2004 data model). */
  acceptsNonAscii: boolean;
  /**
   * The store keeps the record of SPEC 3.7 as plain JSON (browser storage): readable by people and
   * other tools, as PACKAGE-FORMAT.md shows it. Only a store without a budget may ask for it.
   */
  json?: boolean;
}

/** What the course needs for encoding: stable question indexes, the plugins' compact forms and block states. */
export interface CodecContext {
  /** Question id → stable short index (publishSettings questionShortIds, else the flat position). */
  shortIds: ReadonlyMap<string, number>;
  /**
   * The course's section ids in course order. Optional: with it, learningObjectiveConsumed,
   * currentSectionId and the url name sections by position instead of by their 32-character ids.
   */
  sectionIds?: readonly string[];
  /**
   * The answer ids, in the author's order, of the question at a short index whose options the
   * course may shuffle (SPEC 4.3), else null. Optional: with it, randomizedOptionsList is saved as
   * positions, and not at all for an order the attempt id gives again (core/rules/optionOrder.ts).
   */
  optionIds?: (index: number) => readonly string[] | null;
  /**
   * The block states the registered blocks declare (PluginRegistry.blockStates()): each is written
   * under its dense key and left out at its drop rank. Optional: without it a block state's field
   * is kept as it is, like any field the codec does not know.
   */
  blockStates?: readonly BlockState[];
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
 *
 * Failures (core/progress/codec/errors.ts): encode throws ProgressTooLargeError when even the
 * answers, attempts and the attempt's identity do not fit (the caller keeps the store's last record
 * and says so); decode throws UnreadableProgressError for a text no format matches, and returns null
 * for an empty text (an LMS's suspend_data before the first save). docs/progress-format.md.
 */
export interface ProgressCodec {
  encode(record: ProgressSnapshot, limits: StoreLimits, context: CodecContext): Encoded;
  decode(text: string, context: CodecContext): unknown;
}
