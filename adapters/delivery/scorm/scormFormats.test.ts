import { Status } from '@core';
import { dialects } from './dialect';
import { displayName } from './learnerName';
import { interactionFields } from './scormInteraction';
import { lessonStatus12 } from './scormStatus';
import { duration2004, timeOfDay12, timespan12, timestamp2004 } from './scormTime';

const answered = (over: Partial<Parameters<typeof interactionFields>[2]> = {}) => ({
  type: 'answered' as const,
  at: '2026-11-24T09:30:05.250Z',
  attemptId: 'a1',
  questionId: 'q 1',
  index: 0,
  sectionId: 's1',
  questionType: 'fillInTheBlank',
  title: '<p>Name the <b>capital</b></p>',
  isSurvey: false,
  response: null,
  interaction: { interactionType: 'fill-in' as const, response: 'Paris[,]Lyon', correctResponsesPattern: ['{case_matters=true}Paris[,]Lyon'] },
  score: 100,
  correct: true,
  attempt: 1,
  durationMs: 3_723_456,
  ...over,
});

describe('SCORM time formats', () => {
  it('writes 1.2 CMITimespan and 2004 durations to the hundredth of a second', () => {
    expect(timespan12(0)).toBe('00:00:00.00');
    expect(timespan12(3_723_456)).toBe('01:02:03.46');
    expect(timespan12(200 * 3600_000)).toBe('200:00:00.00');
    expect(duration2004(0)).toBe('PT0S');
    expect(duration2004(3_723_456)).toBe('PT1H2M3.46S');
    expect(duration2004(60_000)).toBe('PT1M0S');
  });

  it('writes 1.2 times of day and 2004 timestamps', () => {
    const at = new Date('2026-11-24T09:30:05.250Z');
    expect(timeOfDay12(at)).toMatch(/^\d\d:30:05$/);
    expect(timestamp2004(at)).toBe('2026-11-24T09:30:05.2Z');
  });
});

describe('the LMS learner name', () => {
  it('reads "Last, First" as a person is greeted, and keeps any other form', () => {
    expect(displayName('Doe, Jane')).toBe('Jane Doe');
    expect(displayName('Jane Doe')).toBe('Jane Doe');
    expect(displayName('Doe,')).toBe('Doe');
    expect(displayName('a, b, c')).toBe('a, b, c');
    expect(displayName('')).toBe('');
  });
});

describe('SCORM 1.2 lesson status (SPEC 4.1)', () => {
  const standing = { status: Status.IN_PROGRESS, score: 0, masteryScore: 80, completion: 'incomplete' as const, success: 'unknown' as const, scored: true };
  it('is incomplete until decided, then passed or failed; completed only for a finished course without a score to reach', () => {
    expect(lessonStatus12(standing)).toBe('incomplete');
    expect(lessonStatus12({ ...standing, success: 'passed' })).toBe('passed');
    expect(lessonStatus12({ ...standing, success: 'failed' })).toBe('failed');
    expect(lessonStatus12({ ...standing, completion: 'completed' })).toBe('incomplete');
    expect(lessonStatus12({ ...standing, completion: 'completed', scored: false })).toBe('completed');
  });
});

describe('cmi.interactions fields', () => {
  it('in 1.2: an identifier without spaces, 1.2 delimiters, no case characteristic, wrong/correct/neutral', () => {
    const fields = Object.fromEntries(interactionFields(dialects.scorm12, 3, answered()));
    expect(fields).toMatchObject({
      'cmi.interactions.3.id': 'q_1',
      'cmi.interactions.3.type': 'fill-in',
      'cmi.interactions.3.student_response': 'Paris,Lyon',
      'cmi.interactions.3.correct_responses.0.pattern': 'Paris,Lyon',
      'cmi.interactions.3.result': 'correct',
      'cmi.interactions.3.latency': '01:02:03.46',
      'cmi.interactions.3.weighting': '1',
    });
    expect(Object.fromEntries(interactionFields(dialects.scorm12, 0, answered({ isSurvey: true }))))
      .toMatchObject({ 'cmi.interactions.0.result': 'neutral', 'cmi.interactions.0.weighting': '0' });
  });

  it('in 1.2: the id and type first, and responses within 255 characters, cut at an item', () => {
    const long = Array.from({ length: 40 }, (_, i) => `answer-${String(i).padStart(3, '0')}`).join('[,]');
    const fields = interactionFields(dialects.scorm12, 0, answered({ interaction: { interactionType: 'choice', response: long } }));
    expect(fields.slice(0, 2).map(([k]) => k)).toEqual(['cmi.interactions.0.id', 'cmi.interactions.0.type']);
    const response = Object.fromEntries(fields)['cmi.interactions.0.student_response'];
    expect(response.length).toBeLessThanOrEqual(255);
    expect(response.split(',').every((item) => /^answer-\d{3}$/.test(item))).toBe(true);
  });

  it('in 1.2: a response of long items (matching pairs of two 32-character ids) is cut after its last whole item', () => {
    const pair = (n: number) => `${String(n).repeat(32).slice(0, 32)}[.]${String(n + 5).repeat(32).slice(0, 32)}`;
    const response = [1, 2, 3, 4].map(pair).join('[,]');
    const fields = Object.fromEntries(interactionFields(dialects.scorm12, 0, answered({ interaction: { interactionType: 'matching', response, correctResponsesPattern: [response] } })));
    const whole = [1, 2, 3].map((n) => pair(n).replace('[.]', '.')).join(',');
    expect(fields['cmi.interactions.0.student_response']).toBe(whole);
    expect(fields['cmi.interactions.0.correct_responses.0.pattern']).toBe(whole);
  });

  it('in 1.2: types 1.2 does not know are written as the nearest one, true-false as t/f', () => {
    const of = (interactionType: 'long-fill-in' | 'other' | 'true-false', response: string) =>
      Object.fromEntries(interactionFields(dialects.scorm12, 0, answered({ interaction: { interactionType, response } })));
    expect(of('long-fill-in', 'text')['cmi.interactions.0.type']).toBe('fill-in');
    expect(of('other', '(1,2)')['cmi.interactions.0.type']).toBe('performance');
    expect(of('true-false', 'true')['cmi.interactions.0.student_response']).toBe('t');
  });

  it('in 2004: the title as a plain-text description, incorrect, an ISO latency and UTC timestamp', () => {
    const fields = Object.fromEntries(interactionFields(dialects.scorm2004, 0, answered({ correct: false, score: 0 })));
    expect(fields).toMatchObject({
      'cmi.interactions.0.id': 'q 1',
      'cmi.interactions.0.description': 'Name the capital',
      'cmi.interactions.0.learner_response': 'Paris[,]Lyon',
      'cmi.interactions.0.correct_responses.0.pattern': '{case_matters=true}Paris[,]Lyon',
      'cmi.interactions.0.result': 'incorrect',
      'cmi.interactions.0.latency': 'PT1H2M3.46S',
      'cmi.interactions.0.timestamp': '2026-11-24T09:30:05.2Z',
    });
  });
});
