import { courseScore, courseStatus, percentCorrect, questionsNeededToPass, sectionScore, Status } from './status';

const q = (affectsProgress: boolean, isAnswered: boolean, score: number) => ({ affectsProgress, isAnswered, score });

describe('course score (SPEC 4.1, 9.1)', () => {
  it.each([
    ['no questions', [], 0],
    ['1 of 3 correct', [q(true, true, 100), q(true, true, 0), q(true, false, 0)], 33],
    ['2 of 3 correct', [q(true, true, 100), q(true, true, 100), q(true, false, 0)], 66],
    ['surveys and content pages do not count', [q(true, true, 100), q(false, true, 0)], 100],
  ] as const)('%s', (_name, questions, expected) => expect(courseScore([...questions])).toBe(expected));
});

describe('section score', () => {
  it('is 100 for a section without questions (SPEC 4.1)', () => expect(sectionScore([])).toBe(100));
  it('counts correct answers over the section questions', () => expect(sectionScore([q(true, true, 100), q(true, false, 0)])).toBe(50));
});

describe('course status (SPEC 4.1)', () => {
  it('per course: PASSED at or above the mastery score', () => expect(courseStatus({ isOverall: true, masteryScore: 70, score: 70, sectionStatuses: [] })).toBe(Status.PASSED));
  it('per course: IN_PROGRESS below it without an end condition', () => expect(courseStatus({ isOverall: true, masteryScore: 70, score: 69, sectionStatuses: [] })).toBe(Status.IN_PROGRESS));
  it('per course: FAILED below it with an end condition', () => expect(courseStatus({ isOverall: true, masteryScore: 70, score: 10, sectionStatuses: [], ended: true })).toBe(Status.FAILED));
  it('per section: PASSED when all progress sections pass', () =>
    expect(courseStatus({ isOverall: false, masteryScore: 70, score: 0, sectionStatuses: [Status.PASSED, Status.PASSED] })).toBe(Status.PASSED));
  it('per section: FAILED when not all passed and none in progress', () =>
    expect(courseStatus({ isOverall: false, masteryScore: 70, score: 0, sectionStatuses: [Status.PASSED, Status.FAILED] })).toBe(Status.FAILED));
  it('per section: IN_PROGRESS otherwise', () =>
    expect(courseStatus({ isOverall: false, masteryScore: 70, score: 0, sectionStatuses: [Status.PASSED, Status.IN_PROGRESS] })).toBe(Status.IN_PROGRESS));
});

describe('SPEC 9.1 constants', () => {
  it('questions needed to pass rounds to 2 decimals before the ceiling', () => {
    expect(questionsNeededToPass(10, 70)).toBe(7);
    expect(questionsNeededToPass(3, 70)).toBe(3); // 2.1 → 3
    expect(questionsNeededToPass(7, 100 / 7 * 3)).toBe(3); // 3.0000000000000004 → 3.00 → 3
  });
  it('percent correct is ceil(correct / total × 100)', () => {
    expect(percentCorrect(1, 3)).toBe(34);
    expect(percentCorrect(0, 0)).toBe(0);
  });
});
