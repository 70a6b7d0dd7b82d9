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

/** A share of 0–1 as the cards say it: 0.425 -> "43%". */
export const percentage = (share: number): string => `${Math.round(share * 100)}%`;

/** A mean visit's length: 95 -> "1m 35s", 3700 -> "1h 1m", 8 -> "8s". */
export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`;
}

/** Views per visit with one decimal: 2.345 -> "2.3". */
export const oneDecimal = (value: number): string => value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The change of a share (bounce rate) in percentage points: a percentage of a percentage misleads. */
export function pointsOnPrevious(now: number, before: number): string {
  const points = Math.round((now - before) * 100);
  if (points === 0) return 'Level with the previous period';
  return `${points > 0 ? '+' : '−'}${Math.abs(points)} ${Math.abs(points) === 1 ? 'point' : 'points'} on the previous period`;
}

const regionNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });

/** "DE" -> "Germany": the country a two-letter code (ISO 3166, as the geolocation database gives it) names. */
export const countryName = (code: string): string => regionNames.of(code) ?? code;
