/* The outcome types of every review call, apart so that the session and comment contracts share them without importing each other. */

/**
 * SPEC 8.2's review outcomes a call can end in, plus the service's own reasons where the player
 * shows something different ('unauthorized': the token is no longer good, the reviewer starts again;
 * 'rateLimited': wait; 'offline': the service could not be reached; 'commentResolvingFailed': SPEC 8.2
 * names no outcome for resolving, so the player has its own; 'notYourComment': only its author
 * or an owner deletes a comment; 'emptyComment': nothing but spaces; 'reviewerNotAuthenticated': the
 * e-mailed link was not followed yet).
 */
export type ReviewFailure =
  | 'loginLinkFetchingFailed'
  | 'reviewerRegistrationFailed'
  | 'updatingReviewerNameFailed'
  | 'userInfoFetchingFailed'
  | 'commentSendingFailed'
  | 'replySendingFailed'
  | 'commentDeletingFailed'
  | 'replyDeletingFailed'
  | 'acknowledgingFailed'
  | 'commentsListingFailed'
  | 'commentResolvingFailed'
  | 'notYourComment'
  | 'emptyComment'
  | 'reviewerNotAuthenticated'
  | 'loginLinkNotValid'
  | 'invalidEmail'
  | 'invalidName'
  | 'emailChangeNeedsNewLogin'
  | 'alreadyAuthenticated'
  | 'unauthorized'
  | 'rateLimited'
  | 'offline'
  | 'notFound';

export type ReviewResult<T> = { ok: true; value: T } | { ok: false; failure: ReviewFailure; status: number };
