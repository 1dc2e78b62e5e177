import { ManualClock } from '../../test/support/manualClock';
import { readSavedAccessibility } from '../accessibility/savedSettings';
import { DEFAULT_ACCESSIBILITY, type AccessibilitySettings } from '../accessibility/settings';
import type { LearningEvent } from '../delivery/LearningEvent';
import { ACCESSIBILITY_DEBOUNCE_MS, LearnerAccessibility, type AccessibilityParts } from './accessibility';
import { LearningEvents } from './events';

const settings = (over: Partial<AccessibilitySettings> = {}): AccessibilitySettings => ({ ...DEFAULT_ACCESSIBILITY, ...over });
const none = { reducedMotion: false, moreContrast: false, forcedColors: false };

function owner(parts: Partial<AccessibilityParts> = {}) {
  const warnings: string[] = [];
  const events = new LearningEvents((m) => warnings.push(m));
  const sent: LearningEvent[] = [];
  events.onAny((e) => sent.push(e));
  const clock = new ManualClock();
  const accessibility = new LearnerAccessibility({ events, warn: (m) => warnings.push(m), clock, preferences: none, ...parts });
  const saving = { changes: 0, changed: () => void saving.changes++ };
  return { accessibility, clock, sent, warnings, saving };
}

describe('session.accessibility, the owner of the learner’s settings', () => {
  it('shows a change at once; saves and announces it once, 300 ms after the last of a burst (SPEC 9.2, 4.8)', () => {
    const { accessibility, clock, sent, saving } = owner();
    accessibility.attach(saving);
    accessibility.set({ isContrastTheme: true });
    expect(accessibility.settings).toEqual(settings({ isContrastTheme: true }));
    clock.advance(200);
    accessibility.set({ fontSize: 1 });
    clock.advance(200);
    accessibility.set({ fontSize: 2 });
    clock.advance(ACCESSIBILITY_DEBOUNCE_MS - 1);
    expect([saving.changes, sent.length]).toEqual([0, 0]);
    clock.advance(1);
    expect(saving.changes).toBe(1);
    expect(sent).toEqual([expect.objectContaining({ type: 'accessibilityUpdated', settings: settings({ isContrastTheme: true, fontSize: 2 }) })]);
  });

  it('a burst that ends where it began is no change: nothing saved, nothing announced', () => {
    const { accessibility, clock, sent, saving } = owner();
    accessibility.attach(saving);
    accessibility.set({ isSeizureSafe: true });
    accessibility.set({ isSeizureSafe: false });
    clock.advance(1000);
    expect([saving.changes, sent.length]).toEqual([0, 0]);
  });

  it('flush() saves and announces a change still inside its 300 ms (page hide)', () => {
    const { accessibility, clock, sent, saving } = owner();
    accessibility.attach(saving);
    accessibility.set({ isReadableFont: true });
    accessibility.flush();
    expect([saving.changes, sent.length]).toEqual([1, 1]);
    clock.advance(1000);
    accessibility.flush();
    expect([saving.changes, sent.length]).toEqual([1, 1]);
  });

  it('saves the choice, never empty; an untouched first launch saves nothing, so the browser decides again next time', () => {
    const first = owner({ preferences: { ...none, reducedMotion: true } });
    expect(first.accessibility.settings).toEqual(settings({ isSeizureSafe: true }));
    expect(first.accessibility.saved).toEqual({});
    first.accessibility.set({ isSeizureSafe: false });
    expect(first.accessibility.saved).toEqual({ fontSize: 0 });
  });

  it('restores a saved choice (SPEC 4.3 step 5); with none, the browser’s preferences', () => {
    const { accessibility, sent } = owner({ preferences: { ...none, moreContrast: true } });
    expect(accessibility.settings).toEqual(settings({ isContrastTheme: true }));
    accessibility.restore(readSavedAccessibility({ fontSize: 3, isDyslexiaFont: true }));
    expect(accessibility.settings).toEqual(settings({ fontSize: 3, isDyslexiaFont: true }));
    expect(accessibility.saved).toEqual({ fontSize: 3, isDyslexiaFont: true });
    accessibility.restore(readSavedAccessibility({}));
    expect(accessibility.settings).toEqual(settings({ isContrastTheme: true }));
    accessibility.restore(null);
    expect(accessibility.saved).toEqual({});
    expect(sent).toEqual([]);
  });

  it('a change made before the record arrived (the sign-in screen) beats the record, and is written when saving starts', () => {
    const { accessibility, clock, saving } = owner();
    accessibility.set({ fontSize: 1 });
    clock.advance(ACCESSIBILITY_DEBOUNCE_MS);
    accessibility.restore(readSavedAccessibility({ fontSize: 3, isContrastTheme: true }));
    expect(accessibility.settings).toEqual(settings({ fontSize: 1 }));
    accessibility.attach(saving);
    expect(saving.changes).toBe(1);
    expect(accessibility.saved).toEqual({ fontSize: 1 });
  });

  it('starts from what the page’s head script showed, until the record is restored', () => {
    const { accessibility } = owner({ shownBeforeStart: settings({ fontSize: 2 }), preferences: { ...none, reducedMotion: true } });
    expect(accessibility.settings).toEqual(settings({ fontSize: 2 }));
    // The delivery's record is the truth: none here (an LMS launch on a browser with an old record).
    accessibility.restore(null);
    expect(accessibility.settings).toEqual(settings({ isSeizureSafe: true }));
    // What the page left there is not trusted further than the settings' own checks.
    expect(owner({ shownBeforeStart: 'large' }).accessibility.settings).toEqual(settings());
    expect(owner({ shownBeforeStart: { fontSize: '3', isSeizureSafe: 1, isContrastTheme: true } }).accessibility.settings).toEqual(settings({ isContrastTheme: true }));
  });

  it('ignores a wrong value with a warning', () => {
    const { accessibility, warnings } = owner();
    accessibility.set({ isContrastTheme: 'yes' as unknown as boolean });
    expect(accessibility.settings).toEqual(settings());
    expect(warnings).toEqual(['Accessibility settings not changed: isContrastTheme "yes" is not true or false.']);
  });
});
