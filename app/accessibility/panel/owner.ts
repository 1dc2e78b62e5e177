import type { PlayerSession } from '@core';

/**
 * Issue 23's shared contract (SPEC 3.8 "Accessibility"), as the panel reads it: the settings and the
 * session's owner of them (core/accessibility/settings.ts and core/player/accessibility.ts, built
 * beside this panel). Until that owner is on the session, this is the one place that names its shape;
 * when it lands these become re-exports of core's types and `accessibilityOf` reads
 * `session.accessibility` directly.
 */
export type FontSizeLevel = 0 | 1 | 2 | 3;

export interface AccessibilitySettings {
  fontSize: FontSizeLevel;
  isContrastTheme: boolean;
  isReadableFont: boolean;
  isDyslexiaFont: boolean;
  isSeizureSafe: boolean;
}

/** What the panel needs of the owner: the settings (MobX observable) and a change to them. */
export interface AccessibilityOwner {
  readonly settings: AccessibilitySettings;
  set(patch: Partial<AccessibilitySettings>): void;
}

export const MAX_FONT_SIZE: FontSizeLevel = 3;

/** The session's owner of the settings, or null where the session has none (review mode has no panel, SPEC 2.4). */
export function accessibilityOf(session: PlayerSession): AccessibilityOwner | null {
  return (session as unknown as { accessibility?: AccessibilityOwner }).accessibility ?? null;
}
