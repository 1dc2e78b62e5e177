import type { QuestionInstance } from '../../../core/models/Question';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { RecordingSink } from '../../../test/support/recordingSink';
import { lmsWindow, scormAgainLms } from '../../../test/support/scormAgain';
import { browserDelivery } from '../browser';
import { scorm12Delivery } from '../scorm12';
import { scorm2004Delivery } from '../scorm2004';

const publishedFor = (publishMode: string) => ({
  'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), publishMode }),
});

const answersOf = (q: QuestionInstance) => q.data.raw.answers as { id: string; isCorrect: boolean }[];
const correctOf = (q: QuestionInstance) => answersOf(q).filter((a) => a.isCorrect).map((a) => a.id);
const wrongOf = (q: QuestionInstance) => [answersOf(q).find((a) => !a.isCorrect)!.id];
const choiceQuestions = (qs: QuestionInstance[]) => qs.filter((q) => !q.isSurvey && ['singleSelectText', 'multipleSelect'].includes(q.type));

const deliveries = [scorm12Delivery, scorm2004Delivery, browserDelivery];

async function launch(version: '1.2' | '2004', cmi: Record<string, string> = {}, mode = version === '1.2' ? 'Lms' : 'Lms2004') {
  const events = new RecordingSink('host');
  const lms = scormAgainLms(version, { ...(version === '1.2' ? { 'cmi.core.student_id': 'learner-7', 'cmi.core.student_name': 'Doe, Jane' } : { 'cmi.learner_id': 'learner-7', 'cmi.learner_name': 'Doe, Jane' }), ...cmi });
  const apiName = version === '1.2' ? 'API' : 'API_1484_11';
  const player = await createTestPlayer({ deliveries, sinks: [events], window: lmsWindow({ [apiName]: lms.api }), overrides: publishedFor(mode) });
  return { ...player, lms, events };
}

describe.each([['1.2'], ['2004']] as const)('SCORM %s delivery with scorm-again as the LMS', (version) => {
  const v12 = version === '1.2';
  const el = {
    status: v12 ? 'cmi.core.lesson_status' : 'cmi.completion_status',
    raw: v12 ? 'cmi.core.score.raw' : 'cmi.score.raw',
    exit: v12 ? 'cmi.core.exit' : 'cmi.exit',
    location: v12 ? 'cmi.core.lesson_location' : 'cmi.location',
    sessionTime: v12 ? 'cmi.core.session_time' : 'cmi.session_time',
    initialize: v12 ? 'LMSInitialize' : 'Initialize',
    terminate: v12 ? 'LMSFinish' : 'Terminate',
  };

  it('opens on the LMS: Initialize once, the learner from the data model, status incomplete from the start', async () => {
    const { session, lms, warnings } = await launch(version);
    expect(session.delivery?.id).toBe(v12 ? 'scorm12' : 'scorm2004');
    expect(session.delivery?.isLms).toBe(true);
    expect(session.delivery!.backend.learner).toEqual({ id: 'learner-7', name: 'Jane Doe' });
    expect(lms.calls.filter((c) => c.method === el.initialize)).toHaveLength(1);
    expect(lms.data()[el.status]).toBe('incomplete');
    if (!v12) expect(lms.data()['cmi.success_status']).toBe('unknown');
    expect(lms.data()[el.exit]).toBe('suspend');
    expect(lms.errors()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('reports status and score as the learner answers, and one interaction per answer', async () => {
    const { session, lms } = await launch(version);
    const course = session.course;
    const [first] = choiceQuestions(course.questions);
    session.actions.answer(first.id, wrongOf(first));
    session.actions.answer(first.id, correctOf(first));
    await session.saving.flush();
    const rows = lms.interactions();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: first.id, result: v12 ? 'wrong' : 'incorrect', weighting: '1' });
    expect(rows[1]).toMatchObject({ id: first.id, result: 'correct', type: 'choice' });
    expect(rows[1][v12 ? 'student_response' : 'learner_response']).toBe(correctOf(first).join(v12 ? ',' : '[,]'));
    expect(rows[1]['correct_responses.0.pattern']).toBe(correctOf(first).join(v12 ? ',' : '[,]'));
    expect(rows[1][v12 ? 'time' : 'timestamp']).toMatch(v12 ? /^\d\d:\d\d:\d\d$/ : /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\dZ$/);
    if (!v12) expect(rows[1].description).toBe(first.title.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 250));
    for (const q of course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.saving.flush();
    expect(lms.data()[el.raw]).toBe('100');
    expect(lms.data()[v12 ? 'cmi.core.score.max' : 'cmi.score.max']).toBe('100');
    expect(lms.data()[v12 ? 'cmi.core.lesson_status' : 'cmi.success_status']).toBe('passed');
    if (!v12) expect(lms.data()['cmi.score.scaled']).toBe('1');
    expect(lms.interactions()).toHaveLength(2 + course.progressQuestions.length);
    expect(lms.errors()).toEqual([]);
  });

  it('says failed as soon as SPEC 4.1 decides it (all attempts of a submit-once course used)', async () => {
    const lms = scormAgainLms(version);
    const apiName = v12 ? 'API' : 'API_1484_11';
    const { session } = await createTestPlayer({
      deliveries,
      window: lmsWindow({ [apiName]: lms.api }),
      overrides: {
        ...publishedFor(v12 ? 'Lms' : 'Lms2004'),
        'settings.js': (body: string | null) => {
          const settings = JSON.parse(body ?? '{}');
          return JSON.stringify({ ...settings, submitAnswers: { selected: 'allQuestionsAtOnce' }, attemptsLimit: { enabled: true, limit: 1 } });
        },
      },
    });
    for (const q of session.course.progressQuestions) {
      const wrong = session.plugins.questionType(q.type).emptyResponse(q.data);
      session.actions.answer(q.id, q.type === 'singleSelectText' || q.type === 'multipleSelect' ? wrongOf(q) : wrong);
    }
    session.attempts.submitAll();
    await session.saving.flush();
    expect(lms.data()[v12 ? 'cmi.core.lesson_status' : 'cmi.success_status']).toBe('failed');
    expect(lms.errors()).toEqual([]);
  });

  it('keeps progress in cmi.suspend_data and resumes from the LMS alone; a new attempt (ab-initio) starts clean', async () => {
    const first = await launch(version);
    const [q] = choiceQuestions(first.session.course.questions);
    first.session.actions.answer(q.id, correctOf(q));
    first.session.actions.navigated(`/sections/${q.sectionId}/questions/${q.id}`);
    await first.session.saving.flush();
    expect(first.lms.data()['cmi.suspend_data']).toMatch(/^~2/);
    expect(first.lms.data()[el.location]).toBe(`/sections/${q.sectionId}/questions/${q.id}`);
    await first.session.exit.close('suspended');
    expect(first.lms.data()[el.exit]).toBe('suspend');
    expect(first.lms.data()[el.sessionTime]).toMatch(v12 ? /^\d\d:\d\d:\d\d(\.\d\d?)?$/ : /^PT/);
    expect(first.lms.calls.filter((c) => c.method === el.terminate)).toHaveLength(1);

    const resumed = await launch(version, first.lms.kept());
    expect(resumed.session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
    expect(resumed.events.events[0]).toMatchObject({ type: 'launched', resumed: true, location: `/sections/${q.sectionId}/questions/${q.id}` });

    const fresh = await launch(version, { ...first.lms.kept(), [v12 ? 'cmi.core.entry' : 'cmi.entry']: 'ab-initio' });
    expect(fresh.session.course.questionById.get(q.id)!.isAnswered).toBe(false);
    expect(fresh.lms.errors()).toEqual([]);
  });

  it("keeps the learner's accessibility settings in cmi.suspend_data, resumed from the LMS alone and kept on a new attempt (SPEC 3.7, 4.5)", async () => {
    const first = await launch(version);
    first.session.accessibility.set({ fontSize: 2, isDyslexiaFont: true });
    await first.session.saving.flush();
    await first.session.exit.close('suspended');
    const resumed = await launch(version, first.lms.kept());
    expect(resumed.session.accessibility.settings).toMatchObject({ fontSize: 2, isDyslexiaFont: true });
    for (const q of resumed.session.course.progressQuestions) resumed.session.actions.answer(q.id, resumed.session.plugins.questionType(q.type).correctResponse(q.data));
    expect(await resumed.session.attempts.startNew()).toBe(true);
    await resumed.session.exit.close('suspended');
    const again = await launch(version, resumed.lms.kept());
    expect(again.session.course.attemptId).toBe(resumed.session.course.attemptId);
    expect(again.session.accessibility.settings).toMatchObject({ fontSize: 2, isDyslexiaFont: true });
    expect(again.lms.errors()).toEqual([]);
  });

  it("keeps the learner's course language in cmi.suspend_data, resumed from the LMS alone and kept on a new attempt (SPEC 3.7, 4.3, 4.5)", async () => {
    const first = await launch(version);
    const status = first.lms.data()[el.status];
    await first.session.courseLanguage.change('ar');
    first.session.courseLanguage.closeFirstChoice();
    await first.session.saving.flush();
    // A switch on the first selection is no learning: the LMS's status and interactions are as they were.
    expect(first.lms.data()[el.status]).toBe(status);
    expect(first.lms.interactions()).toEqual([]);
    await first.session.exit.close('suspended');
    const resumed = await launch(version, first.lms.kept());
    expect(resumed.session.language).toBe('ar');
    expect(resumed.session.courseLanguage.firstChoice).toBe(false);
    for (const q of resumed.session.course.progressQuestions) resumed.session.actions.answer(q.id, resumed.session.plugins.questionType(q.type).correctResponse(q.data));
    expect(await resumed.session.attempts.startNew()).toBe(true);
    await resumed.session.exit.close('suspended');
    const again = await launch(version, resumed.lms.kept());
    expect(again.session.language).toBe('ar');
    expect(again.lms.errors()).toEqual([]);
  });

  it('terminates once, with exit normal, on Submit result, and calls nothing after it', async () => {
    const { session, lms } = await launch(version);
    const [q] = choiceQuestions(session.course.questions);
    session.actions.answer(q.id, correctOf(q));
    await session.exit.close('finished');
    expect(lms.data()[el.exit]).toBe(v12 ? '' : 'normal');
    const end = lms.calls.findIndex((c) => c.method === el.terminate);
    expect(end).toBeGreaterThan(0);
    session.actions.answer(choiceQuestions(session.course.questions)[1].id, correctOf(choiceQuestions(session.course.questions)[1]));
    session.exit.hide();
    await session.exit.close('unload');
    expect(lms.calls.slice(end + 1)).toEqual([]);
    expect(lms.errors()).toEqual([]);
  });

  it('terminates on page unload synchronously, once', async () => {
    const { session, lms } = await launch(version);
    void session.exit.close('unload');
    expect(lms.calls.filter((c) => c.method === el.terminate)).toHaveLength(1);
    expect(lms.data()[el.exit]).toBe('suspend');
  });
});

describe('SCORM launches', () => {
  it('takes the version the package was published for when the LMS offers both', async () => {
    const lms12 = scormAgainLms('1.2');
    const lms2004 = scormAgainLms('2004');
    const win = lmsWindow({ API: lms12.api, API_1484_11: lms2004.api });
    const a = await createTestPlayer({ deliveries, window: win, overrides: publishedFor('Lms') });
    expect(a.session.delivery?.id).toBe('scorm12');
    const b = await createTestPlayer({ deliveries, window: win, overrides: publishedFor('Lms2004') });
    expect(b.session.delivery?.id).toBe('scorm2004');
  });

  it('plays a 1.2 package in a 2004-only LMS on 2004', async () => {
    const lms = scormAgainLms('2004');
    const { session } = await createTestPlayer({ deliveries, window: lmsWindow({ API_1484_11: lms.api }), overrides: publishedFor('Lms') });
    expect(session.delivery?.id).toBe('scorm2004');
  });

  it('falls back to browser storage, with a warning, when the LMS will not initialise', async () => {
    const lms = scormAgainLms('1.2');
    lms.api.LMSInitialize = () => 'false';
    lms.api.LMSGetLastError = () => '101';
    const { session, warnings } = await createTestPlayer({ deliveries, window: lmsWindow({ API: lms.api }), overrides: publishedFor('Lms') });
    expect(session.delivery?.id).toBe('browser');
    expect(warnings.join('\n')).toMatch(/LMSInitialize\(''\) failed: error 101/);
    expect(warnings.join('\n')).toMatch(/did not initialise/);
  });

  it('logs a failing call with its error code and diagnostic, keeps the learner working, and commits again later', async () => {
    const { session, lms, warnings } = await launch('1.2');
    const commit = lms.api.LMSCommit;
    let refuse = true;
    lms.api.LMSCommit = (...args: unknown[]) => (refuse ? 'false' : commit(...args));
    lms.api.LMSGetLastError = () => (refuse ? '101' : '0');
    lms.api.LMSGetDiagnostic = () => 'the server did not answer';
    const [q] = choiceQuestions(session.course.questions);
    session.actions.answer(q.id, correctOf(q));
    await session.saving.flush();
    expect(warnings.join('\n')).toMatch(/LMSCommit\(''\) failed: error 101.*the server did not answer/);
    expect(session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
    refuse = false;
    const [, second] = choiceQuestions(session.course.questions);
    session.actions.answer(second.id, correctOf(second));
    await session.saving.flush();
    expect(lms.data()['cmi.suspend_data']).toMatch(/^~2/);
  });
});
