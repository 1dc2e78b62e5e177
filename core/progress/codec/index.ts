/*
 * The progress codec (docs/progress-format.md). Import this module only from code that is itself
 * loaded lazily; the session side uses loadProgressCodec() so that the codec stays off the first page.
 */
export type { CodecContext, Encoded, ProgressCodec, StoreLimits } from './ProgressCodec';
export { createProgressCodec, FORMAT } from './createProgressCodec';
export { codecContextFor } from './codecContext';
export { DROP_ORDER } from './dropOrder';
export { ProgressTooLargeError, UnreadableProgressError } from './errors';
export { loadProgressCodec } from './loadCodec';
