import type { PublishSettings } from '../settings/publishSettings';
import type { TemplateSettings } from '../settings/templateSettings';
import { enabled, isObject } from '../util/json';

/** What SPEC 6.3's "tracking is required" looks at. */
export interface TrackingSwitches {
  crossDevice: boolean;
  resultsTracking: boolean;
  survey: boolean;
  accessLimitation: boolean;
}

/** SPEC 6.3: tracking is required when cross-device saving, results tracking, the survey or access limitation is on. */
export function trackingRequired(s: TrackingSwitches): boolean {
  return s.crossDevice || s.resultsTracking || s.survey || s.accessLimitation;
}

/**
 * SPEC 6.3: hosted means non-SCORM, non-preview, non-review, non-xAPI-package. SPEC 4.7 switches the
 * survey, cross-device saving and results tracking off in preview and review, so the switches are
 * read as the learner's context has them.
 */
export function isHosted(publish: PublishSettings): boolean {
  return !publish.isScorm && !publish.isPreview && !publish.isReview && !publish.isXapiPackage;
}

export function trackingSwitches(settings: TemplateSettings, publish: PublishSettings): TrackingSwitches {
  const off = publish.isPreview || publish.isReview;
  const access = isObject(publish.raw.accessLimitation) && publish.raw.accessLimitation.enabled === true;
  return {
    crossDevice: !off && settings.saveProgressCrossDevice,
    resultsTracking: !off && settings.resultsTracking,
    survey: !off && enabled(settings.raw.conductLearnerSatisfactionSurvey),
    accessLimitation: access,
  };
}

/** What SPEC 6.3's "the user counts as authorized" looks at. */
export interface AuthorizationFacts {
  /** Signed in with the auth service (the learner service of issue 12). */
  authenticated: boolean;
  authorizationSkipped: boolean;
  crossDevice: boolean;
  trackingRequired: boolean;
  /** The learner's e-mail passes SPEC 5.2. */
  emailValid: boolean;
  hosted: boolean;
}

/** SPEC 6.3, row by row: any one of them makes the user authorized. */
export function userAuthorized(f: AuthorizationFacts): boolean {
  return f.authenticated || f.authorizationSkipped || (!f.crossDevice && f.trackingRequired && f.emailValid) || !f.hosted || !f.trackingRequired;
}

/**
 * The name-and-e-mail form asks for the learner's identity when the user is not authorized and the
 * only row that can still authorize them is the e-mail one (hosted, tracking required, cross-device
 * off). With cross-device saving on, signing in is the learner service's (SPEC 7.3, the login route).
 */
export function identityFormNeeded(f: AuthorizationFacts): boolean {
  return !userAuthorized(f) && !f.crossDevice;
}
