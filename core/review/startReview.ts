import type { ReviewApiConfig, ReviewApiLoader } from './ReviewApi';
import { ReviewerSession } from './ReviewerSession';

/**
 * Review mode's start, a chunk of its own (the first page of a learner's course carries none of it):
 * the review client, then the reviewer of the kept token or of the e-mailed link's code.
 */
export async function startReview(load: ReviewApiLoader, config: ReviewApiConfig, lang: () => string): Promise<ReviewerSession> {
  const api = await load(config);
  const reviewer = new ReviewerSession(api, config.settings, lang);
  await reviewer.start();
  return reviewer;
}
