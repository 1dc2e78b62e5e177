/**
 * What the learner's accessibility settings need beyond CSS (docs/accessibility.md), started by both
 * entries (app/startPlayer.tsx, app/cover/coverMain.tsx). It watches the attributes the settings put on
 * <html> (app/accessibility/applySettings.ts) and loads each effect's code or faces only when its
 * setting is first on, so none of it sits on the first page: the readable and dyslexia faces are
 * stylesheets of their own, seizure-safe's media and image rules a chunk of its own.
 */
type Effect = { attribute: string; value?: string; load: () => Promise<unknown> };

export const EFFECTS: readonly Effect[] = [
  { attribute: 'data-a11y-font', value: 'readable', load: () => import(/* webpackChunkName: "font-readable" */ './fonts/readable.css') },
  { attribute: 'data-a11y-font', value: 'dyslexia', load: () => import(/* webpackChunkName: "font-dyslexia" */ './fonts/dyslexia.css') },
  { attribute: 'data-a11y-seizure-safe', load: () => import(/* webpackChunkName: "seizure-safe" */ './seizureSafe').then((m) => m.startSeizureSafe()) },
];

let stop: (() => void) | null = null;

/** Starts watching; a second call (the cover's entry, then the player it loads) does nothing more. */
export function startAccessibilityEffects(root: HTMLElement = document.documentElement, effects: readonly Effect[] = EFFECTS): () => void {
  if (stop) return stop;
  const started = new Set<Effect>();
  const check = () => {
    for (const effect of effects) {
      if (started.has(effect)) continue;
      const value = root.getAttribute(effect.attribute);
      if (value === null || (effect.value !== undefined && value !== effect.value)) continue;
      started.add(effect);
      effect.load().catch((error: unknown) => {
        // Tried again the next time the setting changes (a chunk lost to a network error).
        started.delete(effect);
        console.warn(`The accessibility setting ${effect.attribute}${effect.value ? `=${effect.value}` : ''} could not load its part; it applies without it.`, error);
      });
    }
  };
  check();
  const observer = new MutationObserver(check);
  observer.observe(root, { attributes: true, attributeFilter: [...new Set(effects.map((e) => e.attribute))] });
  stop = () => {
    observer.disconnect();
    stop = null;
  };
  return stop;
}
