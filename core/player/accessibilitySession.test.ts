/**
 * The learner's accessibility settings in a running session on the showcase: saved with progress,
 * restored before the session is ready (SPEC 4.3 step 5), kept on a new attempt and on start over
 * (SPEC 4.5), announced to the sinks (SPEC 4.8).
 */
import { reaction } from 'mobx';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { ManualClock, settle } from '../../test/support/manualClock';
import { MemoryStore } from '../../test/support/memoryStore';
import { DEFAULT_ACCESSIBILITY, type AccessibilitySettings } from '../accessibility/settings';
import type { QuestionInstance } from '../models/Question';
import { ACCESSIBILITY_DEBOUNCE_MS } from './accessibility';
import { PlayerSession } from './PlayerSession';

const settings = (over: Partial<AccessibilitySettings> = {}): AccessibilitySettings => ({ ...DEFAULT_ACCESSIBILITY, ...over });
const savedAccessibility = (storage: MemoryStore) => (storage.saved as { accessibility: unknown }).accessibility;
const answerAll = (session: PlayerSession) => {
  for (const q of session.course.progressQuestions as QuestionInstance[]) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
};
const submitAll = { 'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), submitAnswers: { selected: 'allQuestionsAtOnce' } }) };

describe('accessibility settings in a session', () => {
  it('are saved with progress and restored in the next session, before it is ready', async () => {
    const storage = new MemoryStore();
    const { session, sink } = await createTestPlayer({ storage });
    session.accessibility.set({ fontSize: 3, isContrastTheme: true });
    await session.saving.flush();
    expect(savedAccessibility(storage)).toEqual({ fontSize: 3, isContrastTheme: true });
    expect(sink.of('accessibilityUpdated')).toEqual([expect.objectContaining({ settings: settings({ fontSize: 3, isContrastTheme: true }) })]);

    // What the settings were at the moment the session turned ready: the app draws its first screen then.
    const seen: { state: string; settings: AccessibilitySettings }[] = [];
    const again = await createTestPlayer({
      storage,
      setUp: (container) => {
        const next = container.resolve(PlayerSession);
        reaction(
          () => next.state,
          (state) => seen.push({ state, settings: next.accessibility.settings }),
        );
      },
    });
    expect(again.session.accessibility.settings).toEqual(settings({ fontSize: 3, isContrastTheme: true }));
    expect(seen).toEqual([{ state: 'ready', settings: settings({ fontSize: 3, isContrastTheme: true }) }]);
    // Restoring is not a change of the learner's: nothing announced.
    expect(again.sink.of('accessibilityUpdated')).toEqual([]);
  });

  it('are kept on a new attempt (SPEC 4.5 "always kept")', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, overrides: submitAll });
    session.accessibility.set({ isSeizureSafe: true, fontSize: 2 });
    answerAll(session);
    session.attempts.submitAll();
    expect(await session.attempts.startNew()).toBe(true);
    await session.saving.flush();
    expect(session.accessibility.settings).toEqual(settings({ isSeizureSafe: true, fontSize: 2 }));
    expect(savedAccessibility(storage)).toEqual({ fontSize: 2, isSeizureSafe: true });
    const again = await createTestPlayer({ storage, overrides: submitAll });
    expect(again.session.course.courseAttempt).toBe(1);
    expect(again.session.accessibility.settings).toEqual(settings({ isSeizureSafe: true, fontSize: 2 }));
  });

  it('are kept on start over, which removes the rest of the progress (SPEC 4.5)', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    session.accessibility.set({ isDyslexiaFont: true });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.attempts.startOver();
    await session.saving.flush();
    expect((storage.saved as { answers: unknown[] }).answers).toEqual([]);
    expect(savedAccessibility(storage)).toEqual({ fontSize: 0, isDyslexiaFont: true });
    const again = await createTestPlayer({ storage });
    expect(again.session.accessibility.settings).toEqual(settings({ isDyslexiaFont: true }));
  });

  it('a change is written 300 ms after the last of a burst, and at once on page hide', async () => {
    const clock = new ManualClock();
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, saveClock: clock });
    session.accessibility.set({ fontSize: 1 });
    session.accessibility.set({ fontSize: 2 });
    clock.advance(ACCESSIBILITY_DEBOUNCE_MS - 1);
    expect(storage.saves).toBe(0);
    clock.advance(1000);
    await settle();
    expect(storage.saves).toBe(1);
    expect(savedAccessibility(storage)).toEqual({ fontSize: 2 });

    session.accessibility.set({ isReadableFont: true });
    session.exit.hide();
    expect(storage.attempts.at(-1)!.sync).toBe(true);
    expect(savedAccessibility(storage)).toEqual({ fontSize: 2, isReadableFont: true });
  });

  it('another learner’s record is not theirs (SPEC 4.4): the browser’s preferences instead', async () => {
    const storage = new MemoryStore();
    const first = await createTestPlayer({ storage, learner: { email: 'ada@example.com' } });
    first.session.accessibility.set({ fontSize: 3 });
    await first.session.saving.flush();
    const other = await createTestPlayer({ storage, learner: { email: 'bob@example.com' } });
    expect(other.session.accessibility.settings).toEqual(settings());
  });

  it('a saved value with a corrupt field: the rest is restored, the progress too, with a warning', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.saving.flush();
    storage.edit((record) => (record.accessibility = { fontSize: 9, isContrastTheme: true }));
    const again = await createTestPlayer({ storage });
    expect(again.session.accessibility.settings).toEqual(settings({ isContrastTheme: true }));
    expect(again.session.course.questionById.get(q.id)!.isAnswered).toBe(true);
    expect(again.warnings).toEqual([expect.stringContaining('fontSize 9 is not a level 0–3')]);
  });

  it('a first launch follows the browser’s preferences and saves nothing of them', async () => {
    const matchMedia = (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' || query === '(forced-colors: active)' }) as MediaQueryList;
    const storage = new MemoryStore();
    // jsdom has no matchMedia: this page's answers stand in for the browser's.
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    const { session } = await createTestPlayer({ storage, window }).finally(() => delete (window as { matchMedia?: unknown }).matchMedia);
    expect(session.accessibility.settings).toEqual(settings({ isSeizureSafe: true, isContrastTheme: true }));
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.saving.flush();
    expect(savedAccessibility(storage)).toEqual({});
  });
});
