import { useRef, useState } from 'react';
import { SURVEY_RATINGS } from '@core';

interface Props {
  label: string;
  low: string;
  high: string;
  onRate: (rating: number) => void;
}

/**
 * SPEC 2.8 step 1: the buttons 1–10, one tab stop for the row; the arrow keys (in reading order,
 * so mirrored right-to-left), Home and End move along it; Enter, Space or a click rates.
 */
export function RatingButtons({ label, low, high, onRate }: Props) {
  const [current, setCurrent] = useState(0);
  const row = useRef<HTMLDivElement>(null);
  const move = (to: number) => {
    const next = Math.max(0, Math.min(SURVEY_RATINGS.length - 1, to));
    setCurrent(next);
    row.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const rtl = row.current ? getComputedStyle(row.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const step = e.key === forward || e.key === 'ArrowDown' ? 1 : e.key === back || e.key === 'ArrowUp' ? -1 : 0;
    if (step) move(current + step);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(SURVEY_RATINGS.length - 1);
    else return;
    e.preventDefault();
  };
  return (
    <div className="survey-rating">
      <div ref={row} role="group" aria-label={label} className="survey-scale" onKeyDown={onKeyDown}>
        {SURVEY_RATINGS.map((rating, i) => (
          <button
            key={rating}
            type="button"
            className="survey-rate"
            tabIndex={i === current ? 0 : -1}
            aria-describedby={rating === 1 ? 'survey-low' : rating === 10 ? 'survey-high' : undefined}
            onFocus={() => setCurrent(i)}
            onClick={() => onRate(rating)}
          >
            {rating}
          </button>
        ))}
      </div>
      <div className="survey-scale-ends">
        <span id="survey-low">{low}</span>
        <span id="survey-high">{high}</span>
      </div>
    </div>
  );
}
