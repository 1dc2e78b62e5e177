import { reaction, when } from 'mobx';
import type { HttpClient } from '../http/httpClient';
import type { CoursePackage } from '../package/loadPackage';
import type { PackageFiles } from '../package/packageFiles';
import type { JsonObject } from '../util/json';
import { readReviewSettings } from '../settings/reviewDetails';
import type { ReviewAddress, ReviewSettings } from '../settings/reviewSettings';
import { CourseAnchorIndex, visibleText } from './anchors';
import type { CommentTarget } from './comments';
import type { ReviewApi, ReviewApiLoader } from './ReviewApi';
import { ReviewComments, type ReviewCourse } from './ReviewComments';
import { announceNativeReview } from './nativeSupport';
import { ReviewerSession, type CommentsFactory } from './ReviewerSession';

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
export async function startReview(load: ReviewApiLoader, start: ReviewStart, lang: () => string, comments?: (api: ReviewApi, settings: ReviewSettings) => CommentsFactory): Promise<ReviewerSession> {
  const settings = readReviewSettings(start.raw, start.publishMode, start.address);
  if (!settings) throw new Error('not a review launch');
  announceNativeReview(start.window, settings.authoringToolOrigin);
  const api = await load({ settings, courseId: start.courseId, window: start.window });
  const reviewer = new ReviewerSession(api, settings, lang, comments?.(api, settings) ?? null);
  await reviewer.start();
  return reviewer;
}

/** The course as built, as far as review mode reads it (core/models; review sits below them). */
export interface ReviewCourseView {
  title: string;
  sectionById: ReadonlyMap<string, { title: string }>;
  questionById: ReadonlyMap<string, { title: string }>;
}

/** What of the player session review mode reads (core/player/PlayerSession.ts; review sits below the player layer). */
export interface ReviewHost {
  page: { query: URLSearchParams; window: Window | null };
  pkg: CoursePackage;
  loadReviewApi: ReviewApiLoader;
  readonly http: HttpClient;
  readonly language: string;
  /** Set once the course is built, replaced on a language switch (SPEC 4.7): observable. */
  readonly files: PackageFiles | undefined;
  readonly course: ReviewCourseView | undefined;
  readonly translator: { t(key: string, values?: Record<string, unknown>): string };
  reviewStarted(review: ReviewerSession): void;
}

/** The session's review mode: everything it needs read here, so the first page carries one import() line. */
export function startReviewOf(session: ReviewHost): Promise<void> {
  const { page, pkg } = session;
  const start = { raw: pkg.publish.raw, publishMode: pkg.publish.publishMode, address: { query: page.query, pageOrigin: page.window?.location?.origin ?? '' }, courseId: String(pkg.data.id ?? ''), window: page.window };
  const comments = (api: ReviewApi, settings: ReviewSettings): CommentsFactory => (hooks) =>
    new ReviewComments({
      api: api.comments,
      course: reviewCourseOf(session),
      t: (key, values) => session.translator.t(key, values),
      commentContext: settings.commentContext,
      pageUrl: () => commentPageUrl(page.window),
      ...hooks,
    });
  return startReview(session.loadReviewApi, start, () => session.language, comments).then(
    (reviewer) => {
      session.reviewStarted(reviewer);
      // SPEC 4.7: the course language changed (new files, titles and fragments): review off and on again.
      reaction(() => session.files, (files, before) => before && files && reviewer.restartComments());
    },
    (e: unknown) => console.warn('Review mode could not start.', e),
  );
}

/**
 * The course as review mode reads it, once built. Checksums cover the fragments of the course's
 * default language (docs/service.md, anchors version 1: the service has no language), fetched through
 * the session's own files when that is the language shown, so a fragment on screen is not fetched
 * twice; the quote is what the reviewer sees, in the language shown.
 */
async function reviewCourseOf(session: ReviewHost): Promise<ReviewCourse> {
  await when(() => Boolean(session.files));
  const { pkg } = session;
  const shown = session.files!;
  // The class comes from the session's own files, not an import: a module of the first page that a
  // chunk imports is kept apart in main.js instead of inlined (docs/review.md, Bundle).
  const Files = shown.constructor as typeof PackageFiles;
  const published = pkg.language.language === pkg.defaultLanguage.language ? shown : new Files(session.http, pkg.baseUrl, { ...pkg, language: pkg.defaultLanguage });
  const anchors = new CourseAnchorIndex(pkg.data, (id, place) => published.fragment(id, place));
  const course = session.course;
  return {
    anchors,
    async shownText(target: CommentTarget): Promise<string> {
      if (target.type === 'course') return course?.title ?? '';
      if (target.type === 'section') return course?.sectionById.get(target.sectionId ?? '')?.title ?? '';
      if (target.type === 'page') return course?.questionById.get(target.pageId ?? '')?.title ?? '';
      const place = anchors.site(target)?.place;
      return place && target.blockId ? visibleText(await shown.fragment(target.blockId, place)) : '';
    },
  };
}

/** The address an owner's answer links back to (docs/service.md `pageUrl`), without the one-time login code. */
function commentPageUrl(win: Window | null): string | undefined {
  const href = win?.location?.href;
  if (!href || !/^https?:/i.test(href)) return undefined;
  const url = new URL(href);
  url.searchParams.delete('reviewLoginCode');
  url.searchParams.delete('commentContext');
  return url.toString();
}
