/**
 * The state the built-in blocks keep in the saved record (SPEC 3.7), as their declarations give it
 * to the codec, the reader and the session: field names and short keys as every released player
 * wrote them, what a retake clears (SPEC 4.5), the media the media-viewing restriction waits for
 * (SPEC 4.2), and the documented drop order (docs/progress-format.md "When a record does not fit").
 * Core's own tests use made-up blocks (test/support/testBlocks.ts); these are about the real ones.
 */
import { PluginCatalogue, type ProgressSnapshot } from '@core';
import { builtInBlocks } from '../../plugins/blocks';
import { CORRECT } from '../../core/progress/answers';
import { createProgressCodec, dropOrder, ProgressTooLargeError, type CodecContext, type StoreLimits } from '../../core/progress/codec';
import { emptyProgress } from '../../core/progress/progressRecord';
import { readProgress } from '../../core/progress/readProgress';
import { createTestPlayer } from '../support/createTestPlayer';
import { MemoryStore } from '../support/memoryStore';

const registry = new PluginCatalogue().registerAll('block', builtInBlocks);
const STATES = registry.blockStates();
const codec = createProgressCodec();
const DROP_ORDER = dropOrder(STATES);
const bare: CodecContext = { shortIds: new Map(), blockStates: STATES };
const record = (fields: Partial<ProgressSnapshot>): ProgressSnapshot => ({ ...emptyProgress(STATES), ...fields });

describe('the built-in block states', () => {
  it('keep the record fields and short keys of SPEC 3.7 and format 2', () => {
    expect(Object.fromEntries(STATES.map((s) => [s.key, s.denseKey]))).toEqual({
      checklistItems: 'ci',
      cardSorting: 'cs',
      scenario: 'sc',
      walkthrough: 'wt',
      videoProgress: 'vp',
      audioProgress: 'ap',
    });
  });

  it('are cleared on a new attempt, except media progress (SPEC 4.5); media progress is what the media gate reads (SPEC 4.2)', () => {
    expect(STATES.filter((s) => s.clearedOnNewAttempt).map((s) => s.key).sort()).toEqual(['cardSorting', 'checklistItems', 'scenario', 'walkthrough']);
    expect(STATES.filter((s) => s.media).map((s) => s.key).sort()).toEqual(['audioProgress', 'videoProgress']);
  });

  it('are each checked as a map when a record is read', () => {
    for (const { key } of STATES) {
      expect(readProgress({ v: 1, [key]: [] }, STATES)).toEqual({ ok: false, reason: expect.stringMatching(new RegExp(`${key} is a list`)) });
      expect(readProgress({ v: 1 }, STATES)).toMatchObject({ ok: true, record: { [key]: {} } });
    }
  });
});

describe('a record that does not fit its store', () => {
  const answers = Array.from({ length: 40 }, (_, i) => (i % 3 ? CORRECT : { r: [i % 4], s: 0 }));
  const full = record({
    answers,
    attempts: answers.map(() => 1),
    opened: Array.from({ length: 60 }, (_, i) => i),
    randomizedOptionsList: Array.from({ length: 40 }, (_, i) => [`opt${i}-aaaaaa`, `opt${i}-bbbbbb`, `opt${i}-cccccc`]),
    scenario: { block1: ['scene-3', 'scene-2', 'scene-3'], navHist: { block1: Array.from({ length: 30 }, (_, i) => `scene-${i}-with-a-long-id`) } },
    videoProgress: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`video_${i}_0`, { progressedTime: 12.5 * i, totalMediaWatched: i % 2 === 0 }])),
    audioProgress: { audio_3_VO: { progressedTime: 30, totalMediaWatched: true } },
    walkthrough: { walk1: ['step-2', 'step-3'] },
    cardSorting: { sort1: { card1: 'pile-a', card2: 'pile-b' } },
    checklistItems: { list1: { item1: { isChecked: true } } },
    attemptId: '3f0c9a52-7d4e-4b1a-9c6f-2e8d5a7b1c40',
  });
  const limits = (maxChars: number): StoreLimits => ({ maxChars, acceptsNonAscii: false });
  const lengthWithout = (r: ProgressSnapshot) => codec.encode(r, limits(1e9), bare).text.length;

  it('drops the parts in the documented order, only as many as it must, and says which', () => {
    const withoutOrders = { ...full, randomizedOptionsList: [] };
    const withoutHistory = { ...withoutOrders, scenario: { block1: (full.scenario as Record<string, unknown>).block1 } };
    const withoutOpened = { ...withoutHistory, opened: [] };
    expect(codec.encode(full, limits(lengthWithout(withoutOrders)), bare)).toMatchObject({ dropped: ['randomizedOptionsList'] });
    const encoded = codec.encode(full, limits(lengthWithout(withoutOpened)), bare);
    expect(encoded.dropped).toEqual(['randomizedOptionsList', 'scenario.navHist', 'opened']);
    expect(encoded.text.length).toBeLessThanOrEqual(lengthWithout(withoutOpened));
    expect({ ...emptyProgress(STATES), ...(codec.decode(encoded.text, bare) as object) }).toEqual(withoutOpened);
  });

  it('keeps the answers and attempts whatever it drops', () => {
    const everything = DROP_ORDER.reduce((r, step) => step.drop(r), full);
    const encoded = codec.encode(full, limits(lengthWithout(everything)), bare);
    expect(encoded.dropped).toEqual(DROP_ORDER.map((s) => s.name));
    expect(codec.decode(encoded.text, bare)).toMatchObject({ answers: full.answers, attempts: full.attempts, attemptId: full.attemptId });
  });

  it('throws ProgressTooLargeError, and writes nothing cut short, when even the answers do not fit', () => {
    const everything = DROP_ORDER.reduce((r, step) => step.drop(r), full);
    const least = lengthWithout(everything);
    const attempt = () => codec.encode(full, limits(least - 1), bare);
    expect(attempt).toThrow(ProgressTooLargeError);
    try {
      attempt();
    } catch (e) {
      expect(e).toMatchObject({ maxChars: least - 1, minimumChars: least, dropped: DROP_ORDER.map((s) => s.name) });
    }
  });

  it('drops in this order (docs/progress-format.md lists the same)', () => {
    expect(DROP_ORDER.map((s) => s.name)).toEqual([
      'randomizedOptionsList',
      'scenario.navHist',
      'opened',
      'videoProgress',
      'audioProgress',
      'walkthrough',
      'scenario',
      'cardSorting',
      'checklistItems',
    ]);
  });
});

describe('content block state in a session (SPEC 3.7, 4.5)', () => {
  it('is saved and restored, and a retake clears checklists, scenarios, walkthroughs and card sorting but keeps media progress', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    session.blocks.set('checklistItems', 'list1', { item1: { isChecked: true } });
    session.blocks.set('cardSorting', 'sort1', { card1: 'cat1' });
    session.blocks.set('scenario', 'scene1', ['s2', 's1', 's2']);
    session.blocks.set('videoProgress', 'media_0_0', { progressedTime: 12, totalMediaWatched: true });
    const again = (await createTestPlayer({ storage })).session;
    expect(again.blocks.get('checklistItems', 'list1')).toEqual({ item1: { isChecked: true } });
    expect(again.blocks.get('videoProgress', 'media_0_0')).toEqual({ progressedTime: 12, totalMediaWatched: true });
    await again.attempts.startOver();
    expect(again.blocks.get('checklistItems', 'list1')).toBeUndefined();
    expect(again.blocks.get('cardSorting', 'sort1')).toBeUndefined();
    expect(again.blocks.get('scenario', 'scene1')).toBeUndefined();
    expect(again.blocks.get('videoProgress', 'media_0_0')).toEqual({ progressedTime: 12, totalMediaWatched: true });
    expect((storage.saved as { checklistItems: object }).checklistItems).toEqual({});
  });

  it('answers a content page under the media-viewing restriction (SPEC 4.2) only once its video is watched', async () => {
    const restricted = { 'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), mediaRestriction: { enabled: true } }) };
    const { session } = await createTestPlayer({ overrides: restricted });
    const page = session.course.questions.find((q) => q.type === 'informationContent')!;
    session.actions.open(page.id);
    expect(page.isAnswered).toBe(false);
    session.media.registerMediaBlock(page.id, 'block1');
    session.media.registerMedia(page.id, 'block1', 'media_0_0');
    session.media.contentShown(page.id);
    expect(session.media.mediaPending(page.id)).toBe(true);
    expect(page.isAnswered).toBe(false);
    session.blocks.set('videoProgress', 'media_0_0', { progressedTime: 3, totalMediaWatched: false });
    expect(page.isAnswered).toBe(false);
    session.blocks.set('videoProgress', 'media_0_0', { progressedTime: 4, totalMediaWatched: true });
    expect(page.isAnswered).toBe(true);
    expect(session.media.mediaPending(page.id)).toBe(false);
  });
});
