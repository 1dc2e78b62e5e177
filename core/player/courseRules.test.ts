/**
 * The course rules of SPEC 4.1–4.6 and 5.3 applied by a session on the showcase course, with the
 * author's settings changed per test (settings.js overridden as an author would publish it).
 */
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';
import { expectReadOnlyOnceWatched } from '../../test/support/mediaGateCase';
import { testBlocks } from '../../test/support/testBlocks';
import { ErrorMessages } from '../errors/catalogue';
import type { QuestionInstance } from '../models/Question';
import { sentStatus } from '../rules/attempts';
import { Status } from '../rules/status';

type Settings = Record<string, unknown>;
/** The showcase with other settings and, so that every question can be answered right or wrong by id, only its choice questions. */
const withSettings = (change: Settings) => ({
  'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), ...change }),
  'content/data.js': (body: string | null) => {
    const data = JSON.parse(body ?? '{}');
    for (const s of data.sections) s.questions = s.questions.filter((q: { type: string }) => ['informationContent', 'singleSelectText', 'multipleSelect'].includes(q.type));
    data.sections = data.sections.filter((s: { questions: unknown[] }) => s.questions.length > 0);
    return JSON.stringify(data);
  },
});
const answersOf = (q: QuestionInstance) => q.data.raw.answers as { id: string; isCorrect: boolean }[];
const correctOf = (q: QuestionInstance) => answersOf(q).filter((a) => a.isCorrect).map((a) => a.id);
const wrongOf = (q: QuestionInstance) => [answersOf(q).find((a) => !a.isCorrect)!.id];
const submitAll = { submitAnswers: { selected: 'allQuestionsAtOnce' } };
const limited = (n: number) => ({ numberOfAttempts: { isLimited: true, attemptsLimit: n } });

describe('submit all answers at once (SPEC 4.5, 4.1)', () => {
  it('keeps the course in progress until the attempt is submitted, then counts it', async () => {
    const { session } = await createTestPlayer({ overrides: withSettings({ ...submitAll, ...limited(2) }) });
    const course = session.course;
    for (const q of course.progressQuestions) session.actions.answer(q.id, wrongOf(q));
    expect(course.status).toBe(Status.IN_PROGRESS);
    session.attempts.submitAll();
    expect(course.isAttemptSubmitted).toBe(true);
    expect(course.courseAttempt).toBe(1);
    expect(course.status).toBe(Status.FAILED);
    expect(course.acceptsAnswers).toBe(false);
  });

  it('with an attempt limit, the last submitted attempt ends FAILED and no new attempt can start', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, overrides: withSettings({ ...submitAll, ...limited(2), answersFromPreviousAttempt: { selected: 'reset' } }) });
    const course = session.course;
    session.attempts.submitAll();
    expect(session.attempts.canStartNew).toBe(true);
    session.attempts.startNew();
    expect(course.isAttemptSubmitted).toBe(false);
    expect(course.reAttemptedSubmitAtOnce).toBe(true);
    expect(course.courseAttempt).toBe(1);
    session.attempts.submitAll();
    expect(course.courseAttempt).toBe(2);
    expect(course.allAttemptsUsed).toBe(true);
    expect(session.attempts.canStartNew).toBe(false);
    expect(course.status).toBe(Status.FAILED);
    expect(sentStatus({ courseStatus: course.status, isAttemptSubmitted: true, submitMode: 'allQuestionsAtOnce', allAttemptsUsed: true })).toBe(Status.FAILED);
    // Saved and restored as it is.
    const again = await createTestPlayer({ storage, overrides: withSettings({ ...submitAll, ...limited(2) }) });
    expect(again.session.course.courseAttempt).toBe(2);
    expect(again.session.course.isAttemptSubmitted).toBe(true);
    expect(again.session.course.status).toBe(Status.FAILED);
  });

  it.each([
    ['show', true],
    ['reset', false],
  ])('answersFromPreviousAttempt %s: previous answers kept %p on a new attempt, and after a reload', async (mode, kept) => {
    const storage = new MemoryStore();
    const overrides = withSettings({ ...submitAll, ...limited(3), answersFromPreviousAttempt: { selected: mode } });
    const { session } = await createTestPlayer({ storage, overrides });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, correctOf(q));
    session.attempts.submitAll();
    session.attempts.startNew();
    for (const s of [session, (await createTestPlayer({ storage, overrides })).session]) {
      const question = s.course.questionById.get(q.id)!;
      expect(question.isAnswered).toBe(false);
      expect(question.response).toEqual(kept ? correctOf(q) : null);
      expect(question.isPreviousAnswerCorrect).toBe(kept ? true : null);
    }
  });
});

describe('retry rule with limited attempts (SPEC 4.2)', () => {
  it('allows try again below the limit and refuses it at the limit', async () => {
    const { session } = await createTestPlayer({ overrides: withSettings(limited(2)) });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, wrongOf(q));
    expect(session.course.canRetry(q)).toBe(true);
    session.actions.reset(q.id);
    session.actions.answer(q.id, wrongOf(q));
    expect(q.attemptNumber).toBe(2);
    expect(session.course.canRetry(q)).toBe(false);
    session.actions.reset(q.id);
    expect(q.isAnswered).toBe(true);
  });

  it('fails the course once every question is answered with no retry left and the score is below mastery', async () => {
    const { session } = await createTestPlayer({ overrides: withSettings(limited(1)) });
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, wrongOf(q));
    expect(session.course.ended).toBe(true);
    expect(session.course.status).toBe(Status.FAILED);
  });
});

describe('completion event and completion date (SPEC 4.1)', () => {
  it('emits on every status change and sets the completion date once on passing', async () => {
    const { session } = await createTestPlayer();
    const statuses: string[] = [];
    session.events.on('status', (e) => {
      if (e.status !== e.previous) statuses.push(e.status);
    });
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    expect(statuses).toEqual([Status.PASSED]);
    const date = session.course.completionDate;
    expect(date).not.toBe('');
    session.course.setCompletionDate('2000-01-01T00:00:00.000Z');
    expect(session.course.completionDate).toBe(date);
  });
});

describe('question pool (SPEC 5.3, 2.2, 4.3)', () => {
  const pool = (size: number, type = 'sameOnEveryAttempt') => ({ questionPool: { enabled: true, size, subset: { type, randomizeQuestionOrder: false } } });

  it('picks the pool, puts only its questions in the chain, and saves and restores it', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, overrides: withSettings(pool(3)) });
    const course = session.course;
    expect(course.poolIds).toHaveLength(3);
    expect(course.poolIds.every((id) => !course.questionById.get(id)!.isSurvey)).toBe(true);
    expect(course.chain).toHaveLength(4);
    expect(course.chain[3]).toBe('/results');
    session.actions.open(course.poolIds[0]);
    session.saving.changed();
    const again = await createTestPlayer({ storage, overrides: withSettings(pool(3)) });
    expect(again.session.course.poolIds).toEqual(course.poolIds);
  });

  it("reports 'Question Pool size changed.' and picks a new pool when the size changed", async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, overrides: withSettings(pool(3)) });
    session.saving.changed();
    const again = await createTestPlayer({ storage, overrides: withSettings(pool(4)) });
    expect(again.session.notices.list).toContainEqual({ text: ErrorMessages.questionPoolSizeChanged });
    expect(again.session.course.poolIds).toHaveLength(4);
  });

  it('blocks the start with a pool of size 0', async () => {
    const { session } = await createTestPlayer({ overrides: withSettings(pool(0)) });
    expect(session.randomization.canStart).toBe(false);
  });

  it('gives a different subset on the next attempt when the subset differs on every attempt', async () => {
    const { session } = await createTestPlayer({ overrides: withSettings({ ...pool(2, 'differentOnEveryAttempt'), ...submitAll, ...limited(3) }) });
    const first = [...session.course.poolIds].sort();
    session.attempts.submitAll();
    session.attempts.startNew();
    expect([...session.course.poolIds].sort()).not.toEqual(first);
  });
});

describe('randomised answer options (SPEC 4.3, 9.1)', () => {
  it('shows the options in another order than the author’s, keeps it once opened, and restores it', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, overrides: withSettings({ answerOptionsOrder: { selected: 'randomize' } }) });
    const q = session.course.questions.find((x) => x.type === 'multipleSelect')!;
    const order = session.randomization.optionOrder(q.id)!;
    expect(order.map((id) => id.slice(0, 6))).not.toEqual(answersOf(q).map((a) => a.id.slice(0, 6)));
    expect([...order].sort()).toEqual(answersOf(q).map((a) => a.id).sort());
    session.actions.open(q.id);
    const again = await createTestPlayer({ storage, overrides: withSettings({ answerOptionsOrder: { selected: 'randomize' } }) });
    expect(again.session.course.optionOrders[q.id]).toEqual(order);
  });
});

describe('course updates (SPEC 4.3, 4.5)', () => {
  it("raises 'Course has been updated!' on a checksum mismatch and allows a feedback reattempt", async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, correctOf(q));
    storage.edit((record) => {
      record.courseChecksum = 'stale';
    });
    const again = await createTestPlayer({ storage });
    expect(again.session.notices.list).toContainEqual({ text: 'Course has been updated!' });
    expect(again.session.course.feedbackReattemptAllowed).toBe(true);
    expect(again.session.course.questionById.get(q.id)!.isAnswered).toBe(true);
  });

  it("raises it when forced navigation was switched on while the course ran", async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, correctOf(q));
    const again = await createTestPlayer({ storage, overrides: withSettings({ forceNavigation: { enabled: true } }) });
    expect(again.session.notices.list).toContainEqual({ text: 'Course has been updated!' });
  });
});

describe('forced navigation (SPEC 4.2, 2.6)', () => {
  it('opens the pages in order and locks the later sections until reached', async () => {
    const { session } = await createTestPlayer({ overrides: withSettings({ forceNavigation: { enabled: true } }) });
    const course = session.course;
    const [first, second] = course.activeQuestions;
    expect(course.isAvailable(first.id)).toBe(true);
    expect(course.isAvailable(second.id)).toBe(false);
    expect(course.lockedSectionIds(course.sections[0].id).has(course.sections[1].id)).toBe(true);
    session.actions.open(first.id);
    expect(course.isAvailable(second.id)).toBe(true);
    expect(course.forcedResumeUrl).toContain(second.id);
  });
});

describe('course timer (SPEC 4.6, 2.3)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());
  const timer = (seconds: number) => ({ timer: { enabled: true, time: { hours: 0, minutes: 0, seconds } } });

  it('starts on the first course page, times out, ends a submit-all attempt and stops accepting answers', async () => {
    const { session } = await createTestPlayer({ overrides: withSettings({ ...timer(5), ...submitAll }) });
    const course = session.course;
    expect(session.timing.timer!.status).toBe('NOT_STARTED');
    session.actions.navigated('/');
    expect(session.timing.timer!.status).toBe('NOT_STARTED');
    session.actions.navigated(`/sections/${course.sections[0].id}`);
    expect(session.timing.timer!.status).toBe('STARTED');
    jest.advanceTimersByTime(5000);
    expect(session.timing.timer!.status).toBe('TIMED_OUT');
    expect(course.timedOut).toBe(true);
    expect(course.isAttemptSubmitted).toBe(true);
    expect(course.status).toBe(Status.FAILED);
    const q = course.progressQuestions[0];
    session.actions.answer(q.id, correctOf(q));
    expect(q.isAnswered).toBe(false);
    session.timing.timer!.dispose();
  });

  it('does not answer a content page opened after the time ran out', async () => {
    const { session } = await createTestPlayer({ overrides: withSettings(timer(2)) });
    session.actions.navigated(`/sections/${session.course.sections[0].id}`);
    jest.advanceTimersByTime(2000);
    const page = session.course.questions.find((q) => q.type === 'informationContent')!;
    session.actions.open(page.id);
    expect(page.isAnswered).toBe(false);
    session.timing.timer!.dispose();
  });

  it('drops a saved timer when the timer is switched off (SPEC 4.4)', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, overrides: withSettings(timer(60)) });
    session.actions.navigated(`/sections/${session.course.sections[0].id}`);
    jest.advanceTimersByTime(3000);
    await session.saving.flush();
    session.timing.timer!.dispose();
    expect((storage.saved as { timer: { elapsed: number } }).timer.elapsed).toBeGreaterThanOrEqual(3000);
    const again = await createTestPlayer({ storage });
    expect(again.session.timing.timer).toBeNull();
    expect(again.session.saving.record().timer).toBeNull();
  });
});

/*
 * Block states here are those of made-up blocks (test/support/testBlocks.ts: testNotes and testPath
 * cleared on a new attempt, testClips and testSounds media progress): core handles whatever blocks
 * declare. The built-in blocks' states are tested in test/unit/builtInBlockStates.test.ts.
 */
describe('content block state (SPEC 3.7, 4.5)', () => {
  it('is saved and restored, and a retake clears the states their blocks declare cleared but keeps media progress', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, blocks: testBlocks });
    session.blocks.set('testNotes', 'list1', { item1: { isChecked: true } });
    session.blocks.set('testPath', 'scene1', ['s2', 's1', 's2']);
    session.blocks.set('testClips', 'media_0_0', { progressedTime: 12, totalMediaWatched: true });
    const again = (await createTestPlayer({ storage, blocks: testBlocks })).session;
    expect(again.blocks.get('testNotes', 'list1')).toEqual({ item1: { isChecked: true } });
    expect(again.blocks.get('testClips', 'media_0_0')).toEqual({ progressedTime: 12, totalMediaWatched: true });
    await again.attempts.startOver();
    expect(again.blocks.get('testNotes', 'list1')).toBeUndefined();
    expect(again.blocks.get('testPath', 'scene1')).toBeUndefined();
    expect(again.blocks.get('testClips', 'media_0_0')).toEqual({ progressedTime: 12, totalMediaWatched: true });
    expect((storage.saved as { testNotes: object }).testNotes).toEqual({});
  });
});

describe('media-viewing restriction (SPEC 4.2)', () => {
  const restricted = { 'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), mediaRestriction: { enabled: true } }) };

  it('answers a content page only once it is on screen and its media are watched', async () => {
    await expectReadOnlyOnceWatched('testClips', testBlocks);
  });


  it("finishes the course only once the last question's voice-over is heard (SPEC 4.1), whichever media state keeps it", async () => {
    const voiced = {
      ...restricted,
      'content/data.js': (body: string | null) => {
        const data = JSON.parse(body ?? '{}');
        for (const s of data.sections) s.questions = s.questions.filter((q: { type: string }) => ['singleSelectText', 'multipleSelect'].includes(q.type));
        data.sections = data.sections.filter((s: { questions: unknown[] }) => s.questions.length > 0);
        const last = data.sections[data.sections.length - 1].questions;
        last[last.length - 1].voiceOver = 'media/voice.mp3';
        return JSON.stringify(data);
      },
    };
    const { session } = await createTestPlayer({ overrides: voiced, blocks: testBlocks });
    const course = session.course;
    for (const q of course.activeQuestions) {
      session.actions.open(q.id);
      session.actions.answer(q.id, correctOf(q));
    }
    expect(course.isFinished).toBe(true);
    expect(session.media.isCourseFinished).toBe(false);
    const last = course.activeQuestions[course.activeQuestions.length - 1];
    session.blocks.set('testSounds', `audio_${last.index}_VO`, { progressedTime: 4, totalMediaWatched: true });
    expect(session.media.isCourseFinished).toBe(true);
  });

  it('answers a page without media as soon as it is on screen', async () => {
    const { session } = await createTestPlayer({ overrides: restricted });
    const page = session.course.questions.find((q) => q.type === 'informationContent')!;
    session.actions.open(page.id);
    session.media.contentShown(page.id);
    expect(page.isAnswered).toBe(true);
  });

  it('without the restriction, a content page is answered on opening', async () => {
    const { session } = await createTestPlayer();
    const page = session.course.questions.find((q) => q.type === 'informationContent')!;
    session.actions.open(page.id);
    expect(page.isAnswered).toBe(true);
  });
});
