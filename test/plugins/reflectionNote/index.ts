import { defineContentBlock } from '@core';
import { migrateNote, NOTE_VERSION, type Note } from './model';

/**
 * The example block of docs/plugins.md: a block with saved state that lives outside plugins/,
 * registered by a host's own entry through core's public API alone (`startPlayer(root, { blocks:
 * [reflectionNote] })`). Its declaration is all the player needs to save, restore, migrate and
 * budget its notes.
 */
export default defineContentBlock<Note>({
  dataType: 'reflectionNote',
  state: {
    key: 'reflectionNotes',
    denseKey: 'rn',
    version: NOTE_VERSION,
    migrate: migrateNote,
    // Kept across attempts (SPEC 4.5 clears only what an attempt redoes), and the last thing a
    // record that does not fit gives up: the learner wrote it and cannot rebuild it.
    clearedOnNewAttempt: false,
    dropRank: 95,
  },
  loadView: () => import(/* webpackChunkName: "b-reflectionNote" */ './View'),
});
