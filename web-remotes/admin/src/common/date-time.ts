// The back office writes dates the way the blog does (SPEC §9: en-AU), in the owner's own time zone.
const locale = 'en-AU';
const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const valid = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** "12 Nov 2026"; an unreadable date prints as ''. */
export const formatDay = (iso: string): string => {
  const date = valid(iso);
  return date ? day.format(date) : '';
};

/** "12 Nov 2026, 7:05 pm"; an unreadable date prints as ''. */
export const formatDayAndTime = (iso: string): string => {
  const date = valid(iso);
  return date ? dayAndTime.format(date) : '';
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An API instant as the value of an `<input type="datetime-local">` (the owner's time, to the minute). */
export function toDateTimeLocal(iso: string): string {
  const date = valid(iso);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the owner's time) as the instant the API takes; undefined when empty or unreadable. */
export function fromDateTimeLocal(value: string): string | undefined {
  // A date-time without an offset is read as local time (ECMAScript's Date Time String Format).
  return value.trim() ? valid(value.trim())?.toISOString() : undefined;
}

const ageUnits: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });

/** How long ago: "3 hours ago", "2 days ago"; under a minute "just now"; an unreadable date prints as ''. */
export function formatAge(iso: string, now: Date = new Date()): string {
  const date = valid(iso);
  if (!date) return '';
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  const [unit, size] = ageUnits.find(([, unitSeconds]) => seconds >= unitSeconds) ?? [];
  return unit && size ? relative.format(-Math.floor(seconds / size), unit) : 'just now';
}
