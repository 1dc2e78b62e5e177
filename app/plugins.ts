import type { PluginCatalogue, PluginRegistration } from '@core';
import { builtInBlocks } from '../plugins/blocks';
import { builtInQuestionTypes } from '../plugins/questions';
import { builtInDeliveries } from './delivery';
import { builtInTrackings } from './tracking';

/** Plugins a host adds to the built-in ones (docs/plugins.md): each kind after the player's own. */
export interface ExtraPlugins {
  questionTypes?: PluginRegistration<'question'>[];
  blocks?: PluginRegistration<'block'>[];
  deliveries?: PluginRegistration<'delivery'>[];
  trackings?: PluginRegistration<'tracking'>[];
  sinks?: PluginRegistration<'sink'>[];
}

/** The question types and content blocks the player ships with, then the host's. */
export function registerContentPlugins(catalogue: PluginCatalogue, extra: ExtraPlugins = {}): PluginCatalogue {
  catalogue.registerAll('question', [...builtInQuestionTypes, ...(extra.questionTypes ?? [])]);
  return catalogue.registerAll('block', [...builtInBlocks, ...(extra.blocks ?? [])]);
}

/**
 * Every plugin of a player, in one catalogue: the content plugins, the delivery backends and tracking
 * destinations the player ships with (one line each: app/delivery, app/tracking), the host's own of
 * every kind, and its tracking sinks. The session freezes the catalogue when it starts.
 */
export function registerPlugins(catalogue: PluginCatalogue, extra: ExtraPlugins = {}): PluginCatalogue {
  registerContentPlugins(catalogue, extra);
  catalogue.registerAll('delivery', [...builtInDeliveries, ...(extra.deliveries ?? [])]);
  catalogue.registerAll('tracking', [...builtInTrackings, ...(extra.trackings ?? [])]);
  return catalogue.registerAll('sink', extra.sinks ?? []);
}
