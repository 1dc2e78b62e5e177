import type { PluginRegistry } from '@core';
import { builtInQuestionTypes } from '../plugins/questions';

/** Registers every plugin the player ships with, then the ones a host page adds (see docs/plugins.md). */
export function registerPlugins(registry: PluginRegistry, extra: { questionTypes?: Parameters<PluginRegistry['registerQuestionType']>[0][] } = {}): PluginRegistry {
  for (const type of builtInQuestionTypes) registry.registerQuestionType(type);
  for (const type of extra.questionTypes ?? []) registry.registerQuestionType(type);
  return registry.freeze();
}
