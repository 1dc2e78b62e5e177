import type { Status } from '@core';

/**
 * A status badge with its label given (StatusBadge translates it): the pre-rendered cover draws it
 * from the cover model's labels (app/cover/CoverView.tsx). A module of its own, importing nothing,
 * so that the cover's entry does not carry the session's hooks.
 */
export function StatusPill({ status, label }: { status: Status; label: string }) {
  return <span className={`status-badge status-${status.toLowerCase()}`}>{label}</span>;
}
