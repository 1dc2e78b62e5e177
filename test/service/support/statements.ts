/** Statements as the player sends them to the default LRS (SPEC 7.8), and the credentials the service takes for them. */
import { createHash } from 'node:crypto';

export const XAPI = { 'x-experience-api-version': '1.0.3' };
export const COURSE_ID_EXTENSION = 'https://open-course-player.org/xapi/extensions/course-id';
/** The account the player gives a learner it knows by id only (core/tracking/vocabulary.ts learnerActor). */
export const LEARNER_ACCOUNT_HOME_PAGE = 'https://open-course-player.org/xapi/learners';

export const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Writer credentials as the harness configures them (XAPI_WRITERS) and the header a client sends with them. */
export function writer(username: string, password: string, courseId: string | null) {
  return { config: { username, passwordSha256: sha256(password), courseId }, header: { ...XAPI, authorization: basic(username, password) } };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a statement is any JSON the test shapes
export type Statement = Record<string, any>;

export function statement(overrides: Record<string, unknown> = {}, email = 'learner@example.com', courseId: string | null = 'course-1'): Statement {
  return {
    actor: { objectType: 'Agent', name: 'A Learner', mbox: `mailto:${email}` },
    verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { en: 'answered' } },
    object: { objectType: 'Activity', id: `https://open-course-player.org/xapi/courses/${courseId}/sections/s/questions/q` },
    ...(courseId === null ? {} : { context: { extensions: { [COURSE_ID_EXTENSION]: courseId } } }),
    ...overrides,
  };
}

/** The course result the issue forged for another learner. */
export const passed = (email: string, courseId: string) =>
  statement({ verb: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { en: 'passed' } }, result: { success: true, score: { scaled: 1 } } }, email, courseId);

/** The satisfaction survey's statement (SPEC 2.8, 3.8 evaluation payload): 'evaluated' with the course as object. */
export const evaluated = (email: string, courseId: string) =>
  statement(
    {
      verb: { id: 'http://www.tincanapi.co.uk/verbs/evaluated', display: { en: 'evaluated' } },
      object: { objectType: 'Activity', id: `https://open-course-player.org/xapi/courses/${courseId}`, definition: { type: 'http://adlnet.gov/expapi/activities/course' } },
      result: { score: { scaled: 0.8, raw: 80 }, response: 'Useful' },
    },
    email,
    courseId,
  );

/** `count` statements of one learner and course, each about 400 bytes of JSON. */
export const many = (count: number, email: string, courseId: string) => Array.from({ length: count }, () => statement({}, email, courseId));

/** The feedback check's headers (SPEC 7.5). */
export const feedbackHeaders = (courseId: string, userId: string, authorization?: string) => ({
  'x-entity-type': 'course',
  'x-entity-id': courseId,
  'x-user-id': userId,
  ...(authorization ? { authorization } : {}),
});
