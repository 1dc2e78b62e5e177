import type { ProgressCodec } from './ProgressCodec';

/**
 * The record as plain JSON, whatever the store's limits: the codec the player uses until the
 * budgeted codec (short ids, compact forms, compression) takes its place in the container
 * (TOKENS.ProgressCodec). Its text is what browser storage has always held, so records stay loadable.
 */
export const jsonCodec: ProgressCodec = {
  encode: (record) => ({ text: JSON.stringify(record), dropped: [] }),
  decode: (text) => JSON.parse(text) as unknown,
};
