import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatHms, routes } from '@core';
import { useSession, useT } from '../hooks/session';
import { Icon } from './Icon';
import { LazyPopup as Popup } from './LazyPopup';

/** Below this width the countdown folds into a ring (SPEC 2.5 "on a low resolution"). */
const LOW_RESOLUTION = '(max-width: 579px)';

function useLowResolution(): boolean {
  const [low, setLow] = useState(() => window.matchMedia?.(LOW_RESOLUTION).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(LOW_RESOLUTION);
    if (!media) return undefined;
    const change = () => setLow(media.matches);
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, []);
  return low;
}

/**
 * SPEC 2.5 course timer in the header: an HH:MM:SS countdown, a progress ring on a small screen that
 * expands to the countdown on click, and a pause icon while the timer is stopped. The time left is
 * read to screen readers only on demand (the region is not live, so it does not talk every second).
 */
export const CourseTimerDisplay = observer(function CourseTimerDisplay() {
  const session = useSession();
  const t = useT();
  const timer = session.timing.timer;
  const low = useLowResolution();
  const [expanded, setExpanded] = useState(false);
  if (!timer) return null;
  const remaining = formatHms(timer.remaining);
  const paused = timer.status === 'STOPPED';
  const label = `${t('[timer]')}: ${remaining}`;
  if (low && !expanded) {
    const r = 15;
    const circumference = 2 * Math.PI * r;
    return (
      <button type="button" className="timer timer-ring" aria-label={label} aria-expanded={false} onClick={() => setExpanded(true)}>
        <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
          <circle cx="18" cy="18" r={r} className="timer-ring-track" />
          <circle cx="18" cy="18" r={r} className="timer-ring-value" strokeDasharray={circumference} strokeDashoffset={circumference * timer.progress} />
        </svg>
        {paused ? <Icon name="pause" size={14} /> : null}
      </button>
    );
  }
  return (
    <button type="button" className="timer" aria-label={label} aria-expanded={low ? true : undefined} onClick={() => low && setExpanded(false)}>
      {paused ? <Icon name="pause" size={16} /> : <Icon name="clock" size={16} />}
      <span className="timer-digits" aria-hidden="true">
        {remaining}
      </span>
    </button>
  );
});

/** SPEC 2.8 timed-out popup: the time is over and the answers were submitted. */
export const TimedOutPopup = observer(function TimedOutPopup() {
  const session = useSession();
  const t = useT();
  const navigate = useNavigate();
  const timedOut = session.course.timedOut;
  const [closed, setClosed] = useState(false);
  const close = () => setClosed(true);
  return (
    <Popup open={timedOut && !closed} onClose={close} title={t('[timed out title]')}>
      <p>{t('[timed out description]')}</p>
      <div className="page-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            close();
            navigate(routes.results);
          }}
        >
          {t('[go to results]')}
        </button>
      </div>
    </Popup>
  );
});

/** The header's timer and its timed-out popup, loaded together only for a course with a timer. */
export function CourseTimerParts() {
  return (
    <>
      <CourseTimerDisplay />
      <TimedOutPopup />
    </>
  );
}
