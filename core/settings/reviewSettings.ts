import type { JsonObject } from '../util/json';

/**
 * Review mode's launch (SPEC 2.1's reviewApiUrl, authoringToolDomain, tokenServiceUrl and
 * commentContext; SPEC 3.1's publish mode; SPEC 7.7's initialisation). docs/review.md.
 */
export interface ReviewSettings {
  /** The review API's base address, `{service}/api/review` for the learner service (docs/service.md). */
  apiUrl: string;
  /**
   * The origin of the authoring tool that may frame the course: the one target of SPEC 7.7's
   * "review is supported natively" message (never '*'). Null: nobody is told.
   */
  authoringToolOrigin: string | null;
  /** SPEC 2.1 tokenServiceUrl, kept for the hosts that hand out media tokens; unused by the learner service. */
  tokenServiceUrl: string | null;
  /** SPEC 2.1 commentContext: the comment a reviewer's e-mail link opens the course at. */
  commentContext: string | null;
  /** The code of the reviewer's e-mailed login link (`reviewLoginCode`, docs/service.md), to exchange for a session. */
  loginCode: string | null;
  /** Who asked for review mode: the package (publishSettings.js) or the address. */
  source: 'package' | 'address';
}

/** What the address adds to publishSettings.js: the launch query and the player page's own origin. */
export interface ReviewAddress {
  query: URLSearchParams;
  /** The player page's origin ('' outside a browser). */
  pageOrigin: string;
}

/**
 * SPEC 3.1: the publish mode values include 'reviewApiUrl' (the original product's name for review);
 * packages of this player write 'Review'. Either, in any case, is a review package.
 */
export const isReviewPublishMode = (mode: string): boolean => /^review(apiurl)?$/i.test(mode);

/** An http(s) address without credentials, or null. */
export function httpUrl(value: unknown): URL | null {
  try {
    const url = new URL(String(value ?? '').trim());
    return /^https?:$/.test(url.protocol) && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

export const reviewByPackage = (raw: JsonObject, mode: string): boolean => isReviewPublishMode(mode) || !!httpUrl(raw.reviewApiUrl);

/** The address's reviewApiUrl when it points at a trusted origin (see readReviewSettings), else null. */
export function reviewByAddress(raw: JsonObject, address?: ReviewAddress): URL | null {
  const api = httpUrl(address?.query.get('reviewApiUrl'));
  const trusted = [raw.reviewApiUrl, raw.learnServiceUrl, raw.authServiceUrl].map((u) => httpUrl(u)?.origin).concat(address?.pageOrigin);
  return api && trusted.includes(api.origin) ? api : null;
}

/**
 * Whether the launch is review mode: the only part of this file on the first page; the details
 * (reviewDetails.ts) are read in review mode's own chunk (core/review/startReview.ts).
 */
export const isReviewLaunch = (raw: JsonObject, mode: string, address?: ReviewAddress): boolean => reviewByPackage(raw, mode) || !!reviewByAddress(raw, address);
