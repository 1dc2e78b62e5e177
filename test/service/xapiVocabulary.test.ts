/** The service reads a few IRIs from statements; it keeps its own copy (it must not load player code), which must match the player's. */
import { ACTIVITY_TYPES, learnerActor, XAPI_EXTENSIONS, XAPI_VERBS } from '../../core/tracking/vocabulary';
import { COURSE_ACTIVITY_TYPE, COURSE_ID_EXTENSION, EVALUATED_VERB, LEARNER_ACCOUNT_HOME_PAGE } from '../../server/routes/xapiVocabulary';

it("matches the player's vocabulary (core/tracking/vocabulary.ts)", () => {
  expect(EVALUATED_VERB).toBe(XAPI_VERBS.evaluated);
  expect(COURSE_ACTIVITY_TYPE).toBe(ACTIVITY_TYPES.course);
  expect(COURSE_ID_EXTENSION).toBe(XAPI_EXTENSIONS.courseId);
  // A learner the player knows by id only is this account: the service takes it as that learner.
  expect(learnerActor({ id: 'learner-1' }, 'attempt-1').account).toEqual({ homePage: LEARNER_ACCOUNT_HOME_PAGE, name: 'learner-1' });
});
