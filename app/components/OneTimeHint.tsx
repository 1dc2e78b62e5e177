import { useState, type ReactNode } from 'react';
import { useT } from '../hooks/session';

/** SPEC 2.12 / 9.5: a one-time hint is remembered per hint name in local storage. */
const storageKey = (name: string) => `hint_${name}`;

function seen(name: string): boolean {
  try {
    return localStorage.getItem(storageKey(name)) === 'true';
  } catch {
    return false;
  }
}

/**
 * A popover next to its target with a '[got it]' button, shown until the learner dismisses it once;
 * after that it never shows again for this hint name in this browser.
 */
export function OneTimeHint({ name, text, show = true, children }: { name: string; text: string; show?: boolean; children: ReactNode }) {
  const t = useT();
  const [dismissed, setDismissed] = useState(() => seen(name));
  const dismiss = () => {
    try {
      localStorage.setItem(storageKey(name), 'true');
    } catch {
      // Storage unavailable: the hint is dismissed for this page only.
    }
    setDismissed(true);
  };
  return (
    <div className="hint-anchor">
      {children}
      {show && !dismissed ? (
        <div className="hint-popover" role="note">
          <p>{text}</p>
          <button type="button" className="btn btn-quiet" onClick={dismiss}>
            {t('[got it]')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
