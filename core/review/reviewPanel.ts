import type { Reviewer } from './ReviewApi';

/** SPEC 2.11's review panel layouts. */
export type ReviewLayout = 'LOGIN_WITH_EMAIL' | 'REGISTER_NEW_REVIEWER' | 'VERIFICATION_EMAIL_SENT' | 'ADD_COMMENT' | 'ADD_COMMENT_WITH_HISTORY';

/** SPEC 2.11: each layout's main button, as its label key. */
export const LAYOUT_BUTTON: Record<ReviewLayout, string> = {
  LOGIN_WITH_EMAIL: '[continue]',
  REGISTER_NEW_REVIEWER: '[get login link]',
  VERIFICATION_EMAIL_SENT: '[write a comment]',
  ADD_COMMENT: '[post comment]',
  ADD_COMMENT_WITH_HISTORY: '[post comment]',
};

/** What picks the layout: who the reviewer is (if anyone), the step of the login form, the threads. */
export interface LayoutFacts {
  reviewer: Reviewer | null;
  /** Before any session: the e-mail step, or the name step after 'continue'. */
  step: 'email' | 'name';
  /** Threads of the course the reviewer can see (the comment UI fills it in). */
  threads: number;
}

/**
 * SPEC 2.11, as the service proves identity (docs/service.md, Review): no session, the login form's
 * two steps; a pending session (link asked for, not followed), VERIFICATION_EMAIL_SENT; an
 * authenticated reviewer, ADD_COMMENT, or ADD_COMMENT_WITH_HISTORY once the course has threads.
 */
export function reviewLayout(f: LayoutFacts): ReviewLayout {
  if (!f.reviewer) return f.step === 'name' ? 'REGISTER_NEW_REVIEWER' : 'LOGIN_WITH_EMAIL';
  if (!f.reviewer.isAuthenticatedReviewer) return 'VERIFICATION_EMAIL_SENT';
  return f.threads > 0 ? 'ADD_COMMENT_WITH_HISTORY' : 'ADD_COMMENT';
}

/** SPEC 2.11: the reviewer menu is hidden in LOGIN_WITH_EMAIL and REGISTER_NEW_REVIEWER. */
export const reviewMenuShown = (layout: ReviewLayout): boolean => layout !== 'LOGIN_WITH_EMAIL' && layout !== 'REGISTER_NEW_REVIEWER';

/**
 * Comments are posted only by an authenticated reviewer: the service refuses a pending one
 * (403 reviewerNotAuthenticated). VERIFICATION_EMAIL_SENT's 'Write a comment' opens the form to read
 * and draft; posting waits for the link (docs/review.md, "Writing before the link is followed").
 */
export const canPostComments = (reviewer: Reviewer | null): boolean => reviewer?.isAuthenticatedReviewer === true;

/** The service's name rule (docs/service.md: 1–100 characters after trimming, spaces collapsed). */
export const REVIEWER_NAME_MAX = 100;
export function reviewerName(value: string): string | null {
  const name = value.trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= REVIEWER_NAME_MAX ? name : null;
}
