import type { AnyQuestionType } from '@core';

/**
 * Whether pages of a question type are answered by opening them (content pages, scenarios): its
 * plugin's own answeredOnOpen, so tests that count questions or answer them follow the plugins
 * instead of a list of type ids.
 */
export function answeredOnOpen(type: string): boolean {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugin = (require(`../../../plugins/questions/${type}`) as { default: AnyQuestionType }).default;
  return Boolean(plugin.answeredOnOpen);
}
