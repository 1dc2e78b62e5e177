/**
 * The IRIs of the cmi5 specification (AICC/ADL cmi5, "Quartz" edition), in one place: the verbs of
 * its defined statements, its context categories and extensions, and the LMS's state document.
 */
export const CMI5_VERBS = {
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
} as const;

export type Cmi5Verb = keyof typeof CMI5_VERBS;

export const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
export const MOVEON_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
export const SESSION_ID_EXTENSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
export const MASTERY_SCORE_EXTENSION = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';

/** The state document the LMS writes before launch (cmi5 section 10). */
export const LAUNCH_DATA_STATE_ID = 'LMS.LaunchData';

export const XAPI_VERSION = '1.0.3';
