import { PlayerError } from '../errors/catalogue';
import { RESERVED_SHORT_KEYS } from '../progress/codec/shortKeys';
import { RECORD_FIELDS } from '../progress/progressRecord';
import type { BlockState } from './BlockState';
import type { AnyContentBlock } from './ContentBlock';

const fail = (message: string): never => {
  throw new PlayerError('registry', message);
};

/**
 * The block states of the registered blocks. A key or dense key names one state for good: two
 * blocks claiming one would read each other's saved entries, so registration fails as loudly as a
 * duplicate data-type. Blocks may share one declaration (the same object): that is one state.
 */
export class BlockStateCatalogue {
  private readonly owners = new Map<BlockState, string>();
  private readonly byKey = new Map<string, BlockState>();
  private readonly byDenseKey = new Map<string, BlockState>();
  private listed: readonly BlockState[] = [];

  /** Checks the block's declaration and keeps it; throws before keeping anything. */
  add(block: AnyContentBlock): void {
    const state = block.state;
    if (!state || this.owners.has(state)) return;
    check(block.dataType, state);
    const sameKey = this.byKey.get(state.key);
    if (sameKey) fail(`Block state '${state.key}' is declared by both '${this.owners.get(sameKey)}' and '${block.dataType}': only one block may keep a record field.`);
    const sameDense = this.byDenseKey.get(state.denseKey);
    if (sameDense) fail(`The dense key '${state.denseKey}' of block state '${state.key}' (${block.dataType}) is already the dense key of '${sameDense.key}' (${this.owners.get(sameDense)}).`);
    this.owners.set(state, block.dataType);
    this.byKey.set(state.key, state);
    this.byDenseKey.set(state.denseKey, state);
    // One array per set of states: the codec keeps its drop order per array.
    this.listed = [...this.listed, state];
  }

  list(): readonly BlockState[] {
    return this.listed;
  }
}

function check(dataType: string, state: BlockState): void {
  const where = `Block '${dataType}' declares a state`;
  if (typeof state.key !== 'string' || !state.key || state.key in Object.prototype) fail(`${where} without a usable key.`);
  if (RECORD_FIELDS.has(state.key)) fail(`${where} under '${state.key}', a field of the record itself.`);
  if (typeof state.denseKey !== 'string' || !state.denseKey || state.denseKey in Object.prototype) fail(`${where} ('${state.key}') without a usable dense key.`);
  if (RESERVED_SHORT_KEYS.has(state.denseKey)) fail(`${where} ('${state.key}') whose dense key '${state.denseKey}' is one of the record's own short keys.`);
  const version = state.version ?? 1;
  if (!Number.isInteger(version) || version < 1) fail(`${where} ('${state.key}') of version ${String(state.version)}: versions are whole numbers from 1.`);
  if (version > 1 && typeof state.migrate !== 'function') fail(`${where} ('${state.key}') of version ${version} without migrate(): entries saved in an older form could not be read.`);
  if (!Number.isFinite(state.dropRank)) fail(`${where} ('${state.key}') without a drop rank.`);
  const names = new Set<string>();
  for (const trim of state.trims ?? []) {
    if (!trim.name || names.has(trim.name)) fail(`${where} ('${state.key}') with a trim that has no name of its own.`);
    names.add(trim.name);
    if (!(trim.dropRank < state.dropRank)) fail(`${where} ('${state.key}') whose trim '${trim.name}' ranks ${trim.dropRank}, not before the whole state (${state.dropRank}).`);
  }
}
