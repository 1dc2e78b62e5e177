import { PlayerError } from '../errors/catalogue';
import type { BlockState, DeclaredBlockStates } from '../plugins/BlockState';
import { BlockStateCatalogue } from '../plugins/blockStateCatalogue';
import type { AnyContentBlock } from '../plugins/ContentBlock';
import { isLazyPlugin } from '../plugins/lazyPlugin';
import type { AnyQuestionType, QuestionTypes } from '../plugins/QuestionType';
import { nearestName } from '../util/nearest';
import { KINDS, type PluginKind, type PluginKinds } from './pluginKinds';

export type { PluginKind, PluginKinds } from './pluginKinds';

/**
 * A plugin registered by id whose code loads when first needed: `lazyPlugin(id, load)`, or a bare
 * `{ id, load }` whose load gives the plugin or a module with it as its default export.
 */
export interface LazyEntry<T> {
  readonly id: string;
  load(): Promise<T | { default: T }>;
}

/** What may be registered for a kind: the plugin itself or its lazy entry. */
export type PluginRegistration<K extends PluginKind> = PluginKinds[K] | LazyEntry<PluginKinds[K]>;

interface Entry<T> {
  id: string;
  plugin?: T;
  lazy?: LazyEntry<T>;
  loading?: Promise<T>;
}

type Shelves = { [K in PluginKind]: Map<string, Entry<PluginKinds[K]>> };

/**
 * The one catalogue of every plugin of a player: question types, content blocks, delivery backends,
 * tracking plugins and tracking sinks (ARCHITECTURE.md). The composition root registers them at
 * start-up and the session freezes it, so a plugin cannot appear halfway through a session. One
 * lazy loader serves every kind and checks that what loaded is a plugin of that kind under the id it
 * was registered with; an unknown id fails loudly, naming the near miss or the folder that is
 * probably missing. One catalogue per player container (core/di), so players never share plugins.
 */
export class PluginCatalogue implements QuestionTypes, DeclaredBlockStates {
  private readonly shelves: Shelves = { question: new Map(), block: new Map(), delivery: new Map(), tracking: new Map(), sink: new Map() };
  /** The saved states the blocks declare (core/plugins/BlockState.ts): no two blocks may claim one key. */
  private readonly states = new BlockStateCatalogue();
  private frozen = false;

  register<K extends PluginKind>(kind: K, registration: PluginRegistration<K>): this {
    const spec = KINDS[kind];
    if (this.frozen) throw new PlayerError('registry', `Cannot register ${spec.noun} '${idOf(registration)}': the plugin catalogue is frozen after startup.`);
    const lazy = isLazyEntry(kind, registration);
    const ids = lazy ? [registration.id] : KINDS[kind].is(registration) ? spec.ids(registration as never) : [];
    if (ids.length === 0 || ids.some((id) => typeof id !== 'string' || !id)) {
      throw new PlayerError('registry', `A ${pluginNoun(spec.noun)} must have a non-empty string id${lazy ? '' : ` and the ${spec.noun} contract`}.`);
    }
    const shelf = this.shelves[kind] as Map<string, Entry<PluginKinds[K]>>;
    for (const id of ids) {
      if (shelf.has(id)) {
        throw new PlayerError('registry', `${capital(spec.noun)} '${id}' is registered twice: only one plugin may claim ${kind === 'block' ? 'a data-type' : 'an id'}${where(spec.folder, id)}.`);
      }
    }
    // A block's state is checked before anything of it is kept: a refused block registers nothing.
    if (kind === 'block' && !lazy) this.states.add(registration as AnyContentBlock);
    const entry: Entry<PluginKinds[K]> = lazy ? { id: ids[0], lazy: registration } : { id: ids[0], plugin: registration as PluginKinds[K] };
    for (const id of ids) shelf.set(id, entry);
    return this;
  }

  registerAll<K extends PluginKind>(kind: K, registrations: readonly PluginRegistration<K>[]): this {
    for (const r of registrations) this.register(kind, r);
    return this;
  }

  freeze(): this {
    this.frozen = true;
    return this;
  }

  get isFrozen(): boolean {
    return this.frozen;
  }

  has(kind: PluginKind, id: string): boolean {
    return this.shelves[kind].has(id);
  }

  /** Every id registered for a kind (a block's aliases included), in registration order. */
  ids(kind: PluginKind): string[] {
    return [...this.shelves[kind].keys()];
  }

  /**
   * Loads the lazily registered plugins of a kind (all of them, or those of `ids`; unknown ids are
   * left alone) and gives them, in registration order. The code of each is fetched once, however many
   * callers ask; a failed load stays failed, and every caller sees it.
   */
  async load<K extends PluginKind>(kind: K, ids?: Iterable<string>): Promise<PluginKinds[K][]> {
    const shelf = this.shelves[kind] as Map<string, Entry<PluginKinds[K]>>;
    const wanted = ids ? [...new Set(ids)].filter((id) => shelf.has(id)) : [...shelf.keys()];
    const entries = [...new Set(wanted.map((id) => shelf.get(id)!))];
    return Promise.all(entries.map((entry) => this.loadEntry(kind, entry)));
  }

  /** A loaded plugin; fails loudly on an unknown id or one whose code is not loaded yet. */
  get<K extends PluginKind>(kind: K, id: string): PluginKinds[K] {
    const entry = this.shelves[kind].get(id) as Entry<PluginKinds[K]> | undefined;
    if (entry?.plugin) return entry.plugin;
    const spec = KINDS[kind];
    if (entry) throw new PlayerError('registry', `${capital(spec.noun)} '${id}' is registered but not loaded: load its kind first (catalogue.load('${kind}', ids)).`);
    const known = this.ids(kind);
    const near = nearestName(id, known);
    const hint = near ? ` Did you mean '${near}'?` : ` The plugin${spec.folder ? ` ${spec.folder}/${id}/` : ''} is probably missing or not registered at startup.`;
    throw new PlayerError('registry', `No ${pluginNoun(spec.noun)} is registered for '${id}'.${hint} Registered: ${known.join(', ') || 'none'}.`);
  }

  /** A loaded plugin, or undefined for an id nobody registered. */
  find<K extends PluginKind>(kind: K, id: string): PluginKinds[K] | undefined {
    return (this.shelves[kind].get(id) as Entry<PluginKinds[K]> | undefined)?.plugin;
  }

  hasQuestionType(id: string): boolean {
    return this.has('question', id);
  }

  questionType(id: string): AnyQuestionType {
    return this.get('question', id);
  }

  /** The block plugin of a fragment's data-type; undefined renders the unknown-block card. */
  block(dataType: string): AnyContentBlock | undefined {
    return this.find('block', dataType);
  }

  /** The state every registered block declares, in registration order (the record's block fields, SPEC 3.7). */
  blockStates(): readonly BlockState[] {
    return this.states.list();
  }

  private loadEntry<K extends PluginKind>(kind: K, entry: Entry<PluginKinds[K]>): Promise<PluginKinds[K]> {
    if (entry.plugin) return Promise.resolve(entry.plugin);
    entry.loading ??= entry.lazy!.load().then((loaded) => {
      const plugin = unwrap(kind, loaded);
      const spec = KINDS[kind];
      if (!plugin) throw new PlayerError('registry', `The plugin loaded for ${spec.noun} '${entry.id}' is not a ${spec.noun}.`);
      const ids = spec.ids(plugin as never);
      if (!ids.includes(entry.id)) throw new PlayerError('registry', `The plugin loaded for ${spec.noun} '${entry.id}' declares the id '${ids[0]}'.`);
      if (kind === 'block') this.states.add(plugin as AnyContentBlock);
      entry.plugin = plugin;
      return plugin;
    });
    return entry.loading;
  }
}

/** Lazy when marked so (lazyPlugin) or, for a bare `{ id, load }`, when it is not itself a plugin of the kind. */
function isLazyEntry<K extends PluginKind>(kind: K, value: PluginRegistration<K>): value is LazyEntry<PluginKinds[K]> {
  if (isLazyPlugin(value)) return true;
  return typeof (value as LazyEntry<unknown>)?.load === 'function' && typeof (value as LazyEntry<unknown>).id === 'string' && !KINDS[kind].is(value);
}

function unwrap<K extends PluginKind>(kind: K, loaded: unknown): PluginKinds[K] | null {
  if (KINDS[kind].is(loaded)) return loaded as PluginKinds[K];
  const inner = (loaded as { default?: unknown } | null)?.default;
  return KINDS[kind].is(inner) ? (inner as PluginKinds[K]) : null;
}

const idOf = (value: unknown) => String((value as { id?: unknown; dataType?: unknown })?.id ?? (value as { dataType?: unknown })?.dataType);
/** 'question type plugin', 'delivery plugin' (not 'delivery plugin plugin'). */
const pluginNoun = (noun: string) => (noun.endsWith('plugin') ? noun : `${noun} plugin`);
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);
const where = (folder: string, id: string) => (folder ? ` (check ${folder}/${id}/ and any custom plugin)` : '');
