import { makeAutoObservable } from 'mobx';
import type { PlayerSession } from '@core';
import { accessibilityOf, type AccessibilityOwner, type AccessibilitySettings } from '../../app/accessibility/panel/owner';

/**
 * The session's accessibility owner for a component test, with `initial` set: the session's own once
 * it has one (core/player/accessibility.ts); until then a MobX stand-in of issue 23's contract put on
 * the session, where the panel's code reads it (app/accessibility/panel/owner.ts).
 */
export function accessibilityOwnerOf(session: PlayerSession, initial: Partial<AccessibilitySettings> = {}): AccessibilityOwner {
  const own = accessibilityOf(session);
  if (own) {
    if (Object.keys(initial).length > 0) own.set(initial);
    return own;
  }
  const owner: AccessibilityOwner = makeAutoObservable({
    settings: { fontSize: 0, isContrastTheme: false, isReadableFont: false, isDyslexiaFont: false, isSeizureSafe: false, ...initial } as AccessibilitySettings,
    set(patch: Partial<AccessibilitySettings>) {
      Object.assign(this.settings, patch);
    },
  });
  Object.assign(session, { accessibility: owner });
  return owner;
}
