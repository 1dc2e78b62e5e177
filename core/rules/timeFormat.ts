/**
 * SPEC 2.5: 'HH:MM:SS' of a remaining time. Seconds are rounded up, as a countdown reads: a tick
 * that arrives a few ms late still shows the second it stands for (59 999 ms → 00:01:00, not 00:00:59).
 * Hours keep at least two digits and may go past 99. Negative or unusable input shows 00:00:00.
 */
export function formatHms(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
