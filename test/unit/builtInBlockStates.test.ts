/**
 * The state the built-in blocks keep in the saved record (SPEC 3.7), as their declarations give it
 * to the codec, the reader and the session: field names and short keys as every released player
 * wrote them, what a retake clears (SPEC 4.5), the media the media-viewing restriction waits for
 * (SPEC 4.2), and the documented drop order (docs/progress-format.md "When a record does not fit").
 * Core's own tests use made-up blocks (test/support/testBlocks.ts); these are about the real ones.
 */
import { PluginCatalogue } from '@core';
import { builtInBlocks } from '../../plugins/blocks';
import { dropOrder } from '../../core/progress/codec';
import { readProgress } from '../../core/progress/readProgress';
import { createTestPlayer } from '../support/createTestPlayer';
import { MemoryStore } from '../support/memoryStore';
import { expectReadOnlyOnceWatched } from '../support/mediaGateCase';
import { describeRecordThatDoesNotFit } from '../support/overBudgetSuite';

const registry = new PluginCatalogue().registerAll('block', builtInBlocks);
const STATES = registry.blockStates();
const DROP_ORDER = dropOrder(STATES);

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

describeRecordThatDoesNotFit(STATES, {
  scenario: { block1: ['scene-3', 'scene-2', 'scene-3'], navHist: { block1: Array.from({ length: 30 }, (_, i) => `scene-${i}-with-a-long-id`) } },
  videoProgress: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`video_${i}_0`, { progressedTime: 12.5 * i, totalMediaWatched: i % 2 === 0 }])),
  audioProgress: { audio_3_VO: { progressedTime: 30, totalMediaWatched: true } },
  walkthrough: { walk1: ['step-2', 'step-3'] },
  cardSorting: { sort1: { card1: 'pile-a', card2: 'pile-b' } },
  checklistItems: { list1: { item1: { isChecked: true } } },
}, { key: 'scenario', kept: 'block1', name: 'scenario.navHist' });

describe('the drop order of the built-in block states', () => {
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
    await expectReadOnlyOnceWatched('videoProgress');
  });

});
