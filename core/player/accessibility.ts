import { action, makeObservable, observableRef } from 'mobx';
import {
  browserPreferences,
  DEFAULT_ACCESSIBILITY,
  firstLaunchSettings,
  sameSettings,
  savedForm,
  withChange,
  type AccessibilitySettings,
  type BrowserPreferences,
} from '../accessibility/settings';
import type { SavedAccessibility } from '../accessibility/savedSettings';
import { isObject } from '../util/json';
import type { SchedulerClock } from '../delivery/SaveScheduler';
import type { LearningEvents } from './events';

/** SPEC 9.2: a burst of toggles within 300 ms is one change: one save and one 'accessibility updated' event. */
export const ACCESSIBILITY_DEBOUNCE_MS = 300;

export interface AccessibilityParts {
  events: LearningEvents;
  warn: (message: string) => void;
  /** The debounce's clock (the save scheduler's, so tests drive both alike); real timers by default. */
  clock?: SchedulerClock;
  /** The browser's preferences for a learner who never chose; read from `window` when not given. */
  preferences?: BrowserPreferences;
  window?: Pick<Window, 'matchMedia'> | null;
  /**
   * The settings the page's head script read from this browser's saved progress and applied before
   * the first paint (app/accessibility/headScript.ts, checked there as readSavedAccessibility checks
   * them): shown until the delivery's own record is restored, so nothing changes on screen in between.
   */
  shownBeforeStart?: unknown;
}

/** Where a change is written once the session saves (core/player/saving.ts). */
export interface AccessibilitySaving {
  changed(): void;
}

const realClock: SchedulerClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The learner's accessibility settings (SPEC 2.7, 3.8): the owner the panel talks to
 * (`session.accessibility.set({ fontSize: 2 })`) and the app applies (app/accessibility/applySettings.ts).
 *
 * Unlike the owners openSession makes, it lives as long as the session: the panel is there before
 * sign-in (SPEC 2.4) and before the course is restored, and what the learner sets then is not lost.
 * The record it restores (SPEC 4.3 step 5) and the changes the learner makes are written with
 * progress once saving starts; a new attempt and a start over never touch it (SPEC 4.5: always kept).
 */
export class LearnerAccessibility {
  /** What the learner sees now. Replaced whole on each change (observable.ref), so a reaction sees one value. */
  settings: AccessibilitySettings;
  /** The learner chose these (a saved choice, or a change made here): saved as they are, else the browser decides at each launch. */
  private chosen = false;
  /** Changed by the learner at this launch, before the record was restored: that choice beats the record's. */
  private changedHere = false;
  private saving: AccessibilitySaving | null = null;
  private timer: unknown = null;
  /** The settings the last 'accessibility updated' event (or the restore) stood at. */
  private announced: AccessibilitySettings;
  private readonly clock: SchedulerClock;
  private readonly preferences: BrowserPreferences;

  constructor(private readonly parts: AccessibilityParts) {
    this.clock = parts.clock ?? realClock;
    this.preferences = parts.preferences ?? browserPreferences(parts.window);
    // A value of the page's, not the learner's record: whatever else is in it is ignored.
    const shown = isObject(parts.shownBeforeStart) ? withChange(DEFAULT_ACCESSIBILITY, parts.shownBeforeStart).settings : null;
    this.settings = shown ?? firstLaunchSettings(this.preferences);
    this.announced = this.settings;
    makeObservable<LearnerAccessibility, 'adopt'>(this, { settings: observableRef, set: action, adopt: action });
  }

  /**
   * The learner changes a setting (the panel): shown at once; saved, and announced as SPEC 4.8's
   * 'accessibility updated' event, 300 ms after the last of a burst of changes (SPEC 9.2).
   */
  set(patch: Partial<AccessibilitySettings>): void {
    const { settings, problems } = withChange(this.settings, patch);
    if (problems.length > 0) this.parts.warn(`Accessibility settings not changed: ${problems.join('; ')}.`);
    this.chosen = true;
    this.changedHere = true;
    if (sameSettings(settings, this.settings)) return;
    this.settings = settings;
    this.clearTimer();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.commit();
    }, ACCESSIBILITY_DEBOUNCE_MS);
  }

  /** The record's `accessibility {}` (SPEC 3.7): the learner's choice in its saved form, or empty when they never chose. */
  get saved(): Record<string, unknown> {
    return this.chosen ? savedForm(this.settings) : {};
  }

  /**
   * SPEC 4.3 step 5: the saved settings, as readSavedAccessibility read them from the record the
   * delivery restored (null: none, another learner's, or a preview; openSession reads them there, so
   * the reading stays off the first page). A learner who never chose gets the browser's preferences.
   * A change the learner made before the record arrived (on the sign-in screen) is newer than the
   * record, so it stays.
   */
  restore(saved: SavedAccessibility | null): void {
    if (this.changedHere) return;
    this.chosen = saved?.chosen ?? false;
    this.adopt(saved?.chosen ? saved.settings : firstLaunchSettings(this.preferences));
    this.announced = this.settings;
  }

  /** From now on changes are written with progress; one made before is written now. */
  attach(saving: AccessibilitySaving): void {
    this.saving = saving;
    if (this.changedHere) saving.changed();
  }

  /** A change still inside its 300 ms is saved and announced now (page hide: the learner may not come back). */
  flush(): void {
    if (this.timer === null) return;
    this.clearTimer();
    this.commit();
  }

  private commit(): void {
    if (sameSettings(this.settings, this.announced)) return;
    this.announced = this.settings;
    this.parts.events.send({ type: 'accessibilityUpdated', settings: { ...this.settings } });
    this.saving?.changed();
  }

  private adopt(settings: AccessibilitySettings): void {
    this.clearTimer();
    if (!sameSettings(settings, this.settings)) this.settings = settings;
  }

  private clearTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
