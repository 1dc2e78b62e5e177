import type { DeliveryPlugin } from '../delivery/DeliveryPlugin';
import type { TrackingSink } from '../delivery/TrackingSink';
import type { AnyContentBlock } from '../plugins/ContentBlock';
import type { AnyQuestionType } from '../plugins/QuestionType';
import type { TrackingPlugin } from '../tracking/TrackingPlugin';

/** The five kinds of plugin the player is built from (ARCHITECTURE.md), and what a plugin of each kind is. */
export interface PluginKinds {
  question: AnyQuestionType;
  block: AnyContentBlock;
  delivery: DeliveryPlugin;
  tracking: TrackingPlugin;
  sink: TrackingSink;
}

export type PluginKind = keyof PluginKinds;

/** How the catalogue tells a plugin of a kind, names it in errors, and where a missing one probably lives. */
export interface KindSpec {
  noun: string;
  /** The folder its built-in plugins live in, for "probably missing" (empty where the host adds them). */
  folder: string;
  /** The ids a plugin claims: its id, or a block's data-type and aliases. */
  ids(plugin: never): string[];
  /** Whether a loaded value is a plugin of this kind (a lazy entry loaded as something else is refused). */
  is(value: unknown): boolean;
}

type Loose = Record<string, unknown>;
const fn = (value: unknown, ...names: string[]) => typeof value === 'object' && value !== null && names.every((n) => typeof (value as Loose)[n] === 'function');
const named = (value: unknown, field = 'id') => typeof value === 'object' && value !== null && typeof (value as Loose)[field] === 'string' && (value as Loose)[field] !== '';

export const KINDS: { readonly [K in PluginKind]: KindSpec & { ids(plugin: PluginKinds[K]): string[] } } = {
  question: { noun: 'question type', folder: 'plugins/questions', ids: (p) => [p.id], is: (v) => named(v) && fn(v, 'score', 'isAnswered') },
  block: { noun: 'content block', folder: 'plugins/blocks', ids: (p) => [p.dataType, ...(p.aliases ?? [])], is: (v) => named(v, 'dataType') && fn(v, 'loadView') },
  delivery: { noun: 'delivery plugin', folder: 'adapters/delivery', ids: (p) => [p.id], is: (v) => named(v) && fn(v, 'detect', 'open') },
  tracking: { noun: 'tracking plugin', folder: 'adapters/tracking', ids: (p) => [p.id], is: (v) => named(v) && fn(v, 'open') && !fn(v, 'detect') },
  sink: { noun: 'tracking sink', folder: '', ids: (p) => [p.id], is: (v) => named(v) && fn(v, 'handle', 'flush') },
};
