/**
 * A reflection note (the example block of docs/plugins.md "A block with saved state"): a prompt the
 * author writes, and a text box for the learner's answer to it, kept in the progress record.
 *
 *   <div class="eg-content-editor" data-type="reflectionNote"><p>What will you try first?</p></div>
 *
 * Saved state: the record field `reflectionNotes`, by block id. Version 1 of an entry was the text
 * alone; version 2 is {text}, so that a later field (when it was written) does not need another
 * form. Records saved with version 1 still load: migrateNote reads them.
 */
export interface Note {
  text: string;
}

/** The form of one entry the block writes today. */
export const NOTE_VERSION = 2;

/** An entry saved in an older form, in today's; undefined for anything unreadable (that note starts empty). */
export function migrateNote(entry: unknown, fromVersion: number): Note | undefined {
  if (fromVersion === 1 && typeof entry === 'string') return { text: entry };
  return undefined;
}

/** The saved note read leniently: a stored record may be old or edited by hand. */
export function readNote(state: unknown): Note {
  const text = typeof state === 'object' && state !== null ? (state as { text?: unknown }).text : undefined;
  return { text: typeof text === 'string' ? text : '' };
}
