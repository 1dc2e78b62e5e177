import { generateCourse } from '../../../test/support/generatedCourse';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { lmsWindow, scormAgainLms } from '../../../test/support/scormAgain';
import { browserDelivery } from '../browser';
import { scorm12Delivery } from '../scorm12';

/**
 * The issue's bound: cmi.suspend_data never above 4,096 characters in SCORM 1.2 whatever the course
 * size, checked on every SetValue (scorm-again itself allows 64,000), with 500 answered questions,
 * in an LMS that keeps non-ASCII text and in one that keeps only ASCII (SPEC 5.2's probe), with the
 * learner's accessibility settings all on and a course language chosen (a course in English and Arabic).
 */
describe.each([['keeps non-ASCII text', false], ['keeps only ASCII', true]] as const)('SCORM 1.2 suspend_data with 500 answers, in an LMS that %s', (_name, asciiOnly) => {
  const course = generateCourse(35, 20, ['--ar']);
  afterAll(() => course.remove());

  it('stays within 4,096 characters on every write and restores every answer on a fresh launch', async () => {
    const lms = scormAgainLms('1.2');
    const setValue = lms.api.LMSSetValue;
    const written: number[] = [];
    lms.api.LMSSetValue = (element: unknown, value: unknown) => {
      if (element === 'cmi.suspend_data') {
        written.push(String(value).length);
        // An LMS that stores Latin-1 or ASCII only refuses what it cannot keep.
        if (asciiOnly && /[^\x00-\x7f]/.test(String(value))) return 'false';
      }
      return setValue(element, value);
    };
    const publish = { 'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), publishMode: 'Lms' }) };
    const deliveries = [scorm12Delivery, browserDelivery];
    const { session, warnings } = await createTestPlayer({ dir: course.dir, deliveries, window: lmsWindow({ API: lms.api }), overrides: publish });
    const questions = session.course.progressQuestions;
    expect(questions.length).toBeGreaterThanOrEqual(500);
    const answered = questions.slice(0, 500);
    // The learner's accessibility settings, every one on, are never dropped to make room (docs/progress-format.md).
    const every = { fontSize: 3, isContrastTheme: true, isReadableFont: false, isDyslexiaFont: true, isSeizureSafe: true } as const;
    session.accessibility.set(every);
    await session.courseLanguage.change('ar');
    session.courseLanguage.closeFirstChoice();
    for (const q of answered) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.saving.flush();
    expect(written.length).toBeGreaterThan(1);
    expect(Math.max(...written)).toBeLessThanOrEqual(4096);
    expect(session.delivery!.backend.store.limits.acceptsNonAscii).toBe(!asciiOnly);
    await session.exit.close('suspended');

    const again = scormAgainLms('1.2', lms.kept());
    const resumed = await createTestPlayer({ dir: course.dir, deliveries, window: lmsWindow({ API: again.api }), overrides: publish });
    expect(answered.filter((q) => !resumed.session.course.questionById.get(q.id)!.isAnsweredCorrectly)).toEqual([]);
    expect(resumed.session.accessibility.settings).toEqual(every);
    expect(resumed.session.language).toBe('ar');
    expect(warnings.filter((w) => /suspend|does not fit|not saved/i.test(w))).toEqual([]);
  });
});
