import { isLtiLaunch } from './ltiMode';
import type { PublishSettings } from '../settings/publishSettings';

/**
 * The launch context that changes what the learner is offered (SPEC 6.1): a hosted course (the
 * web, "Publish"), an LMS's SCORM launch, an xAPI package, an author's preview, LTI, review.
 */
export type LaunchContext = 'hosted' | 'scorm' | 'xapi' | 'preview' | 'lti' | 'review';

/** What SPEC 2.4's user-menu table looks at. */
export interface MenuFacts {
  context: LaunchContext;
  /** Tracking is on (SPEC 6.3 "tracking is required", or an LMS that tracks). */
  trackingOn: boolean;
  /** Signed in (the learner service, the LMS), or the learner chose to skip signing in. */
  authenticated: boolean;
  /** The learner has no identity: skipped signing in, or gave none. */
  anonymous: boolean;
  guest: boolean;
  crossDevice: boolean;
  multiLanguage: boolean;
  /** SCORM: the course has a result the LMS can keep (app/lms/lmsExit.ts isFinalized). */
  finalized: boolean;
  /** Loading failed or an unhandled error occurred. */
  failed: boolean;
  reviewerAuthenticated?: boolean;
}

export type MenuItem =
  | 'identity'
  | 'my-courses'
  | 'continue-later-link'
  | 'continue-course-later'
  | 'change-name'
  | 'change-email-or-name'
  | 'resend-link'
  | 'submit-result'
  | 'change-language'
  | 'accessibility'
  | 'logout'
  | 'exit-course'
  | 'end-session';

/** SPEC 2.4, row by row, in the menu's order. Nothing at all once loading failed. */
export function userMenuItems(f: MenuFacts): MenuItem[] {
  if (f.failed) return [];
  const items: MenuItem[] = [];
  const review = f.context === 'review';
  const scorm = f.context === 'scorm';
  const xapi = f.context === 'xapi';
  if ((f.trackingOn && !f.anonymous) || review) items.push('identity');
  const noPortal = scorm || xapi || f.context === 'preview' || f.context === 'lti' || f.anonymous || f.guest;
  if (f.trackingOn && f.authenticated && !noPortal) items.push('my-courses');
  if (f.trackingOn && f.authenticated && !scorm && f.crossDevice) items.push('continue-later-link');
  if (xapi) items.push('continue-course-later');
  if (review && f.reviewerAuthenticated) items.push('change-name');
  if (review && !f.reviewerAuthenticated) items.push('change-email-or-name', 'resend-link');
  if (scorm && f.authenticated) items.push(f.finalized ? 'submit-result' : 'continue-course-later');
  if (f.multiLanguage && f.authenticated && f.context !== 'preview') items.push('change-language');
  if (!review) items.push('accessibility');
  if (review) items.push('end-session');
  else if (f.trackingOn && f.authenticated && !scorm && !xapi) items.push(f.anonymous ? 'exit-course' : 'logout');
  return items;
}

/** What the close-course overlay's text and button look at (SPEC 2.8). */
export interface CloseCourseFacts {
  context: LaunchContext;
  anonymous: boolean;
  guest: boolean;
  /** The learner finds this progress from another device (the learner service, an LMS). */
  crossDevice: boolean;
  authenticated: boolean;
}

export type CloseCourseText = '[close anonymous user course text]' | '[close lti course text]' | '[close course text]';

/** SPEC 2.8's close-course table, first matching row. */
export function closeCourseText(f: CloseCourseFacts): CloseCourseText {
  if (f.anonymous || !f.crossDevice) return '[close anonymous user course text]';
  if (f.context === 'lti' || f.context === 'review' || f.context === 'xapi') return '[close lti course text]';
  return '[close course text]';
}

/** SPEC 2.8: 'My courses' on the overlay only in normal private mode, signed in, not anonymous, cross-device on. */
export function closeCourseShowsMyCourses(f: CloseCourseFacts): boolean {
  return f.context === 'hosted' && f.authenticated && !f.anonymous && !f.guest && f.crossDevice;
}

/** SPEC 6.1's contexts from publishSettings.js and the launch query; review and preview first, as SPEC 4.7 switches tracking off there. */
export function launchContext(publish: PublishSettings, query: URLSearchParams): LaunchContext {
  if (publish.isReview) return 'review';
  if (publish.isPreview) return 'preview';
  if (publish.isXapiPackage) return 'xapi';
  if (publish.isScorm) return 'scorm';
  if (isLtiLaunch(query)) return 'lti';
  return 'hosted';
}
