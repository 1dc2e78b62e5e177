import type { InjectionToken } from 'tsyringe';
import type { ReviewSettings } from '../settings/reviewSettings';
import type { ReviewCommentsApi } from './comments';
import type { ReviewFailure, ReviewResult } from './reviewResult';

/** SPEC 3.6's user fields as the review API answers `me` (docs/service.md, Review). */
export interface Reviewer {
  email: string;
  name: string;
  courseId: string;
  isRegisteredReviewer: boolean;
  /** True once the reviewer followed the e-mailed link: identity proven, not claimed. */
  isAuthenticatedReviewer: boolean;
  isOwner: boolean;
  showsEmails: boolean;
}

export type { ReviewFailure, ReviewResult } from './reviewResult';

/** A session of the review API: a token and the reviewer it names. */
export interface ReviewLogin {
  token: string;
  reviewer: Reviewer;
}

/**
 * The review API's session calls (SPEC 7.7: GET_LOGIN_LINK, UPDATE_REVIEWER_NAME,
 * END_REVIEWER_SESSION, user info). Every request carries X-Course-Id and, but for the two that make a
 * session, the reviewer token the client keeps. The comment calls are `comments`.
 */
export interface ReviewApi {
  /** The token kept from an earlier visit ('' when none). */
  readonly token: string;
  /** GET_LOGIN_LINK: a pending session; the service e-mails a link back to `returnUrl`. */
  requestLoginLink(input: { email: string; name: string; returnUrl: string; lang: string }): Promise<ReviewResult<ReviewLogin>>;
  resendLoginLink(lang: string): Promise<ReviewResult<void>>;
  /** The code of the e-mailed link (`reviewLoginCode`) for an authenticated session. */
  logIn(code: string): Promise<ReviewResult<ReviewLogin>>;
  me(): Promise<ReviewResult<Reviewer>>;
  /** UPDATE_REVIEWER_NAME; `email` only before the link was followed (SPEC 2.4 'Change email or name'). */
  updateReviewer(input: { name: string; email?: string; lang: string }): Promise<ReviewResult<Reviewer>>;
  /** END_REVIEWER_SESSION; the kept token is forgotten whatever the service answers. */
  endSession(): Promise<ReviewResult<void>>;
  /** The comment calls (SPEC 7.7), over the same token and course. */
  readonly comments: ReviewCommentsApi;
}

/** What a review client is made from: the launch's settings and the course it reviews. */
export interface ReviewApiConfig {
  settings: ReviewSettings;
  courseId: string;
  window: Window | null;
}

/**
 * Loads the review client (adapters/review/<id>/), so its code is a chunk fetched in review mode
 * only; the composition root registers it (app/startPlayer.tsx).
 */
export type ReviewApiLoader = (config: ReviewApiConfig) => Promise<ReviewApi>;
export const ReviewApiLoader: InjectionToken<ReviewApiLoader> = Symbol('ReviewApiLoader');
