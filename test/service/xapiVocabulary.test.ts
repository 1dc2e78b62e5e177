/** The service reads three IRIs from statements; it keeps its own copy (it must not load player code), which must match the player's. */
import { ACTIVITY_TYPES, XAPI_EXTENSIONS, XAPI_VERBS } from '../../core/tracking/vocabulary';
import { COURSE_ACTIVITY_TYPE, COURSE_ID_EXTENSION, EVALUATED_VERB } from '../../server/routes/xapiVocabulary';

it("matches the player's vocabulary (core/tracking/vocabulary.ts)", () => {
  expect(EVALUATED_VERB).toBe(XAPI_VERBS.evaluated);
  expect(COURSE_ACTIVITY_TYPE).toBe(ACTIVITY_TYPES.course);
  expect(COURSE_ID_EXTENSION).toBe(XAPI_EXTENSIONS.courseId);
});
