/**
 * The few IRIs the service reads from statements, the same as the player's (core/tracking/vocabulary.ts).
 * Copied, not imported: the service is a separate program and must not load the player's code.
 * test/service/xapiVocabulary.test.ts fails if the two drift apart.
 */
export const EVALUATED_VERB = 'http://www.tincanapi.co.uk/verbs/evaluated';
export const COURSE_ACTIVITY_TYPE = 'http://adlnet.gov/expapi/activities/course';
export const COURSE_ID_EXTENSION = 'https://open-course-player.org/xapi/extensions/course-id';
/** The account the player gives a learner it knows by id (core/tracking/vocabulary.ts learnerActor); the authority of a learner's own statements. */
export const LEARNER_ACCOUNT_HOME_PAGE = 'https://open-course-player.org/xapi/learners';
/** The authority's account of statements written with issued credentials (the service's own: the player never sends it). */
export const CREDENTIALS_HOME_PAGE = 'https://open-course-player.org/xapi/lrs-credentials';
