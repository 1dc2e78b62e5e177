import type { JsonObject } from '../util/json';
import { readReviewSettings } from '../settings/reviewDetails';
import type { ReviewAddress } from '../settings/reviewSettings';
import type { ReviewApiLoader } from './ReviewApi';
import { announceNativeReview } from './nativeSupport';
import { ReviewerSession } from './ReviewerSession';

/** What review mode starts from: publishSettings.js, the address, the course, the page. */
export interface ReviewStart {
  raw: JsonObject;
  publishMode: string;
  address: ReviewAddress;
  courseId: string;
  window: Window | null;
}

/**
 * Review mode's start, a chunk of its own (the first page of a learner's course carries none of it):
 * the settings of SPEC 2.1 / 7.7, the parent told once that review is native (to the authoring tool's
 * exact origin), the review client, then the reviewer of the kept token or of the e-mailed link's code.
 */
export async function startReview(load: ReviewApiLoader, start: ReviewStart, lang: () => string): Promise<ReviewerSession> {
  const settings = readReviewSettings(start.raw, start.publishMode, start.address);
  if (!settings) throw new Error('not a review launch');
  announceNativeReview(start.window, settings.authoringToolOrigin);
  const api = await load({ settings, courseId: start.courseId, window: start.window });
  const reviewer = new ReviewerSession(api, settings, lang);
  await reviewer.start();
  return reviewer;
}

/** What of the player session review mode reads (core/player/PlayerSession.ts; review sits below the player layer). */
export interface ReviewHost {
  page: { query: URLSearchParams; window: Window | null };
  pkg: { publish: { raw: JsonObject; publishMode: string }; data: JsonObject };
  loadReviewApi: ReviewApiLoader;
  readonly language: string;
  reviewStarted(review: ReviewerSession): void;
}

/** The session's review mode: everything it needs read here, so the first page carries one import() line. */
export function startReviewOf(session: ReviewHost): Promise<void> {
  const { page, pkg } = session;
  const start = { raw: pkg.publish.raw, publishMode: pkg.publish.publishMode, address: { query: page.query, pageOrigin: page.window?.location?.origin ?? '' }, courseId: String(pkg.data.id ?? ''), window: page.window };
  return startReview(session.loadReviewApi, start, () => session.language).then(
    (reviewer) => session.reviewStarted(reviewer),
    (e: unknown) => console.warn('Review mode could not start.', e),
  );
}
