import type { Translate } from '@core';
import { LazyPopup } from '../../components/LazyPopup';

/** The options SPEC 2.7 lists, in the panel's order: each one's title and description key (the packages' own). */
export const OPTION_TEXTS = [
  ['[contrast theme]', '[contrast theme description]'],
  ['[readable font]', '[readable font description]'],
  ['[dyslexia font]', '[dyslexia font description]'],
  ['[seizure safe]', '[seizure safe description]'],
  ['[font size adjustment]', '[font size adjustment description]'],
] as const;

/**
 * SPEC 2.8's 'accessibility-description' popup: every option's title and description. The popup of
 * SPEC 2.8 is a modal <dialog> (focus kept inside, Escape and a tap outside close it, focus back on
 * the link that opened it), loaded the first time it opens.
 */
export function DescriptionPopup({ t, open, onClose }: { t: Translate; open: boolean; onClose: () => void }) {
  return (
    <LazyPopup open={open} onClose={onClose} title={t('[wcag description title]')} ariaLabel={t('[aria label wcag feature description]')} closeLabel={t('[close popup]')}>
      <dl className="a11y-descriptions">
        {OPTION_TEXTS.map(([title, description]) => (
          <div key={title}>
            <dt>{t(title)}</dt>
            <dd>{t(description)}</dd>
          </div>
        ))}
      </dl>
    </LazyPopup>
  );
}
