/**
 * SPEC 7.8 / 4.1 / 4.8: the statements of every learning event, built by core/tracking/statementBuilder.ts,
 * each valid per @learninglocker/xapi-validation, in the finish order of PACKAGE-FORMAT.md
 * "Tracking conventions", filtered by allowedVerbs, with activity ids that come from the course id.
 */
import validateStatement from '@learninglocker/xapi-validation';
import {
  courseActivityIdFor,
  Status,
  StatementBuilder,
  XAPI_EXTENSIONS,
  XAPI_VERBS,
  type CourseStanding,
  type LearningEvent,
  type StatementProfile,
} from '@core';

type S = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ATTEMPT = '7f1d2c3b4a594e6f8a7b9c0d1e2f3a4b';
const COURSE = { id: 'c0ffee00c0ffee00c0ffee00c0ffee00', title: 'Safety basics', language: 'en' };
const going: CourseStanding = { status: Status.IN_PROGRESS, score: 0, masteryScore: 80, completion: 'incomplete', success: 'unknown', scored: true };
const passed: CourseStanding = { status: Status.PASSED, score: 100, masteryScore: 80, completion: 'completed', success: 'passed', scored: true };
const profile = (over: Partial<StatementProfile> = {}): StatementProfile => ({
  actor: { name: 'Ada', mbox: 'mailto:ada@example.org' },
  contentPages: true,
  allowedVerbs: null,
  ...over,
});

let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const stamp = <E extends object>(e: E) => ({ ...e, at: new Date((clock += 1000)).toISOString(), attemptId: ATTEMPT }) as unknown as LearningEvent;
const q = { sectionId: 's1', questionType: 'singleSelectText', title: 'Which exit?', isSurvey: false };

/** A whole course: launch, read a page, answer (one survey), progress, pass, submit, leave. */
function session(): LearningEvent[] {
  return [
    stamp({ type: 'launched', learner: null, resumed: false, location: '', standing: going, course: COURSE }),
    stamp({ type: 'experienced', questionId: 'p1', index: 0, ...q, questionType: 'informationContent', title: 'Intro' }),
    stamp({
      type: 'answered', questionId: 'q1', index: 1, ...q, response: ['a'], score: 100, correct: true, attempt: 1, durationMs: 4200,
      interaction: { interactionType: 'choice', correctResponsesPattern: ['a'], choices: [{ id: 'a', description: { en: 'Left' } }, { id: 'b', description: { en: 'Right' } }], response: 'a' },
    }),
    stamp({
      type: 'answered', questionId: 'q2', index: 2, ...q, sectionId: 's2', isSurvey: true, questionType: 'openQuestion', title: 'Comments', response: 'fine', score: 100, correct: true, attempt: 1, durationMs: 900,
      interaction: { interactionType: 'fill-in', response: 'fine' },
    }),
    stamp({ type: 'progressed', location: '/sections/s2/questions/q2', progress: 100 }),
    stamp({ type: 'status', previous: Status.IN_PROGRESS, ...passed, sections: [{ sectionId: 's1', title: 'Exits', score: 100, status: Status.PASSED }, { sectionId: 's2', title: 'Fire', score: 100, status: Status.PASSED }] }),
    stamp({ type: 'attemptSubmitted', attempt: 1, score: 100 }),
    stamp({ type: 'exited', reason: 'finished', sessionMs: 61_500, standing: passed }),
  ];
}

const buildAll = (events: LearningEvent[], p = profile()) => {
  const builder = new StatementBuilder(p);
  return events.flatMap((e) => builder.build(e)) as S[];
};
const verbs = (statements: S[]) => statements.map((s) => s.verb.display['en-US']);
const warnings = (s: S) => (validateStatement(JSON.parse(JSON.stringify(s))) as { path: string[]; data: unknown }[]).map((w) => `${w.path.join('.')}: ${JSON.stringify(w.data)}`);

test('SPEC 7.8: every statement of a whole course is valid xAPI', () => {
  const statements = buildAll(session());
  expect(statements.length).toBeGreaterThan(8);
  for (const s of statements) expect({ verb: s.verb.id, warnings: warnings(s) }).toEqual({ verb: s.verb.id, warnings: [] });
});

test('SPEC 7.8 / PACKAGE-FORMAT.md: statements follow the events, and at finish mastered per section, then passed, completed, submit, exited', () => {
  expect(verbs(buildAll(session()))).toEqual([
    'launched', 'started', 'experienced', 'answered', 'evaluated', 'progressed', 'mastered', 'mastered', 'passed', 'completed', 'submitted', 'stopped',
  ]);
});

test('each statement has its UUID from creation, and the ids differ', () => {
  const statements = buildAll(session());
  const ids = statements.map((s) => s.id);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(new Set(ids).size).toBe(ids.length);
});

test('SPEC 7.8 context: registration is the attempt id (dashed), language, courseId extension; questions sit in their section and course', () => {
  const statements = buildAll(session());
  for (const s of statements) {
    expect(s.context.registration).toBe('7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b');
    expect(s.context.language).toBe('en');
    expect(s.context.extensions[XAPI_EXTENSIONS.courseId]).toBe(COURSE.id);
  }
  const answered = statements.find((s) => s.verb.id === XAPI_VERBS.answered)!;
  expect(answered.context.contextActivities.parent[0].id).toBe(`${courseActivityIdFor(COURSE.id)}/sections/s1`);
  expect(answered.context.contextActivities.grouping[0].id).toBe(courseActivityIdFor(COURSE.id));
  expect(answered.result).toMatchObject({ score: { scaled: 1 }, success: true, completion: true, response: 'a', duration: 'PT4.2S' });
  const mastered = statements.filter((s) => s.verb.id === XAPI_VERBS.mastered);
  expect(mastered.map((s) => s.result.score.scaled)).toEqual([1, 1]);
  const exited = statements.at(-1)!;
  expect(exited.result).toMatchObject({ duration: 'PT1M1.5S', success: true, completion: true, score: { scaled: 1 } });
});

test('the launch registration wins over the attempt id (an LMS launch)', () => {
  const statements = buildAll(session(), profile({ registration: 'AAAAAAAA-1111-4222-8333-444444444444' }));
  for (const s of statements) expect(s.context.registration).toBe('aaaaaaaa-1111-4222-8333-444444444444');
});

test('activity ids come from the course id, not the page address: the same on every host', () => {
  const ids = buildAll(session()).map((s) => s.object.id as string);
  for (const id of ids) expect(id.startsWith(courseActivityIdFor(COURSE.id))).toBe(true);
  expect(new Set(ids)).toEqual(new Set(buildAll(session()).map((s) => s.object.id)));
  // An xAPI launch's activity_id is the course's id there.
  const launched = buildAll(session(), profile({ activityId: 'http://lms.example/act/42' }));
  expect(launched[0].object.id).toBe('http://lms.example/act/42');
  expect(launched.find((s) => s.verb.id === XAPI_VERBS.answered)!.object.id).toBe('http://lms.example/act/42/sections/s1/questions/q1');
});

test('SPEC 3.1 sendXAPIStatementsForContentPages: content pages are experienced only when it is on', () => {
  expect(verbs(buildAll(session(), profile({ contentPages: false })))).not.toContain('experienced');
  expect(verbs(buildAll(session(), profile({ contentPages: true })))).toContain('experienced');
});

test('allowedVerbs: a destination gets only the verbs it names (by name, any case; exited as stopped too)', () => {
  expect(verbs(buildAll(session(), profile({ allowedVerbs: ['Answered', 'passed', 'stopped'] })))).toEqual(['answered', 'passed', 'stopped']);
  expect(buildAll(session(), profile({ allowedVerbs: [] }))).toEqual([]);
});

test('a resumed course already passed is not reported as passed again; a new attempt is', () => {
  const resumed = [
    stamp({ type: 'launched', learner: null, resumed: true, location: '/x', standing: passed, course: COURSE }),
    stamp({ type: 'status', previous: Status.PASSED, ...passed, score: 90, sections: [] }),
    stamp({ type: 'attemptStarted', attempt: 2 }),
    stamp({ type: 'status', previous: Status.IN_PROGRESS, ...passed, sections: [] }),
  ];
  expect(verbs(buildAll(resumed))).toEqual(['launched', 'started', 'passed', 'completed']);
});

test('an answer whose interaction could not be described still makes a valid statement', () => {
  const events = session();
  const [launched] = events;
  const answered = { ...(events[2] as S), interaction: null } as LearningEvent;
  const statements = buildAll([launched, answered]);
  expect(statements.at(-1)!.verb.id).toBe(XAPI_VERBS.answered);
  expect(warnings(statements.at(-1)!)).toEqual([]);
});

test("SPEC 2.8 / 3.8: the satisfaction survey is 'evaluated' about the course, score = rating × 10, the text as response, the survey extension", () => {
  const [launched] = session();
  const evaluation = (rating: number, comment: string) => buildAll([launched, stamp({ type: 'evaluated', rating, comment })]).filter((s) => s.verb.id === XAPI_VERBS.evaluated);
  const [s] = evaluation(7, 'Short & <i>clear</i>');
  expect(warnings(s)).toEqual([]);
  expect(s.object.id).toBe(courseActivityIdFor(COURSE.id));
  expect(s.result).toEqual({ score: { scaled: 0.7, raw: 70, min: 0, max: 100 }, response: 'Short & <i>clear</i>' });
  expect(s.context.extensions[XAPI_EXTENSIONS.survey]).toBe(true);
  // A rating outside 1..10 (or not a number) is held to the scale; no text, no response.
  expect(evaluation(42, '')[0].result).toEqual({ score: { scaled: 1, raw: 100, min: 0, max: 100 } });
  expect(evaluation(Number.NaN, '')[0].result.score.raw).toBe(10);
});
