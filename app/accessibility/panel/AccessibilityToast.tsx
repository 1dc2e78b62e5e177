import { useEffect, useState } from 'react';
import type { Translate } from '@core';
import { Icon } from '../../components/Icon';
import './panel.css';

/** How long the toast stays: long enough to read (WCAG 2.2.1 asks no hurry of a status message that repeats nothing essential). */
export const TOAST_MS = 5000;

/**
 * SPEC 2.7's 'accessibility mode enabled' toast (SPEC 9.4: 400 px wide), shown each time the learner
 * changes a setting (`changes` counts them) and gone after TOAST_MS. Its live region is always in
 * the page, so the text is read when it appears; a change while it shows keeps it up longer without
 * reading it again. It has no motion to stop in seizure-safe mode.
 */
export function AccessibilityToast({ t, changes }: { t: Translate; changes: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (changes === 0) return undefined;
    setShown(true);
    const timer = window.setTimeout(() => setShown(false), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [changes]);
  return (
    <div className="a11y-toast-region" role="status">
      {shown ? (
        <p className="toast a11y-toast">
          <Icon name="check" />
          {t('[accessibility mode enabled]')}
        </p>
      ) : null}
    </div>
  );
}
