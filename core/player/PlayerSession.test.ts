import { createTestPlayer } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';
import { nestedBlocksJson, withRawJson } from '../../test/support/nestedBlocks';
import type { QuestionInstance } from '../models/Question';
import { Status } from '../rules/status';
import { defineDeliveryPlugin, type DeliveryContext } from '../delivery/DeliveryPlugin';
import { RECONNECTED_SHOWN_MS } from './connection';

const correctOf = (q: QuestionInstance) => (q.data.raw.answers as { id: string; isCorrect: boolean }[]).filter((a) => a.isCorrect).map((a) => a.id);
const wrongOf = (q: QuestionInstance) => [(q.data.raw.answers as { id: string; isCorrect: boolean }[]).find((a) => !a.isCorrect)!.id];

describe('PlayerSession on the showcase course', () => {
  it('loads the course, its sections and questions', async () => {
    const { session } = await createTestPlayer();
    expect(session.state).toBe('ready');
    expect(session.course.sections.length).toBeGreaterThanOrEqual(3);
    expect(session.course.title).not.toBe('');
    expect(session.course.attemptId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('scores answers, saves after each one, and restores them in a new session (SPEC 4.4)', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    const choice = session.course.questions.filter((q) => !q.isSurvey && ['singleSelectText', 'multipleSelect'].includes(q.type));
    session.actions.answer(choice[0].id, correctOf(choice[0]));
    await session.saving.flush();
    session.actions.answer(choice[1].id, wrongOf(choice[1]));
    await session.saving.flush();
    session.actions.navigated(`/sections/${choice[1].sectionId}/questions/${choice[1].id}`);
    await session.saving.flush();
    expect(storage.saves).toBeGreaterThanOrEqual(3);
    expect(choice[0].score).toBe(100);
    expect(choice[1].score).toBe(0);

    const again = await createTestPlayer({ storage });
    const q0 = again.session.course.questionById.get(choice[0].id)!;
    const q1 = again.session.course.questionById.get(choice[1].id)!;
    expect(q0.isAnswered && q0.score === 100).toBe(true);
    expect(q0.response).toEqual(correctOf(choice[0]));
    expect(q1.response).toEqual(wrongOf(choice[1]));
    expect(q1.score).toBe(0);
    expect(again.session.resumeUrl).toBe(`/sections/${choice[1].sectionId}/questions/${choice[1].id}`);
    expect(again.session.course.attemptId).toBe(session.course.attemptId);
  });

  it('stores a correct answer as just 100 (PACKAGE-FORMAT.md saved progress)', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    const q = session.course.questions.find((x) => x.type === 'multipleSelect')!;
    session.actions.answer(q.id, correctOf(q));
    expect((storage.saved as { answers: unknown[] }).answers[q.index]).toBe(100);
  });

  it('passes the course when the score reaches the mastery score', async () => {
    const { session } = await createTestPlayer();
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    expect(session.course.score).toBe(100);
    expect(session.course.status).toBe(Status.PASSED);
  });

  it('answers a content page when it is opened (SPEC 4.2)', async () => {
    const { session } = await createTestPlayer();
    const page = session.course.questions.find((q) => q.type === 'informationContent')!;
    session.actions.open(page.id);
    expect(page.isAnswered).toBe(true);
    expect(page.attemptNumber).toBe(1);
    expect(session.course.affectsProgress(page)).toBe(false);
  });

  it('starts clean with a warning when saved progress is corrupt (SPEC 8.3)', async () => {
    const { session, warnings } = await createTestPlayer({ storage: new MemoryStore({ record: 'not an object' }) });
    expect(session.state).toBe('ready');
    expect(session.course.questions.every((q) => !q.isAnswered)).toBe(true);
    expect(warnings.join(' ')).toMatch(/starts clean/);
    expect(session.notices.list).toContainEqual({ key: 'player:progress warning' });
  });

  describe('a saved record the player cannot use, as in the production build (MST checks no types there)', () => {
    const env = process.env.NODE_ENV;
    beforeAll(() => {
      process.env.NODE_ENV = 'production';
    });
    afterAll(() => {
      process.env.NODE_ENV = env;
    });

    it.each([
      [{ v: 1, url: 42, answers: [] }],
      [{ v: 1, url: true, answers: [] }],
      [{ v: 1, url: {}, answers: [] }],
      [{ v: 1, url: ['/results'], answers: [] }],
      [{ v: 1, url: '/results', attempts: 'many', answers: [100] }],
      [{ v: 999, url: '/results', answers: [100] }],
    ])('sets %j aside and starts clean with a warning (SPEC 8.3)', async (record) => {
      const storage = new MemoryStore({ record });
      const { session, warnings } = await createTestPlayer({ storage });
      expect(session.state).toBe('ready');
      expect(session.course.questions.every((q) => !q.isAnswered)).toBe(true);
      expect(session.resumeUrl).toBe('');
      expect(warnings.join(' ')).toMatch(/set aside; the course starts clean/);
      expect(storage.aside).toEqual({ record, reason: expect.any(String) });
      expect(session.notices.list).toContainEqual({ key: 'player:progress warning' });
    });
  });

  it('resumes at the route of a url saved by an older player (SPEC 2.3)', async () => {
    const first = await createTestPlayer();
    const q = first.session.course.questions[1];
    const { session } = await createTestPlayer({ storage: new MemoryStore({ record: { url: `#/section/${q.sectionId}/question/${q.id}`, answers: [] } }) });
    expect(session.resumeUrl).toBe(`/sections/${q.sectionId}/questions/${q.id}`);
  });

  it('opens a course whose block lists nest 20,000 deep, in introductions, page bodies and answer explanations', async () => {
    const { session } = await createTestPlayer({
      overrides: {
        'content/data.js': (body) => {
          const data = JSON.parse(body!);
          data.introductions = '@intro';
          const [first, second] = data.sections[0].questions;
          first.learningContents = '@page';
          second.questionInstructions = '@how';
          const choice = data.sections.flatMap((s: { questions: { type: string }[] }) => s.questions).find((q: { type: string }) => q.type === 'singleSelectText');
          choice.answers[0].explanationBlocks = '@why';
          const deep = (prefix: string) => nestedBlocksJson(20_000, prefix);
          return withRawJson(data, { '@intro': deep('intro'), '@page': deep('page'), '@how': deep('how'), '@why': deep('why') });
        },
      },
    });
    expect(session.state).toBe('ready');
    expect(session.course.introductions[0].id).toBe('intro-0');
    expect(session.course.questions[0].data.learningContents[0].id).toBe('page-0');
    expect(session.course.questions[1].data.instructions[0].id).toBe('how-0');
    const choice = session.course.questions.find((q) => q.type === 'singleSelectText')!;
    expect((choice.data.raw.answers as { explanationBlocks: unknown[] }[])[0].explanationBlocks).toHaveLength(1);
  });

  describe('showContentPages off (SPEC 2.9, 8.3)', () => {
    const off = (body: string | null) => JSON.stringify({ ...JSON.parse(body!), showContentPages: { enabled: false } });
    const onlyContentPages = (body: string | null) => {
      const data = JSON.parse(body!);
      for (const s of data.sections) s.questions = s.questions.filter((q: { type: string }) => q.type === 'informationContent');
      return JSON.stringify(data);
    };

    it('is the show-content configuration error when the course has only content pages', async () => {
      const { session } = await createTestPlayer({ overrides: { 'settings.js': off, 'content/data.js': onlyContentPages } });
      expect(session.state).toBe('error');
      expect(session.error).toMatchObject({ kind: 'showContent', message: 'show content configuration is disabled' });
      // The error page reads the course's own label for it.
      expect(session.translator.t('[ShowContentDisabledError]')).toMatch(/content pages/);
    });

    it('plays a course that has questions besides its content pages', async () => {
      const { session } = await createTestPlayer({ overrides: { 'settings.js': off } });
      expect(session.state).toBe('ready');
    });

    it('plays a course of only content pages when they are shown', async () => {
      const { session } = await createTestPlayer({ overrides: { 'content/data.js': onlyContentPages } });
      expect(session.state).toBe('ready');
    });
  });

  it("restores only the same learner's progress (SPEC 4.4)", async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, correctOf(q));
    await session.saving.flush();
    storage.edit((record) => {
      record.user = { email: 'someone.else@example.com' };
    });
    const again = await createTestPlayer({ storage });
    expect(again.session.course.questionById.get(q.id)!.isAnswered).toBe(false);
    expect(again.session.course.attemptId).toBe(session.course.attemptId);
  });

  describe('the learner of an identified delivery (SPEC 3.7 user, 4.4)', () => {
    const learner = { id: 'lms-42', name: 'Doe, Jane', email: 'Jane.Doe@example.com' };

    it('is written into the record, so the same learner restores their progress', async () => {
      const storage = new MemoryStore();
      const { session } = await createTestPlayer({ storage, learner });
      const q = session.course.progressQuestions[0];
      session.actions.answer(q.id, correctOf(q));
      await session.saving.flush();
      expect((storage.saved as { user: unknown }).user).toEqual({ email: 'Jane.Doe@example.com', name: 'Doe, Jane' });
      // The e-mail is compared without case, as the LMS or a sign-in may spell it either way.
      const again = await createTestPlayer({ storage, learner: { ...learner, email: 'jane.doe@EXAMPLE.com' } });
      expect(again.session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
    });

    it('keeps another learner out: a different e-mail starts clean with the attempt id only', async () => {
      const storage = new MemoryStore();
      const { session } = await createTestPlayer({ storage, learner });
      const q = session.course.progressQuestions[0];
      session.actions.answer(q.id, correctOf(q));
      await session.saving.flush();
      const other = await createTestPlayer({ storage, learner: { id: 'lms-43', name: 'Roe, Richard', email: 'richard.roe@example.com' } });
      expect(other.session.course.questionById.get(q.id)!.isAnswered).toBe(false);
      expect(other.session.course.attemptId).toBe(session.course.attemptId);
    });

    it('writes no user in a delivery that knows no learner (browser storage)', async () => {
      const storage = new MemoryStore();
      const { session } = await createTestPlayer({ storage });
      session.actions.answer(session.course.progressQuestions[0].id, correctOf(session.course.progressQuestions[0]));
      await session.saving.flush();
      expect((storage.saved as { user: unknown }).user).toBeNull();
    });
  });

  it('converts answers saved as an object to an array (SPEC 4.4)', async () => {
    const first = await createTestPlayer();
    const q = first.session.course.progressQuestions[0];
    const storage = new MemoryStore({ record: { answers: { [q.index]: 100 }, attempts: { [q.index]: 2 } } });
    const { session } = await createTestPlayer({ storage });
    expect(session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
  });

  it('shows the error state with the SPEC message for a broken data.js', async () => {
    const { session } = await createTestPlayer({ overrides: { 'content/data.js': '{"sections": [' } });
    expect(session.state).toBe('error');
    expect(session.error?.message).toBe('Course data loading failed');
  });

  it('keeps an unsupported question type out of scoring and refuses to answer it', async () => {
    const { session } = await createTestPlayer({
      overrides: {
        'content/data.js': (body) => {
          const data = JSON.parse(body!);
          data.sections[0].questions.push({ id: 'f'.repeat(32), type: 'futureType', title: 'Future', questionInstructions: [] });
          return JSON.stringify(data);
        },
      },
    });
    const q = session.course.questionById.get('f'.repeat(32))!;
    expect(q.supported).toBe(false);
    expect(session.course.affectsProgress(q)).toBe(false);
    expect(() => session.actions.answer(q.id, [])).toThrow('Unable to calculate score for futureType question');
  });

  it('follows what the delivery says of its connection: lost, back, and online again after 2 s (SPEC 4.7, 2.10)', async () => {
    let report: DeliveryContext['connection'];
    const store = new MemoryStore();
    const reporting = defineDeliveryPlugin({
      id: 'reporting',
      priority: 1000,
      detect: () => true,
      open: async (context) => {
        report = context.connection;
        return { learner: null, store, sinks: [], close: async () => undefined };
      },
    });
    const { session } = await createTestPlayer({ deliveries: [reporting], storage: store });
    expect(session.connection.state).toBe('online');
    jest.useFakeTimers();
    try {
      report!('lost');
      expect(session.connection.state).toBe('lost');
      report!('back');
      expect(session.connection.state).toBe('back');
      jest.advanceTimersByTime(RECONNECTED_SHOWN_MS - 1);
      expect(session.connection.state).toBe('back');
      // Lost again before the note went: it stays lost, and the earlier timer does not hide it.
      report!('lost');
      jest.advanceTimersByTime(RECONNECTED_SHOWN_MS);
      expect(session.connection.state).toBe('lost');
      report!('back');
      jest.advanceTimersByTime(RECONNECTED_SHOWN_MS);
      expect(session.connection.state).toBe('online');
      // 'back' without a loss is no news.
      report!('back');
      expect(session.connection.state).toBe('online');
    } finally {
      jest.useRealTimers();
    }
  });
});
