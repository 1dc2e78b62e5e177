import { launchContext, trackingRequired, trackingSwitches, type CloseCourseFacts, type MenuFacts, type PlayerSession } from '@core';

/**
 * The facts SPEC 2.4's menu table and SPEC 2.8's close-course table read, as this session has them.
 * "Authenticated" is signed in somewhere that knows the learner (the learner service, an LMS) or
 * having chosen to skip signing in; a learner who only typed a name and e-mail is known, not signed in.
 * "Cross-device" is where progress actually lives: the learner service, or the LMS (SPEC 6.3).
 */
export function closeCourseFacts(session: PlayerSession): CloseCourseFacts {
  const publish = session.pkg.publish;
  const mode = launchContext(publish, session.options.query);
  // An LMS that launched a course published for the web (cmi5 with its launch query) is left through
  // the LMS's own items, as a SCORM launch is.
  const context = session.isLms && mode === 'hosted' ? 'scorm' : mode;
  const delivery = session.delivery;
  const learner = delivery?.learner ?? null;
  const skipped = learner?.authorizationSkipped === true;
  const known = Boolean(learner?.id || learner?.name || learner?.email);
  return {
    context,
    anonymous: skipped || !known,
    guest: false,
    crossDevice: session.deliveryId === 'learner-service' || session.isLms,
    authenticated: Boolean(delivery?.signOut) || session.isLms || skipped,
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
    finalized: session.isLms && finalized,
    failed: session.state === 'error',
  };
}

/** SPEC 2.4 'My courses': the learner service's address (SPEC 2.8 "to the learner service URL"), when it is a web address. */
export function myCoursesUrl(session: PlayerSession): string | null {
  const raw = session.pkg.publish.raw.learnServiceUrl;
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
