import { reaction } from 'mobx';
import { fontScale, type AccessibilitySettings, type PlayerSession } from '@core';

/*
 * The one place the learner's accessibility settings reach the page (issue 23's contract): attributes
 * and one custom property on <html>, which the style sheets and plugins read, and nothing else does.
 * The pre-rendered page's head script writes the same before the first paint (./headScript.ts; a unit
 * test holds the two to the same output).
 */

/** The attributes on <html> for these settings: a value, or null for an attribute that is absent. */
export function accessibilityAttributes(settings: AccessibilitySettings): Record<string, string | null> {
  return {
    'data-a11y-contrast': settings.isContrastTheme ? '' : null,
    // One typeface at a time (core/accessibility/settings.ts): absent keeps the author's fonts.
    'data-a11y-font': settings.isDyslexiaFont ? 'dyslexia' : settings.isReadableFont ? 'readable' : null,
    'data-a11y-seizure-safe': settings.isSeizureSafe ? '' : null,
    'data-a11y-font-size': String(settings.fontSize),
  };
}

/** SPEC 9.4's 1.1× per level as the custom property the style sheets multiply by: '1', '1.1', '1.21', '1.331'. */
export const fontScaleValue = (settings: AccessibilitySettings): string => String(fontScale(settings.fontSize));

/** Puts the settings on <html> (or `root`): data-a11y-* attributes and --a11y-font-scale. */
export function applySettings(settings: AccessibilitySettings, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(accessibilityAttributes(settings))) {
    if (value === null) root.removeAttribute(name);
    else if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  root.style.setProperty('--a11y-font-scale', fontScaleValue(settings));
}

/**
 * Keeps <html> in step with the session's settings from now on, synchronously on each change (a
 * restore lands before the session is ready, so the first screen is drawn with them). Returns the
 * disposer.
 */
export function followSettings(session: Pick<PlayerSession, 'accessibility'>, root: HTMLElement = document.documentElement): () => void {
  return reaction(
    () => session.accessibility.settings,
    (settings) => applySettings(settings, root),
    { fireImmediately: true },
  );
}
