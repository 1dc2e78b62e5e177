import { launchContext, trackingRequired, trackingSwitches, type CloseCourseFacts, type MenuFacts, type PlayerSession } from '@core';

/**
 * The facts SPEC 2.4's menu table and SPEC 2.8's close-course table read, as this session has them.
 * "Authenticated" is signed in somewhere that knows the learner (the learner service, an LMS) or
 * having chosen to skip signing in; a learner who only typed a name and e-mail is known, not signed in.
 * "Cross-device" is where progress actually lives: the learner service, or the LMS (SPEC 6.3).
 */
export function closeCourseFacts(session: PlayerSession): CloseCourseFacts {
  const publish = session.pkg.publish;
  const mode = launchContext(publish, session.page.query);
  // An LMS that launched a course published for the web (cmi5 with its launch query) is left through
  // the LMS's own items, as a SCORM launch is.
  const context = session.delivery?.isLms && mode === 'hosted' ? 'scorm' : mode;
  const delivery = session.delivery?.backend;
  const learner = delivery?.learner ?? null;
  const skipped = learner?.authorizationSkipped === true;
  const known = Boolean(learner?.id || learner?.name || learner?.email);
  return {
    context,
    anonymous: skipped || !known,
    guest: false,
    crossDevice: session.delivery?.id === 'learner-service' || Boolean(session.delivery?.isLms),
    authenticated: Boolean(delivery?.signOut) || Boolean(session.delivery?.isLms) || skipped,
  };
}

/** `finalized`: app/lms/lmsExit.ts isFinalized, for an LMS launch (passed in: that module loads the overlay, which reads these facts). */
export function menuFacts(session: PlayerSession, finalized: boolean): MenuFacts {
  const base = closeCourseFacts(session);
  const { context } = base;
  const lmsTracked = context === 'scorm' || context === 'xapi' || context === 'lti';
  return {
    ...base,
    trackingOn: lmsTracked || (context === 'hosted' && trackingRequired(trackingSwitches(session.pkg.template, session.pkg.publish))),
    multiLanguage: session.pkg.languages.length > 1,
    finalized: Boolean(session.delivery?.isLms) && finalized,
    failed: session.state === 'error',
  };
}

/** Where the learner service serves its 'My courses' page (server/routes/myCoursesView.ts MY_COURSES_PATH). */
const MY_COURSES_PATH = 'api/account/my-courses';

/**
 * SPEC 2.4 'My courses' (SPEC 2.8 "to the learner service URL"): the learner service's own page of the
 * learner's courses, under its address (a path in learnServiceUrl is kept, as the API calls keep it);
 * null unless learnServiceUrl is an http(s) address.
 */
export function myCoursesPageUrl(learnServiceUrl: unknown): string | null {
  if (typeof learnServiceUrl !== 'string') return null;
  try {
    const base = new URL(learnServiceUrl.trim());
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return null;
    base.search = '';
    base.hash = '';
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    return new URL(MY_COURSES_PATH, base).href;
  } catch {
    return null;
  }
}

export const myCoursesUrl = (session: PlayerSession): string | null => myCoursesPageUrl(session.pkg.publish.raw.learnServiceUrl);
