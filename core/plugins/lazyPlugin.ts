/**
 * A plugin registered by id whose code loads on first use (a delivery, a tracking plugin, a question
 * type): the first page carries this line and an import() per plugin, not the plugin.
 */
export interface LazyPlugin<T> {
  readonly id: string;
  readonly lazy: true;
  /** The plugin's code, loaded once: every caller shares the first load while it runs and after it succeeds. */
  load(): Promise<T>;
}

/**
 * Wraps `load` so that the code is fetched once however many callers ask (the session preloads at
 * start-up and opens later). A failed load is not kept: it rejects for every caller that waited on
 * it, and the next call tries again, as a chunk that failed on a flaky network may load the second time.
 */
export function lazyPlugin<T>(id: string, load: () => Promise<T>): LazyPlugin<T> {
  let loading: Promise<T> | null = null;
  return {
    id,
    lazy: true,
    load: () =>
      (loading ??= load().catch((e: unknown) => {
        loading = null;
        throw e;
      })),
  };
}

export const isLazyPlugin = <T>(value: unknown): value is LazyPlugin<T> => !!value && (value as LazyPlugin<T>).lazy === true;
