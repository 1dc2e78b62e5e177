import { PlayerError } from '../errors/catalogue';
import type { BlockState } from './BlockState';
import type { AnyContentBlock } from './ContentBlock';

/**
 * The block states of the registered blocks. A key or dense key names one state for good: two
 * blocks claiming one would read each other's saved entries, so registration fails as loudly as a
 * duplicate data-type. Blocks may share one declaration (the same object): that is one state.
 * What a declaration must be towards the record itself (its own fields and short keys, versions,
 * ranks) is checked with the codec, off the first page (core/progress/codec/checkBlockStates.ts).
 */
export class BlockStateCatalogue {
  private readonly owners = new Map<BlockState, string>();
  private listed: readonly BlockState[] = [];

  /** Keeps the block's declaration; throws, keeping nothing, when another block has its key or dense key. */
  add({ dataType, state }: AnyContentBlock): void {
    if (!state || this.owners.has(state)) return;
    for (const [other, owner] of this.owners) {
      const same = other.key === state.key ? `key '${state.key}'` : other.denseKey === state.denseKey ? `dense key '${state.denseKey}'` : '';
      if (same) throw new PlayerError('registry', `Blocks '${owner}' and '${dataType}' both keep their state under the ${same}: only one block may claim it.`);
    }
    this.owners.set(state, dataType);
    // A new array for each change: the codec keeps its drop order per array.
    this.listed = [...this.listed, state];
  }

  list(): readonly BlockState[] {
    return this.listed;
  }
}
