// The back office writes dates the way the blog does (SPEC §9: en-AU).
const locale = 'en-AU';

/** SPEC "Analytics dashboard": recent activity shows HH:mm (24-hour, the reader's time zone). */
export const timeOfDay = (iso: string): string => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });

/** "2026-11-23" -> "Mon, 23 Nov": a calendar day, whatever the reader's time zone. */
export const dayLabel = (date: string): string => new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export const wholeNumber = (value: number): string => value.toLocaleString(locale);
