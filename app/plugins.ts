import type { AnyContentBlock, PluginRegistry } from '@core';
import { builtInBlocks } from '../plugins/blocks';
import { builtInQuestionTypes } from '../plugins/questions';

/** Registers every plugin the player ships with, then the ones a host page adds (see docs/plugins.md). */
export function registerPlugins(
  registry: PluginRegistry,
  extra: { questionTypes?: Parameters<PluginRegistry['registerQuestionType']>[0][]; blocks?: AnyContentBlock[] } = {},
): PluginRegistry {
  for (const type of builtInQuestionTypes) registry.registerQuestionType(type);
  for (const type of extra.questionTypes ?? []) registry.registerQuestionType(type);
  for (const block of builtInBlocks) registry.registerBlock(block);
  for (const block of extra.blocks ?? []) registry.registerBlock(block);
  return registry.freeze();
}
