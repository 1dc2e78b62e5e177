import { PlayerError } from '../../errors/catalogue';
import type { BlockState } from '../../plugins/BlockState';
import { KEYS, LENGTHS, AS_IS } from './shortKeys';

/** The record's own field names: answers and attempts are the answer stream's, the rest have short keys. */
export const RECORD_FIELDS: readonly string[] = [...Object.keys(KEYS), 'answers', 'attempts'];
/** The short keys of the record's own fields and of the dense format itself. */
export const RESERVED_SHORT_KEYS: readonly string[] = [...Object.values(KEYS), LENGTHS, AS_IS];

const checked = new WeakSet<readonly BlockState[]>();

/**
 * Whether the registered blocks' states fit the record: a key that is a field of the record or a
 * dense key that is one of its short keys would overwrite the record's own, an entry form above 1
 * needs a migration, and a trim goes before its state. The catalogue checks that no two blocks share
 * a key (blockStateCatalogue.ts); these need the record's tables, which stay off the first page, so
 * they are checked when a course's codec context is built, before anything is read or saved. Throws
 * a PlayerError naming the block's state and what is wrong.
 */
export function checkBlockStates(states: readonly BlockState[]): void {
  if (checked.has(states)) return;
  for (const { key, denseKey, version = 1, migrate, dropRank, trims = [] } of states) {
    const problem =
      (!key || key in Object.prototype || RECORD_FIELDS.includes(key) ? `its key '${key}' is not free for a block` : '') ||
      (!denseKey || denseKey in Object.prototype || RESERVED_SHORT_KEYS.includes(denseKey) ? `its dense key '${denseKey}' is one the record keeps for itself` : '') ||
      (!Number.isInteger(version) || version < 1 ? `its version ${version} is not a whole number from 1` : '') ||
      (version > 1 && typeof migrate !== 'function' ? `its version ${version} has no migrate() to read older entries` : '') ||
      (!Number.isFinite(dropRank) ? 'it has no drop rank' : '') ||
      trims.filter((trim) => !(trim.dropRank < dropRank)).map((trim) => `its trim '${trim.name}' does not rank before the whole state (${dropRank})`)[0];
    if (problem) throw new PlayerError('registry', `The block state '${key}' cannot be saved: ${problem} (core/plugins/BlockState.ts).`);
  }
  checked.add(states);
}
