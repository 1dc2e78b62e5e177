import { useId } from 'react';
import { fontScale, MAX_FONT_SIZE, type FontSizeLevel } from '@core';
import { Icon } from '../../components/Icon';

interface Props {
  level: FontSizeLevel;
  onChange: (level: FontSizeLevel) => void;
  labels: { title: string; decrease: string; increase: string };
  /** The course language's locale: the percentage in its own digits and sign (Arabic: ١٢١٪). */
  locale: string;
}

/**
 * SPEC 2.7's font-size control: decrease and increase, levels 0–3 (SPEC 3.8), each shown as the
 * percentage it scales the text to (SPEC 9.4: 1.1× a level, so 100 % to 133 %). A button at its end is
 * aria-disabled rather than disabled, so it keeps the focus of the learner who just pressed it to the
 * end (a disabled button drops focus to the page's start) and says it does nothing more. The level is
 * a polite live region: a screen-reader user hears the new size after each press.
 */
export function FontSizeControl({ level, onChange, labels, locale }: Props) {
  const titleId = useId();
  const percent = new Intl.NumberFormat(locale || undefined, { style: 'percent', maximumFractionDigits: 0 }).format(fontScale(level));
  const step = (by: 1 | -1) => () => {
    const next = level + by;
    if (next >= 0 && next <= MAX_FONT_SIZE) onChange(next as FontSizeLevel);
  };
  return (
    <div className="a11y-font-size" role="group" aria-labelledby={titleId}>
      <span id={titleId} className="a11y-font-size-title">
        {labels.title}
      </span>
      <span className="a11y-font-size-steps">
        <button type="button" className="a11y-step" aria-label={labels.decrease} title={labels.decrease} aria-disabled={level === 0} onClick={step(-1)}>
          <Icon name="minus" />
        </button>
        <span className="a11y-font-size-level" aria-live="polite" aria-atomic="true" data-level={level}>
          <span className="visually-hidden">{labels.title} </span>
          {percent}
        </span>
        <button type="button" className="a11y-step" aria-label={labels.increase} title={labels.increase} aria-disabled={level === MAX_FONT_SIZE} onClick={step(1)}>
          <Icon name="plus" />
        </button>
      </span>
    </div>
  );
}
