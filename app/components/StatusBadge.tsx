import { Status } from '@core';
import { useT } from '../hooks/session';
import { StatusPill } from './StatusPill';

/** A section or course status as a text badge, never as colour alone. */
export function StatusBadge({ status }: { status: Status }) {
  const t = useT();
  const label = status === Status.PASSED ? t('[passed]') : status === Status.FAILED ? t('[not passed]') : t('[not passed yet]');
  return <StatusPill status={status} label={label} />;
}
