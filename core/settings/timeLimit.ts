import { isObject, num } from '../util/json';

/**
 * settings.js `timer.time {hours, minutes, seconds}` in ms. Lenient: each part may be a number or a
 * numeric string; a missing, unusable or negative part counts as 0. 0 when nothing usable remains
 * (a timer with a 0 limit never starts, see CourseTimer).
 */
export function timeLimitMs(time: unknown): number {
  if (!isObject(time)) return 0;
  const part = (v: unknown) => Math.max(0, num(v, 0));
  const ms = (part(time.hours) * 3600 + part(time.minutes) * 60 + part(time.seconds)) * 1000;
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms) : 0;
}
