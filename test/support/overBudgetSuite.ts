import type { BlockState, ProgressSnapshot } from '@core';
import { CORRECT } from '../../core/progress/answers';
import { createProgressCodec, dropOrder, ProgressTooLargeError, type CodecContext, type StoreLimits } from '../../core/progress/codec';
import { emptyProgress } from '../../core/progress/progressRecord';

/**
 * docs/progress-format.md "When a record does not fit", run against a set of block states: core's
 * codec test runs it with made-up blocks (test/support/testBlocks.ts), test/unit/builtInBlockStates
 * with the player's own. `blockFields` fills every block state of `states`; `trim` names the part of
 * one of them its block declares droppable first (the scenario's visited scenes), which drops right
 * after the option orders.
 */
export function describeRecordThatDoesNotFit(states: readonly BlockState[], blockFields: Record<string, unknown>, trim: { key: string; kept: string; name: string }): void {
  const codec = createProgressCodec();
  const bare: CodecContext = { shortIds: new Map(), blockStates: states };
  const order = dropOrder(states);
  const answers = Array.from({ length: 40 }, (_, i) => (i % 3 ? CORRECT : { r: [i % 4], s: 0 }));
  const full: ProgressSnapshot = {
    ...emptyProgress(states),
    answers,
    attempts: answers.map(() => 1),
    opened: Array.from({ length: 60 }, (_, i) => i),
    randomizedOptionsList: Array.from({ length: 40 }, (_, i) => [`opt${i}-aaaaaa`, `opt${i}-bbbbbb`, `opt${i}-cccccc`]),
    ...blockFields,
    attemptId: '3f0c9a52-7d4e-4b1a-9c6f-2e8d5a7b1c40',
  };
  const limits = (maxChars: number): StoreLimits => ({ maxChars, acceptsNonAscii: false });
  const lengthWithout = (r: ProgressSnapshot) => codec.encode(r, limits(1e9), bare).text.length;

  describe('a record that does not fit its store', () => {
    it('drops the parts in the documented order, only as many as it must, and says which', () => {
      const withoutOrders = { ...full, randomizedOptionsList: [] };
      const withoutTrimmed = { ...withoutOrders, [trim.key]: { [trim.kept]: (full[trim.key] as Record<string, unknown>)[trim.kept] } };
      const withoutOpened = { ...withoutTrimmed, opened: [] };
      expect(codec.encode(full, limits(lengthWithout(withoutOrders)), bare)).toMatchObject({ dropped: ['randomizedOptionsList'] });
      const encoded = codec.encode(full, limits(lengthWithout(withoutOpened)), bare);
      expect(encoded.dropped).toEqual(['randomizedOptionsList', trim.name, 'opened']);
      expect(encoded.text.length).toBeLessThanOrEqual(lengthWithout(withoutOpened));
      expect({ ...emptyProgress(states), ...(codec.decode(encoded.text, bare) as object) }).toEqual(withoutOpened);
    });

    it('keeps the answers and attempts whatever it drops', () => {
      const everything = order.reduce((r, step) => step.drop(r), full);
      const encoded = codec.encode(full, limits(lengthWithout(everything)), bare);
      expect(encoded.dropped).toEqual(order.map((s) => s.name));
      expect(codec.decode(encoded.text, bare)).toMatchObject({ answers: full.answers, attempts: full.attempts, attemptId: full.attemptId });
    });

    it('throws ProgressTooLargeError, and writes nothing cut short, when even the answers do not fit', () => {
      const everything = order.reduce((r, step) => step.drop(r), full);
      const least = lengthWithout(everything);
      const attempt = () => codec.encode(full, limits(least - 1), bare);
      expect(attempt).toThrow(ProgressTooLargeError);
      try {
        attempt();
      } catch (e) {
        expect(e).toMatchObject({ maxChars: least - 1, minimumChars: least, dropped: order.map((s) => s.name) });
      }
    });
  });
}
