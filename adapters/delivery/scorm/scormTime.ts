/** SCORM's time formats, from milliseconds and Dates. */

const pad = (n: number, width = 2) => String(Math.floor(n)).padStart(width, '0');

/** SCORM 1.2 CMITimespan, HHHH:MM:SS.SS (hours 2 to 4 digits; capped at 9999:59:59.99). */
export function timespan12(ms: number): string {
  const centis = Math.min(Math.max(0, Math.round(ms / 10)), 9999 * 360000 + 359999);
  const hours = Math.floor(centis / 360000);
  const minutes = Math.floor((centis % 360000) / 6000);
  const seconds = (centis % 6000) / 100;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(centis % 100)}`;
}

/** SCORM 2004 timeinterval (ISO 8601 duration), e.g. PT1H2M3.45S; 0.01 s precision. */
export function duration2004(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centis / 360000);
  const minutes = Math.floor((centis % 360000) / 6000);
  const seconds = (centis % 6000) / 100;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds.toFixed(2).replace(/\.?0+$/, '') || '0'}S`;
}

/** SCORM 1.2 CMITime, the time of day HH:MM:SS in the learner's zone (1.2 has no date or zone). */
export function timeOfDay12(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** SCORM 2004 time(second,10,0): YYYY-MM-DDThh:mm:ss.sZ, in UTC, with one decimal of a second. */
export function timestamp2004(at: Date): string {
  return at.toISOString().replace(/\.(\d)\d*Z$/, '.$1Z');
}
