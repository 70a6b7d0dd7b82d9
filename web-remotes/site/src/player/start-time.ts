/**
 * The start time a shared link carries: `?t=754` (whole seconds, what "Share at current time" writes)
 * or a media-fragment style `#t=754`, `#t=12:34`, `#t=1:02:03`. Anything else is ignored, never guessed.
 */
const seconds = /^\d{1,6}$/;
const clock = /^(?:(\d{1,3}):([0-5]\d)|(\d{1,3}):([0-5]\d):([0-5]\d))$/;

/** One `t` value as seconds, or null when it is not one of the forms above. */
export function parseTimeValue(value: string): number | null {
  if (seconds.test(value)) return Number(value);
  const match = clock.exec(value);
  if (!match) return null;
  const [, minutes, secs, hours, hourMinutes, hourSecs] = match;
  return minutes !== undefined ? Number(minutes) * 60 + Number(secs) : Number(hours) * 3600 + Number(hourMinutes) * 60 + Number(hourSecs);
}

/** The start time of `?t=` (integer seconds), else of `#t=`; null when neither holds a valid time. */
export function parseStartTime(search: string, hash: string): number | null {
  const query = new URLSearchParams(search).get('t');
  if (query !== null && seconds.test(query)) return Number(query);
  const fragment = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return fragment === null ? null : parseTimeValue(fragment);
}
