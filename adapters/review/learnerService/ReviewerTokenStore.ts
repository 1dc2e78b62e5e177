/** Where a reviewer's token is kept: one per course, as a review session is of one course (docs/service.md). */
export const reviewerTokenKey = (courseId: string): string => `token.review.${courseId}`;

/**
 * The one place the player writes a reviewer's token (test/unit/storageAccess.test.ts). Local storage,
 * not session storage: a review session lives 30 days on the service, and a reviewer who comes back
 * tomorrow should not need a new e-mailed link. A storage that throws (disabled, sandboxed frame)
 * keeps nothing: the reviewer asks for a link again next time.
 */
export class ReviewerTokenStore {
  constructor(
    private readonly storage: Storage | null,
    private readonly key: string,
  ) {}

  static forWindow(win: Window | null, courseId: string): ReviewerTokenStore {
    try {
      return new ReviewerTokenStore(win?.localStorage ?? null, reviewerTokenKey(courseId));
    } catch {
      return new ReviewerTokenStore(null, reviewerTokenKey(courseId));
    }
  }

  get token(): string {
    try {
      return this.storage?.getItem(this.key) ?? '';
    } catch {
      return '';
    }
  }

  keep(token: string): void {
    try {
      this.storage?.setItem(this.key, token);
    } catch {
      // Not kept: the reviewer asks for a link on the next visit.
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // Nothing was kept.
    }
  }
}
