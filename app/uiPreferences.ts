/**
 * The learner's UI preferences in this browser, under the keys of SPEC 9.5: a one-time hint seen
 * ('hint_{name}'), a media-restriction alert read ('media_restriction_alert_read_{id}'). They are
 * not course progress: no LMS or LRS keeps them, they are not in the saved record, and losing them
 * only shows a hint again. So they stay in localStorage, written here and nowhere else, and never
 * pass through the progress store (docs/delivery.md). A preview (SPEC 4.3, 4.7) keeps them in
 * this page's memory instead: an author's preview leaves nothing behind in the browser.
 */
let memory: Set<string> | null = null;

export const uiPreferences = {
  isSet(key: string): boolean {
    if (memory) return memory.has(key);
    try {
      return localStorage.getItem(key) === 'true';
    } catch {
      return false;
    }
  },
  set(key: string): void {
    if (memory) {
      memory.add(key);
      return;
    }
    try {
      localStorage.setItem(key, 'true');
    } catch {
      // Storage unavailable: remembered for this page only, by the component's own state.
    }
  },
  /** From now on nothing is read from or written to the browser's storage (a preview). */
  keepInMemory(): void {
    memory ??= new Set();
  },
};
