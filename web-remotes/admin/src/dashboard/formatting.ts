// The back office writes dates the way the blog does (SPEC §9: en-AU).
const locale = 'en-AU';

/** SPEC "Analytics dashboard": recent activity shows HH:mm (24-hour, the reader's time zone). */
export const timeOfDay = (iso: string): string => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });

/** "2026-11-23" -> "Mon, 23 Nov": a calendar day, whatever the reader's time zone. */
export const dayLabel = (date: string): string => new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export const wholeNumber = (value: number): string => value.toLocaleString(locale);

/** "2026-11-01" -> "1 Nov 2026". */
export const longDay = (date: string): string => new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The change from `before` to `now` as the cards say it: "+25% on the previous period", or why there is no percentage. */
export function changeOnPrevious(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'None in the previous period either' : 'None in the previous period';
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return 'Level with the previous period';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% on the previous period`;
}
