/**
 * The record the browser store (BrowserStore.ts) saved under a key, read only: the pre-rendered
 * cover asks it before the player loads (issue 13, core/cover/coverLaunch.ts), so that a returning
 * learner's cover fills in at once. A module of its own so that the cover's entry, which imports
 * it, does not carry the store the player loads later.
 */
export function savedProgressText(key: string, store: Storage = window.localStorage): string | null {
  return store.getItem(key);
}
