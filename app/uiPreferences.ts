/**
 * The learner's UI preferences in this browser, under the keys of SPEC 9.5: a one-time hint seen
 * ('hint_{name}'), a media-restriction alert read ('media_restriction_alert_read_{id}'). They are
 * not course progress: no LMS or LRS keeps them, they are not in the saved record, and losing them
 * only shows a hint again. So they stay in localStorage, written here and nowhere else, and never
 * pass through the progress store (docs/delivery.md).
 */
export const uiPreferences = {
  isSet(key: string): boolean {
    try {
      return localStorage.getItem(key) === 'true';
    } catch {
      return false;
    }
  },
  set(key: string): void {
    try {
      localStorage.setItem(key, 'true');
    } catch {
      // Storage unavailable: remembered for this page only, by the component's own state.
    }
  },
};
