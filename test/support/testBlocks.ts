import { defineContentBlock, type AnyContentBlock, type BlockState } from '@core';

/*
 * Blocks made up for core's tests, so that they test how core handles declared block states without
 * naming a real block (issue 20: core knows no block kind). Shaped like the built-in ones: two that
 * a new attempt clears, one with a trim of its own that goes early, and two media states.
 */

const VISITED = 'visited';

export const notesState: BlockState = { key: 'testNotes', denseKey: 'tn', clearedOnNewAttempt: true, dropRank: 90 };
export const pathState: BlockState = {
  key: 'testPath',
  denseKey: 'tp',
  clearedOnNewAttempt: true,
  dropRank: 70,
  trims: [
    {
      name: VISITED,
      dropRank: 20,
      holds: (entries) => Object.prototype.hasOwnProperty.call(entries, VISITED),
      trim: ({ [VISITED]: _visited, ...entries }) => entries,
    },
  ],
};
export const clipsState: BlockState = { key: 'testClips', denseKey: 'tc', clearedOnNewAttempt: false, dropRank: 40, media: true };
export const soundsState: BlockState = { key: 'testSounds', denseKey: 'tz', clearedOnNewAttempt: false, dropRank: 50, media: true };

export const testBlockStates: readonly BlockState[] = [notesState, pathState, clipsState, soundsState];

const blockOf = (dataType: string, state: BlockState): AnyContentBlock => defineContentBlock({ dataType, state, loadView: async () => ({ default: () => null }) });

/** The made-up blocks, for createTestPlayer({ blocks: testBlocks }). */
export const testBlocks: AnyContentBlock[] = [
  blockOf('testNotesBlock', notesState),
  blockOf('testPathBlock', pathState),
  blockOf('testClipBlock', clipsState),
  blockOf('testSoundBlock', soundsState),
];
