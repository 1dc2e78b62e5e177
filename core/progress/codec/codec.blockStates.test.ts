/**
 * Block states in format 2 (docs/progress-format.md): each under the dense key its block declares,
 * at format 2's place for the keys it was released with, unknown ones kept as they are, blockForms
 * under its own short key. The blocks are made up (test/support/testBlocks.ts).
 */
import { testBlockStates } from '../../../test/support/testBlocks';
import { emptyProgress, type ProgressSnapshot } from '../progressRecord';
import { createProgressCodec, type CodecContext, type StoreLimits } from '.';

const codec = createProgressCodec();
const BROWSER: StoreLimits = { acceptsNonAscii: true };
const context: CodecContext = { shortIds: new Map(), blockStates: testBlockStates };
const record = (fields: Partial<ProgressSnapshot>): ProgressSnapshot => ({ ...emptyProgress(), ...fields });
const roundTrip = (r: ProgressSnapshot) => ({ ...emptyProgress(), ...(codec.decode(codec.encode(r, BROWSER, context).text, context) as object) });
const plainText = (r: ProgressSnapshot) => codec.encode(r, BROWSER, context).text;

describe('block states (core/plugins/BlockState.ts)', () => {
  it('writes each declared state under its dense key, after the record\'s own fields, and reads it back', () => {
    const r = record({ language: 'en', testNotes: { list1: { a: true } }, testClips: { video_0_0: { progressedTime: 3, totalMediaWatched: false } } });
    expect(plainText(r)).toBe('~2.{"v":1,"g":"en","tn":{"list1":{"a":true}},"tc":{"video_0_0":{"progressedTime":3,"totalMediaWatched":false}}}');
    expect(roundTrip(r)).toEqual(r);
  });

  it("writes a dense key that format 2 was released with at that key's place", () => {
    const released: CodecContext = { shortIds: new Map(), blockStates: [{ key: 'testReleased', denseKey: 'vp', clearedOnNewAttempt: false, dropRank: 40 }] };
    const r = record({ isForcedNavigationEnabled: true, testReleased: { a: 1 }, timer: { elapsed: 1, status: 'STARTED' } });
    expect(codec.encode(r, BROWSER, released).text).toBe('~2.{"v":1,"fn":true,"vp":{"a":1},"tm":{"elapsed":1,"status":"STARTED"}}');
  });

  it('keeps the field of a state no registered block declares exactly as it is', () => {
    const r = record({ otherBlock: { b1: [1, 2] } });
    expect(plainText(r)).toBe('~2.{"v":1,"+":{"otherBlock":{"b1":[1,2]}}}');
    expect(roundTrip(r)).toEqual(r);
  });

  it('writes blockForms under its own short key, and nothing for empty states and forms', () => {
    expect(plainText(record({ testNotes: {}, blockForms: {} }))).toBe('~2.{"v":1}');
    const r = record({ blockForms: { testNotes: 2 } });
    expect(plainText(r)).toBe('~2.{"v":1,"bf":{"testNotes":2}}');
    expect(roundTrip(r)).toEqual(r);
  });
});
