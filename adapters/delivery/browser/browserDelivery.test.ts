import { defineDeliveryPlugin, readPublishSettings } from '@core';
import { codecContextFor, createProgressCodec } from '../../../core/progress/codec';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { MemoryStore } from '../../../test/support/memoryStore';
import { browserDelivery } from '.';
import { progressKey } from './BrowserStore';

const publishedFor = (publishMode: string) => ({
  'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), publishMode }),
});

/** A page with (or without) an LMS API object, as an LMS frame would place it. */
function lmsPage(api: Record<string, unknown> = {}) {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win: EventTarget & Record<string, unknown> = Object.assign(new EventTarget(), { document: doc, opener: null }, api);
  win.parent = win;
  return win as unknown as Window;
}

describe('the browser delivery (SPEC 9.5)', () => {
  beforeEach(() => localStorage.clear());

  it('detects every launch at the lowest priority, so any other delivery that detects its own wins', () => {
    const launch = { publish: readPublishSettings({ publishMode: 'Lms' }), query: new URLSearchParams(), window: null };
    expect(browserDelivery.detect(launch)).toBe(true);
    expect(browserDelivery.priority).toBe(0);
  });

  it("keeps progress under 'course_progress' + courseId + templateId, knows no learner and tracks nothing", async () => {
    const { session, warnings } = await createTestPlayer({ deliveries: [browserDelivery] });
    expect(session.delivery?.id).toBe('browser');
    expect(session.delivery).toMatchObject({ learner: null, sinks: [] });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.saving.flush();
    const key = progressKey(session.course.id, session.course.templateId);
    const codec = createProgressCodec();
    const saved = codec.decode(localStorage.getItem(key)!, codecContextFor(session.course, session.plugins)) as { answers: unknown[] };
    expect(saved.answers[q.index]).toBe(100);
    const again = await createTestPlayer({ deliveries: [browserDelivery] });
    expect(again.session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
    expect(warnings).toEqual([]);
  });

  it("keeps the learner's accessibility settings in the record under the same key, and a new attempt keeps them (SPEC 3.7, 4.5)", async () => {
    const { session } = await createTestPlayer({ deliveries: [browserDelivery] });
    session.accessibility.set({ fontSize: 3, isSeizureSafe: true });
    await session.saving.flush();
    const key = progressKey(session.course.id, session.course.templateId);
    const saved = createProgressCodec().decode(localStorage.getItem(key)!, codecContextFor(session.course, session.plugins)) as { accessibility: unknown };
    expect(saved.accessibility).toEqual({ fontSize: 3, isSeizureSafe: true });
    expect(Object.keys(localStorage)).toEqual([key]);
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    expect(await session.attempts.startNew()).toBe(true);
    await session.saving.flush();
    const again = await createTestPlayer({ deliveries: [browserDelivery] });
    expect(again.session.course.attemptId).toBe(session.course.attemptId);
    expect(again.session.accessibility.settings).toMatchObject({ fontSize: 3, isSeizureSafe: true });
  });

  it("keeps the learner's course language in the record under the same key, applied at the next launch and kept on a new attempt (SPEC 3.7, 4.3, 4.5)", async () => {
    const { session } = await createTestPlayer({ deliveries: [browserDelivery] });
    await session.courseLanguage.change('ar');
    session.courseLanguage.closeFirstChoice();
    await session.saving.flush();
    const key = progressKey(session.course.id, session.course.templateId);
    const saved = createProgressCodec().decode(localStorage.getItem(key)!, codecContextFor(session.course, session.plugins)) as { language: unknown };
    expect(saved.language).toBe('ar');
    expect(Object.keys(localStorage)).toEqual([key]);
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    expect(await session.attempts.startNew()).toBe(true);
    await session.saving.flush();
    const again = await createTestPlayer({ deliveries: [browserDelivery] });
    expect(again.session.language).toBe('ar');
    expect(again.session.courseLanguage.firstChoice).toBe(false);
  });

  it('sets unreadable progress aside under <key>_unreadable; the course starts clean with a notice (SPEC 8.3)', async () => {
    const first = await createTestPlayer({ deliveries: [browserDelivery] });
    const key = progressKey(first.session.course.id, first.session.course.templateId);
    localStorage.setItem(key, '{"url": "/res');
    const { session, warnings } = await createTestPlayer({ deliveries: [browserDelivery] });
    expect(session.state).toBe('ready');
    expect(localStorage.getItem(`${key}_unreadable`)).toBe('{"url": "/res');
    expect(localStorage.getItem(key)).toBeNull();
    expect(warnings.join('\n')).toMatch(/Saved progress is unreadable and was set aside; the course starts clean: it cannot be decoded/);
    expect(session.notices.list).toContainEqual({ key: 'player:progress warning' });
  });

  it.each([['Lms', 'API'], ['Lms2004', 'API_1484_11']])('plays a package published for an LMS (%s) without one on browser storage, and says so', async (mode) => {
    const { session, warnings } = await createTestPlayer({ deliveries: [browserDelivery], window: lmsPage(), overrides: publishedFor(mode) });
    expect(session.delivery?.id).toBe('browser');
    expect(warnings).toContain(`This course was published for an LMS (${mode}) but no LMS API was found; progress is kept in this browser instead.`);
  });

  it('says when an LMS API is there but no delivery for it opened', async () => {
    const { warnings } = await createTestPlayer({ deliveries: [browserDelivery], window: lmsPage({ API: { LMSInitialize: () => 'true' } }), overrides: publishedFor('Lms') });
    expect(warnings.join('\n')).toMatch(/published for an LMS \(Lms\) and an LMS API was found, but no delivery for it opened; progress is kept in this browser instead/);
  });

  it('gives way to a delivery of higher priority that detects the launch (an LMS beats the browser)', async () => {
    const lmsStore = new MemoryStore();
    const lms = defineDeliveryPlugin({
      id: 'fake-lms',
      priority: 100,
      detect: (launch) => launch.publish.isScorm,
      open: async () => ({ learner: { id: 'l1', name: 'Doe, Jane' }, store: lmsStore, sinks: [], close: async () => undefined }),
    });
    const lmsLaunch = await createTestPlayer({ deliveries: [browserDelivery, lms], overrides: publishedFor('Lms') });
    expect(lmsLaunch.session.delivery?.id).toBe('fake-lms');
    expect(lmsLaunch.warnings).toEqual([]);
    const webLaunch = await createTestPlayer({ deliveries: [browserDelivery, lms] });
    expect(webLaunch.session.delivery?.id).toBe('browser');
  });
});
