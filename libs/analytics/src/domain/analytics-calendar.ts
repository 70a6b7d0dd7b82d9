const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Whether `timeZone` is an IANA time zone this runtime knows ("UTC", "Australia/Sydney"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The owner's calendar: which day (YYYY-MM-DD) a page view belongs to. Days, their rollups and the
 * visitor salts turn over at midnight in one time zone (ANALYTICS_TIME_ZONE, UTC by default), so the
 * dashboard's "today" is the owner's today.
 */
export class AnalyticsCalendar {
  private readonly format: Intl.DateTimeFormat;
  /** The last minute asked about and its day: every page view asks, and formatting a date in a zone is dear. */
  private lastMinute = { minute: Number.NaN, day: '' };

  constructor(readonly timeZone = 'UTC') {
    if (!isKnownTimeZone(timeZone)) throw new RangeError(`Unknown time zone "${timeZone}"`);
    this.format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  }

  dayOf(instant: Date): string {
    // Days begin on a whole minute in every time zone (offsets are whole quarter hours), so a minute has one day.
    const minute = Math.floor(instant.getTime() / MINUTE_MS);
    if (minute !== this.lastMinute.minute) {
      const parts = Object.fromEntries(this.format.formatToParts(instant).map((part) => [part.type, part.value]));
      this.lastMinute = { minute, day: `${parts.year}-${parts.month}-${parts.day}` };
    }
    return this.lastMinute.day;
  }

  /** The `count` days that end with the day of `instant`, oldest first. */
  daysEndingAt(instant: Date, count: number): string[] {
    // Calendar arithmetic on the date alone: a day is a day, whatever daylight saving does to its hours.
    const last = Date.parse(`${this.dayOf(instant)}T00:00:00Z`);
    return Array.from({ length: count }, (_, index) => new Date(last - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
  }
}
