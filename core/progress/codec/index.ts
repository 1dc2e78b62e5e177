/*
 * The progress codec (docs/progress-format.md). Whatever imports this module statically carries the
 * codec and lz-string with it: the session fetches it with loadProgressCodec() (./loadCodec.ts).
 */
export type { CodecContext, Encoded, ProgressCodec, StoreLimits } from './ProgressCodec';
export { createProgressCodec, FORMAT } from './createProgressCodec';
export { codecContextFor } from './codecContext';
export { dropOrder, RECORD_DROP_RANKS, type DropStep } from './dropOrder';
export { ProgressTooLargeError, UnreadableProgressError } from './errors';
