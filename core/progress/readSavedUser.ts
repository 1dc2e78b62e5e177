import type { CodecContext, ProgressCodec } from './codec/ProgressCodec';
import type { ProgressSnapshot } from './progressRecord';
import { readProgress } from './readProgress';

/** The user of the record a store holds (SPEC 3.7), for the identity a learner gave on an earlier visit. */
export async function readSavedUser(store: { load(): Promise<{ text: string } | null> }, codec: ProgressCodec, context: CodecContext): Promise<ProgressSnapshot['user']> {
  const stored = await store.load();
  if (!stored) return null;
  const reading = readProgress(codec.decode(stored.text, context), context.blockStates);
  return reading.ok ? reading.record.user : null;
}
