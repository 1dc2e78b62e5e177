/**
 * What a content block keeps in the saved record (SPEC 3.7), declared by the block itself, as a
 * question type declares its compact answer form. Core knows no block by name: the plugin catalogue
 * collects these declarations, and the record, its reader, the codec, the course model and the
 * media gate take the keys from there (docs/plugins.md "A block with saved state").
 *
 * On the wire each state is one top-level field of the record, a map by block id (or by media id):
 * other players and the learner service read the record so, and records saved before blocks
 * declared their state load unchanged.
 */
export interface BlockState<S = unknown> {
  /** The record field (SPEC 3.7 names those of the built-in blocks). One block state per key in a player. */
  key: string;
  /**
   * Its short key in the dense format (docs/progress-format.md), fixed forever once a player has
   * saved with it: a record saved under it would otherwise lose the state. It cannot be one of the
   * record's own short keys.
   */
  denseKey: string;
  /** The form of one entry; 1 when absent. A record names the versions other than 1 it holds (blockForms). */
  version?: number;
  /**
   * Reads an entry saved in an older form (fromVersion below `version`); required once `version` is
   * above 1. An entry it returns undefined for, or throws on, is left out: that block starts over.
   */
  migrate?(entry: unknown, fromVersion: number): S | undefined;
  /** SPEC 4.5: a new attempt (a retake, start over) clears this state; media progress stays. */
  clearedOnNewAttempt: boolean;
  /**
   * When a record does not fit its store, the codec leaves out this state at this rank (lower goes
   * first). The record's own steps sit at RECORD_DROP_RANKS (core/progress/codec/dropOrder.ts);
   * learners notice a lost block state, so ranks above `opened` (30) are the usual place.
   */
  dropRank: number;
  /** Smaller cuts, each at its own rank below dropRank, taken before the whole state goes. */
  trims?: readonly BlockStateTrim[];
  /**
   * Entries are media progress ({progressedTime, totalMediaWatched}) by media id (SPEC 3.7
   * 'video_3_0', 'audio_3_VO'): SPEC 4.2's media-viewing restriction reads them.
   */
  media?: true;
}

/** One part of a block state the codec can leave out on its own (the scenario's visited scenes). */
export interface BlockStateTrim {
  /** Logged as `{key}.{name}` when the codec leaves it out. */
  name: string;
  dropRank: number;
  /** True while the state still holds this part. */
  holds(entries: Record<string, unknown>): boolean;
  /** The state without this part. */
  trim(entries: Record<string, unknown>): Record<string, unknown>;
}

/** The block states a player's blocks declare, as the layers below the plugin catalogue see them (the catalogue implements it). */
export interface DeclaredBlockStates {
  blockStates(): readonly BlockState[];
}

/** The entry media progress keeps (SPEC 3.7), as far as the media gate reads it. */
export interface MediaEntry {
  totalMediaWatched?: boolean;
}
