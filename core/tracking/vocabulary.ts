/*
 * Every IRI the player puts in a statement, in one place (docs/xapi.md). SPEC 7.8 names the verbs,
 * activity types and extensions; PACKAGE-FORMAT.md "Tracking conventions" gives the ADL ids real
 * packages use. Where SPEC leaves an IRI open (the extension base, 'submit', the course activity
 * base) the choice is made here and nowhere else.
 */

/** The player's own IRI base: extensions and activity ids live under it. */
export const PLAYER_IRI_BASE = 'https://open-course-player.org/xapi/';

export const XAPI_VERBS = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  started: 'http://adlnet.gov/expapi/verbs/started',
  exited: 'http://adlnet.gov/expapi/verbs/exited',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  experienced: 'http://adlnet.gov/expapi/verbs/experienced',
  answered: 'http://adlnet.gov/expapi/verbs/answered',
  mastered: 'http://adlnet.gov/expapi/verbs/mastered',
  progressed: 'http://adlnet.gov/expapi/verbs/progressed',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  evaluated: 'http://www.tincanapi.co.uk/verbs/evaluated',
  // SPEC 7.8 lists 'submit' without an IRI: the Activity Streams verb of the xAPI registry.
  submit: 'http://activitystrea.ms/schema/1.0/submit',
} as const;

export type XapiVerb = keyof typeof XAPI_VERBS;

/** The display name of each verb; SPEC 7.8 calls exited 'stopped' in its display. */
export const VERB_DISPLAY: Record<XapiVerb, string> = {
  launched: 'launched',
  started: 'started',
  exited: 'stopped',
  passed: 'passed',
  failed: 'failed',
  experienced: 'experienced',
  answered: 'answered',
  mastered: 'mastered',
  progressed: 'progressed',
  completed: 'completed',
  evaluated: 'evaluated',
  submit: 'submitted',
};

export const ACTIVITY_TYPES = {
  course: 'http://adlnet.gov/expapi/activities/course',
  objective: 'http://adlnet.gov/expapi/activities/objective',
  interaction: 'http://adlnet.gov/expapi/activities/cmi.interaction',
} as const;

/** SPEC 7.8 extensions, all under one IRI base of the player's own. */
const EXTENSION_BASE = `${PLAYER_IRI_BASE}extensions/`;
export const XAPI_EXTENSIONS = {
  courseId: `${EXTENSION_BASE}course-id`,
  survey: `${EXTENSION_BASE}survey`,
  questionType: `${EXTENSION_BASE}question-type`,
  imageUrl: `${EXTENSION_BASE}image-url`,
  content: `${EXTENSION_BASE}content`,
  answers: `${EXTENSION_BASE}answers`,
  /** result extension of 'progressed': share of the attempt's questions answered, 0..100. */
  progress: `${EXTENSION_BASE}progress`,
  /** result extension of 'progressed' and 'launched': the route the learner is at. */
  location: `${EXTENSION_BASE}location`,
  /** context extension: the course attempt number (SPEC 4.5). */
  attempt: `${EXTENSION_BASE}attempt`,
} as const;

/**
 * The course's activity id. It comes from the course id, not the page address, so one course
 * reports as one activity wherever it is hosted (an LMS launch may impose its own activity_id).
 */
export function courseActivityIdFor(courseId: string): string {
  return `${PLAYER_IRI_BASE}courses/${encodeURIComponent(courseId)}`;
}

export function sectionActivityId(courseActivityId: string, sectionId: string): string {
  return `${stripFragment(courseActivityId)}/sections/${encodeURIComponent(sectionId)}`;
}

export function questionActivityIdIn(courseActivityId: string, sectionId: string, questionId: string): string {
  return `${sectionActivityId(courseActivityId, sectionId)}/questions/${encodeURIComponent(questionId)}`;
}

// A launch activity id may carry a fragment; children are paths under it, never after a '#'.
const stripFragment = (iri: string): string => iri.replace(/#.*$/, '').replace(/\/+$/, '');

/**
 * The actor of a learner the delivery knows (docs/xapi.md): the e-mail as mbox, else the delivery's
 * learner id as an account of the player, else an anonymous account per attempt (the learner's
 * identity is then unknown; the name-and-e-mail form is how hosted tracking learns it).
 */
export function learnerActor(learner: { id?: string; name?: string; email?: string } | null, attemptId: string): { name?: string; mbox?: string; account?: { homePage: string; name: string } } {
  const name = learner?.name ? { name: learner.name } : {};
  if (learner?.email) return { ...name, mbox: `mailto:${learner.email.toLowerCase()}` };
  return { ...name, account: { homePage: `${PLAYER_IRI_BASE}learners`, name: learner?.id || `anonymous-${attemptId}` } };
}
