import type { AccessibilitySettings, LearnerAccessibility, PlayerSession } from '@core';

/** The session's owner of the accessibility settings (core/player/accessibility.ts), `initial` set as the learner would. */
export function accessibilityOwnerOf(session: PlayerSession, initial: Partial<AccessibilitySettings> = {}): LearnerAccessibility {
  if (Object.keys(initial).length > 0) session.accessibility.set(initial);
  return session.accessibility;
}
