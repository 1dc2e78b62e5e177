/** SPEC 7.3 / 9.5: where the learner's access token and the short-term flag are kept. */
export const TOKEN_KEY = 'token.learn';
export const SHORT_TERM_KEY = 'shortTermAccess.auth.template';

/**
 * The one place the player writes the learner's token (test/unit/storageAccess.test.ts): session
 * storage, so it ends with the tab. A storage that throws (disabled, sandboxed frame) keeps nothing.
 */
export class LearnerTokenStore {
  constructor(private readonly storage: Storage | null) {}

  static forWindow(win: Window | null): LearnerTokenStore {
    try {
      return new LearnerTokenStore(win?.sessionStorage ?? null);
    } catch {
      return new LearnerTokenStore(null);
    }
  }

  get token(): string {
    try {
      return this.storage?.getItem(TOKEN_KEY) ?? '';
    } catch {
      return '';
    }
  }

  keep(token: string, shortTermAccess: boolean): void {
    try {
      this.storage?.setItem(TOKEN_KEY, token);
      this.storage?.setItem(SHORT_TERM_KEY, String(shortTermAccess));
    } catch {
      // Not kept: the learner signs in again on the next visit.
    }
  }

  /** Logout, or the service refused the token (SPEC 7.3: clears the token and shortTermAccess). */
  clear(): void {
    try {
      this.storage?.removeItem(TOKEN_KEY);
      this.storage?.removeItem(SHORT_TERM_KEY);
    } catch {
      // Nothing was kept.
    }
  }
}
