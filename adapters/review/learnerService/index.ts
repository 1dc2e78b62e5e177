import type { ReviewApiLoader } from '@core';

/**
 * The review client of the learner service (id 'learner-service', docs/service.md "Review"): its code
 * is a chunk of its own, fetched in review mode only.
 */
export const learnerServiceReview: ReviewApiLoader = (config) => import(/* webpackChunkName: "review-client" */ './reviewClient').then((m) => m.createReviewClient(config));
