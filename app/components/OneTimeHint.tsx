import { useState, type ReactNode } from 'react';
import { useT } from '../hooks/session';
import { uiPreferences } from '../uiPreferences';

/** SPEC 2.12 / 9.5: a one-time hint is remembered per hint name in local storage. */
const storageKey = (name: string) => `hint_${name}`;

/**
 * A popover next to its target with a '[got it]' button, shown until the learner dismisses it once;
 * after that it never shows again for this hint name in this browser.
 */
export function OneTimeHint({ name, text, show = true, children }: { name: string; text: string; show?: boolean; children: ReactNode }) {
  const t = useT();
  const [dismissed, setDismissed] = useState(() => uiPreferences.isSet(storageKey(name)));
  const dismiss = () => {
    uiPreferences.set(storageKey(name));
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
