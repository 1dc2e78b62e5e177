import { allAttemptsUsed, canRetry, retakeKeeps, sentStatus, xapiStatus, type RetryInput } from './attempts';
import { Status } from './status';

const base: RetryInput = {
  attempts: { isLimited: true, attemptsLimit: 2 },
  isContentPage: false,
  allowScoringOfContentPages: false,
  hasBeenOpened: true,
  score: 0,
  attemptNumber: 1,
};

describe('retry rule (SPEC 4.2)', () => {
  it.each<[string, Partial<RetryInput>, boolean]>([
    ['attempts not limited', { attempts: { isLimited: false, attemptsLimit: 0 }, score: 0, attemptNumber: 9 }, true],
    ['a wrong question below the limit', { score: 0, attemptNumber: 1 }, true],
    ['a wrong question at the limit', { score: 0, attemptNumber: 2 }, false],
    ['a correct question', { score: 100, attemptNumber: 1 }, false],
    ['an unopened content page with content-page scoring', { isContentPage: true, allowScoringOfContentPages: true, hasBeenOpened: false }, true],
    ['an opened content page with content-page scoring', { isContentPage: true, allowScoringOfContentPages: true, hasBeenOpened: true }, false],
    ['a content page without content-page scoring', { isContentPage: true, allowScoringOfContentPages: false, hasBeenOpened: false }, false],
  ])('%s → %p', (_name, change, expected) => expect(canRetry({ ...base, ...change })).toBe(expected));
});

describe('all attempts used (SPEC 4.2)', () => {
  it.each([
    [0, 2, false],
    [1, 2, false],
    [2, 2, true],
    [3, 2, true],
  ])('courseAttempt %p of limit %p → %p', (attempt, limit, expected) => expect(allAttemptsUsed(attempt, { isLimited: true, attemptsLimit: limit })).toBe(expected));
  it('never when attempts are not limited', () => expect(allAttemptsUsed(99, { isLimited: false, attemptsLimit: 0 })).toBe(false));
});

describe('what a retake keeps (SPEC 4.5)', () => {
  it('keeps previous answers and the url only with show previous answers, submit all at once and the same subset', () => {
    expect(retakeKeeps({ submitMode: 'allQuestionsAtOnce', answersFromPreviousAttempt: 'show', poolSubsetType: 'sameOnEveryAttempt', fullReset: false }).answersAndUrl).toBe(true);
    expect(retakeKeeps({ submitMode: 'afterEveryQuestion', answersFromPreviousAttempt: 'show', poolSubsetType: 'sameOnEveryAttempt', fullReset: false }).answersAndUrl).toBe(false);
    expect(retakeKeeps({ submitMode: 'allQuestionsAtOnce', answersFromPreviousAttempt: 'reset', poolSubsetType: 'sameOnEveryAttempt', fullReset: false }).answersAndUrl).toBe(false);
    expect(retakeKeeps({ submitMode: 'allQuestionsAtOnce', answersFromPreviousAttempt: 'show', poolSubsetType: 'differentOnEveryAttempt', fullReset: false }).answersAndUrl).toBe(false);
  });
  it('keeps courseAttemptNumber when submitting all at once, the pool with the same subset, the checksum unless a full reset', () => {
    const keeps = retakeKeeps({ submitMode: 'allQuestionsAtOnce', answersFromPreviousAttempt: 'reset', poolSubsetType: 'differentOnEveryAttempt', fullReset: true });
    expect(keeps).toMatchObject({ courseAttemptNumber: true, questionPool: false, checksum: false, randomizedOptions: true, accessibility: true, language: true, forcedNavigationFlag: true, checklistsScenariosWalkthroughs: false });
  });
});

describe('status sent out (SPEC 4.1)', () => {
  it.each<[Status, boolean, 'afterEveryQuestion' | 'allQuestionsAtOnce', boolean, Status]>([
    [Status.PASSED, false, 'afterEveryQuestion', false, Status.PASSED],
    [Status.FAILED, false, 'afterEveryQuestion', false, Status.FAILED],
    [Status.IN_PROGRESS, true, 'allQuestionsAtOnce', true, Status.FAILED],
    [Status.IN_PROGRESS, true, 'allQuestionsAtOnce', false, Status.IN_PROGRESS],
    [Status.IN_PROGRESS, true, 'afterEveryQuestion', true, Status.IN_PROGRESS],
  ])('%s, submitted %p, %s, all used %p → %s', (course, submitted, mode, used, expected) =>
    expect(sentStatus({ courseStatus: course, isAttemptSubmitted: submitted, submitMode: mode, allAttemptsUsed: used })).toBe(expected));
  it('the xAPI status is FAILED once a submit-all attempt is submitted without passing', () => {
    expect(xapiStatus(Status.IN_PROGRESS, true, 'allQuestionsAtOnce')).toBe(Status.FAILED);
    expect(xapiStatus(Status.IN_PROGRESS, false, 'allQuestionsAtOnce')).toBe(Status.IN_PROGRESS);
    expect(xapiStatus(Status.PASSED, true, 'allQuestionsAtOnce')).toBe(Status.PASSED);
  });
});
