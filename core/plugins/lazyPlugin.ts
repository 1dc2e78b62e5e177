/**
 * A plugin registered by id whose code loads on first use (a delivery, a tracking plugin, a question
 * type): the first page carries this line and an import() per plugin, not the plugin.
 */
export interface LazyPlugin<T> {
  readonly id: string;
  readonly lazy: true;
  /** The plugin's code, loaded once: every caller shares the first load, while it runs and after. */
  load(): Promise<T>;
}

/**
 * Wraps `load` so that the code is fetched once however many callers ask (the session preloads at
 * start-up and opens later). The first load's outcome is kept, a failure too: every caller sees the
 * same rejection, and the plugin catalogue (core/catalogue) reports it once.
 */
export function lazyPlugin<T>(id: string, load: () => Promise<T>): LazyPlugin<T> {
  let loading: Promise<T> | null = null;
  return { id, lazy: true, load: () => (loading ??= load()) };
}

export const isLazyPlugin = <T>(value: unknown): value is LazyPlugin<T> => !!value && (value as LazyPlugin<T>).lazy === true;
