/**
 * The session on the delivery layer (ARCHITECTURE.md "Delivery layer"): learning events in order and
 * complete, every save through the scheduler, page hide and close.
 */
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { SINK_FLUSH_LIMIT_MS } from './trackingFanOut';
import { ManualClock, settle } from '../../test/support/manualClock';
import { MemoryStore } from '../../test/support/memoryStore';
import { RecordingSink } from '../../test/support/recordingSink';
import { testBlocks } from '../../test/support/testBlocks';
import type { QuestionInstance } from '../models/Question';
import { Status } from '../rules/status';

const answersOf = (q: QuestionInstance) => q.data.raw.answers as { id: string; isCorrect: boolean }[];
const correctOf = (q: QuestionInstance) => answersOf(q).filter((a) => a.isCorrect).map((a) => a.id);
const choiceQuestions = (qs: QuestionInstance[]) => qs.filter((q) => !q.isSurvey && ['singleSelectText', 'multipleSelect'].includes(q.type));
const withSettings = (change: Record<string, unknown>) => ({
  'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), ...change }),
});
/** Only the content pages and choice questions, so every question can be answered by option id. */
const choiceCourse = {
  'content/data.js': (body: string | null) => {
    const data = JSON.parse(body ?? '{}');
    for (const s of data.sections) s.questions = s.questions.filter((q: { type: string }) => ['informationContent', 'singleSelectText', 'multipleSelect'].includes(q.type));
    data.sections = data.sections.filter((s: { questions: unknown[] }) => s.questions.length > 0);
    return JSON.stringify(data);
  },
};

/** A page the session can watch: pagehide on the window, visibilitychange on its document. */
function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win: EventTarget & { document: typeof doc; parent?: unknown } = Object.assign(new EventTarget(), { document: doc });
  win.parent = win;
  return {
    window: win as unknown as Window,
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    pagehide(persisted: boolean) {
      win.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
    },
  };
}

describe('learning events (SPEC 4.1, 4.8)', () => {
  it("emits 'answered' before the status change the answer causes", async () => {
    const { session, sink } = await createTestPlayer();
    const questions = session.course.progressQuestions;
    for (const q of questions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    expect(session.course.status).toBe(Status.PASSED);
    const types = sink.types;
    const passed = sink.events.findIndex((e) => e.type === 'status' && e.status === Status.PASSED);
    expect(sink.events[passed - 1]).toMatchObject({ type: 'answered', correct: true });
    // Every status (and score) change follows the answer that caused it.
    expect(types.filter((t) => t === 'status').length).toBeGreaterThan(1);
    types.forEach((type, i) => {
      if (type === 'status') expect(types[i - 1]).toBe('answered');
    });
  });

  it("starts with 'launched', carrying the learner, the standing and whether progress was restored", async () => {
    const storage = new MemoryStore();
    const learner = { id: 'lms-7', name: 'Doe, Jane' };
    const first = await createTestPlayer({ storage, learner });
    expect(first.sink.events[0]).toMatchObject({ type: 'launched', learner, resumed: false, location: '', standing: { status: Status.IN_PROGRESS, score: 0, completion: 'incomplete', success: 'unknown' } });
    const q = choiceQuestions(first.session.course.questions)[0];
    first.session.actions.answer(q.id, correctOf(q));
    first.session.actions.navigated(`/sections/${q.sectionId}/questions/${q.id}`);
    const again = await createTestPlayer({ storage, learner });
    expect(again.sink.events[0]).toMatchObject({ type: 'launched', resumed: true, location: `/sections/${q.sectionId}/questions/${q.id}` });
    expect(again.sink.events[0].attemptId).toBe(first.session.course.attemptId);
  });

  it("carries in 'answered' what a tracking sink needs: the response, its interaction, score, attempt and time taken", async () => {
    let now = 1_000_000;
    const { session, sink } = await createTestPlayer({ now: () => now });
    const q = choiceQuestions(session.course.questions)[0];
    session.actions.open(q.id);
    now += 3500;
    const wrong = [answersOf(q).find((a) => !a.isCorrect)!.id];
    session.actions.answer(q.id, wrong);
    const [answered] = sink.of('answered');
    const plugin = session.plugins.questionType(q.type);
    expect(answered).toMatchObject({
      questionId: q.id,
      index: q.index,
      sectionId: q.sectionId,
      questionType: q.type,
      title: q.title,
      isSurvey: false,
      response: wrong,
      interaction: plugin.toInteraction(q.data, wrong, session.language),
      score: 0,
      correct: false,
      attempt: 1,
      durationMs: 3500,
      attemptId: session.course.attemptId,
      at: new Date(now).toISOString(),
    });
  });

  it("gives a survey's answer an interaction without a correct response, though its data marks every option correct", async () => {
    const { session, sink } = await createTestPlayer();
    const survey = session.course.questions.find((q) => q.isSurvey && q.type === 'singleSelectText')!;
    const plugin = session.plugins.questionType(survey.type);
    const chosen = [answersOf(survey)[0].id];
    // The data does claim correct options: without the survey rule they would reach every LMS and LRS.
    expect(plugin.toInteraction(survey.data, chosen, session.language).correctResponsesPattern?.length).toBeGreaterThan(0);
    session.actions.answer(survey.id, chosen);
    const [answered] = sink.of('answered');
    expect(answered).toMatchObject({ questionId: survey.id, isSurvey: true, interaction: { interactionType: 'choice' } });
    expect(answered.interaction).not.toHaveProperty('correctResponsesPattern');
  });

  it("says 'experienced' for a content page read, 'progressed' on a new page, and 'attemptSubmitted' before the status it causes", async () => {
    const { session, sink } = await createTestPlayer({ overrides: { ...withSettings({ submitAnswers: { selected: 'allQuestionsAtOnce' } }), ...choiceCourse } });
    const page = session.course.questions.find((q) => q.type === 'informationContent')!;
    session.actions.open(page.id);
    session.actions.navigated(`/sections/${page.sectionId}/questions/${page.id}`);
    expect(sink.of('experienced')).toEqual([expect.objectContaining({ questionId: page.id, questionType: 'informationContent' })]);
    expect(sink.of('progressed')).toEqual([expect.objectContaining({ location: `/sections/${page.sectionId}/questions/${page.id}`, progress: 0 })]);
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, [answersOf(q).find((a) => !a.isCorrect)!.id]);
    sink.clear();
    session.attempts.submitAll();
    expect(sink.types.slice(0, 2)).toEqual(['attemptSubmitted', 'status']);
  });

  it('hands every event to the sinks the host registered in the container too', async () => {
    const host = new RecordingSink('host-lrs');
    const { session, sink } = await createTestPlayer({ sinks: [host] });
    const q = choiceQuestions(session.course.questions)[0];
    session.actions.answer(q.id, correctOf(q));
    expect(host.types).toEqual(sink.types);
    expect(host.types).toContain('answered');
  });
});

describe('saving through the scheduler only (SPEC 4.4)', () => {
  it('sends answers, page visits, objectives, block and media states to the store through the debounced scheduler', async () => {
    const clock = new ManualClock();
    const storage = new MemoryStore();
    // Block states of made-up blocks (test/support/testBlocks.ts): a media one and another.
    const { session } = await createTestPlayer({ storage, saveClock: clock, blocks: testBlocks });
    const course = session.course;
    const q = choiceQuestions(course.questions)[0];
    const section = course.sections.find((s) => s.learningObjective)!;
    const paths: [string, () => void, (record: Record<string, unknown>) => unknown][] = [
      ['an answer', () => session.actions.answer(q.id, correctOf(q)), (r) => (r.answers as unknown[])[q.index]],
      ['a page visit', () => session.actions.navigated(`/sections/${q.sectionId}/questions/${q.id}`), (r) => r.url],
      ['a learning objective', () => session.actions.consumeLearningObjective(section.id), (r) => r.learningObjectiveConsumed],
      ['media progress', () => session.blocks.set('testClips', 'video_0_0', { progressedTime: 4, totalMediaWatched: false }), (r) => r.testClips],
      ['a block state', () => session.blocks.set('testNotes', 'list1', { item1: { isChecked: true } }), (r) => r.testNotes],
    ];
    for (const [name, act, read] of paths) {
      const before = storage.saves;
      act();
      expect([name, storage.saves]).toEqual([name, before]);
      clock.advance(250);
      await settle();
      expect([name, storage.saves]).toEqual([name, before + 1]);
      expect([name, read(storage.saved as Record<string, unknown>)]).not.toEqual([name, undefined]);
    }
    expect(storage.saved).toMatchObject({
      answers: expect.arrayContaining([100]),
      url: `/sections/${q.sectionId}/questions/${q.id}`,
      learningObjectiveConsumed: [section.id],
      testClips: { video_0_0: { progressedTime: 4, totalMediaWatched: false } },
      testNotes: { list1: { item1: { isChecked: true } } },
    });
  });

  describe('the course timer (SPEC 4.6)', () => {
    beforeEach(() => {
      jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
      localStorage.clear();
    });
    afterEach(() => jest.useRealTimers());

    it('keeps its time in the saved record, written by the scheduler, and writes nothing to localStorage itself', async () => {
      const clock = new ManualClock();
      const storage = new MemoryStore();
      const { session } = await createTestPlayer({ storage, saveClock: clock, overrides: withSettings({ timer: { enabled: true, time: { hours: 0, minutes: 10, seconds: 0 } } }) });
      session.actions.navigated(`/sections/${session.course.sections[0].id}`);
      clock.advance(250);
      await settle();
      jest.advanceTimersByTime(3000);
      // The ticks asked for a write that may wait a second, not for one each.
      clock.advance(1000);
      await settle();
      expect((storage.saved as { timer: { elapsed: number; status: string } }).timer).toEqual({ elapsed: 3000, status: 'STARTED' });
      expect(localStorage.length).toBe(0);
      session.timing.timer!.dispose();
    });

    it('is saved running on unload, so the next launch continues it from the time spent', async () => {
      const page = fakePage();
      const storage = new MemoryStore();
      const overrides = withSettings({ timer: { enabled: true, time: { hours: 0, minutes: 10, seconds: 0 } } });
      const { session } = await createTestPlayer({ storage, window: page.window, saveClock: new ManualClock(), overrides });
      session.actions.navigated(`/sections/${session.course.sections[0].id}`);
      jest.advanceTimersByTime(4000);
      page.pagehide(false);
      session.timing.timer!.dispose();
      expect((storage.saved as { timer: unknown }).timer).toEqual({ elapsed: 4000, status: 'STARTED' });
      const again = await createTestPlayer({ storage, overrides });
      expect(again.session.timing.timer!.status).toBe('STARTED');
      expect(again.session.timing.timer!.elapsed).toBe(4000);
      again.session.timing.timer!.dispose();
    });
  });
});

describe('page hide and close', () => {
  it('closes the delivery after at most SINK_FLUSH_LIMIT_MS when a tracking sink never finishes sending', async () => {
    const stuck = { id: 'stuck', pending: 1, state: 'sending' as const, handle: () => undefined, flush: () => new Promise<void>(() => undefined) };
    const { session, delivery, warnings } = await createTestPlayer({ sinks: [stuck] });
    jest.useFakeTimers();
    try {
      const closing = session.exit.close('finished');
      await jest.advanceTimersByTimeAsync(SINK_FLUSH_LIMIT_MS - 1);
      expect(delivery.closes).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await closing;
      expect(delivery.closes).toEqual(['finished']);
      expect(warnings.join('\n')).toMatch(/Tracking 'stuck' did not finish sending within 5 s/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes progress synchronously and flushes the sinks when the page is hidden, and keeps the session open', async () => {
    const page = fakePage();
    const clock = new ManualClock();
    const storage = new MemoryStore();
    const { session, sink, delivery } = await createTestPlayer({ storage, window: page.window, saveClock: clock });
    const q = choiceQuestions(session.course.questions)[0];
    session.actions.answer(q.id, correctOf(q));
    expect(storage.saves).toBe(0);
    page.hide();
    expect(storage.attempts).toEqual([expect.objectContaining({ sync: true })]);
    expect((storage.saved as { answers: unknown[] }).answers[q.index]).toBe(100);
    expect(sink.flushes).toEqual(['sync']);
    // Back from the back-forward cache: the same session goes on saving.
    page.pagehide(true);
    expect(delivery.closes).toEqual([]);
    session.actions.navigated(`/sections/${q.sectionId}/questions/${q.id}`);
    clock.advance(250);
    await settle();
    expect((storage.saved as { url: string }).url).toBe(`/sections/${q.sectionId}/questions/${q.id}`);
  });

  it("closes on unload: 'exited', the last state written synchronously, the sinks flushed, then the delivery closed", async () => {
    const page = fakePage();
    const storage = new MemoryStore();
    const { session, sink, delivery } = await createTestPlayer({ storage, window: page.window, saveClock: new ManualClock() });
    const q = choiceQuestions(session.course.questions)[0];
    session.actions.answer(q.id, correctOf(q));
    page.pagehide(false);
    expect(sink.types[sink.types.length - 1]).toBe('exited');
    expect(sink.of('exited')[0]).toMatchObject({ reason: 'unload', standing: { score: session.course.score } });
    expect(storage.attempts).toEqual([expect.objectContaining({ sync: true })]);
    expect(sink.flushes).toEqual(['sync']);
    expect(delivery.closes).toEqual(['unload']);
    // Once closed, nothing more is written or closed again.
    page.pagehide(false);
    session.actions.navigated('/results');
    await settle();
    expect(storage.attempts).toHaveLength(1);
    expect(delivery.closes).toEqual(['unload']);
  });

  it("close('finished') writes what is pending, flushes the sinks and closes the delivery once", async () => {
    const storage = new MemoryStore();
    const { session, sink, delivery } = await createTestPlayer({ storage, saveClock: new ManualClock() });
    const q = choiceQuestions(session.course.questions)[0];
    session.actions.answer(q.id, correctOf(q));
    await session.exit.close('finished');
    expect((storage.saved as { answers: unknown[] }).answers[q.index]).toBe(100);
    expect(sink.flushes).toEqual(['async']);
    expect(delivery.closes).toEqual(['finished']);
    await session.exit.close('finished');
    expect(delivery.closes).toEqual(['finished']);
  });
});
