const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const ANALYTICS_PERIODS = ['today', '7d', '30d', 'month', '12mo', 'custom'] as const;
export type AnalyticsPeriodName = (typeof ANALYTICS_PERIODS)[number];

/** Days of the owner's calendar, both ends included (YYYY-MM-DD). */
export interface AnalyticsPeriod {
  readonly name: AnalyticsPeriodName;
  readonly firstDay: string;
  readonly lastDay: string;
}

/** The longest custom period: longer reads than the 12-month one are refused rather than made slow. */
export const MAX_CUSTOM_PERIOD_DAYS = 731;

const isDay = (value: string): boolean => ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const shift = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every day from `firstDay` to `lastDay`, both included, oldest first. */
export function daysOf(period: Pick<AnalyticsPeriod, 'firstDay' | 'lastDay'>): string[] {
  const days: string[] = [];
  for (let day = period.firstDay; day <= period.lastDay; day = shift(day, 1)) days.push(day);
  return days;
}

/**
 * Reads a dashboard period (`?period=…&from=…&to=…`) against the owner's `today`. Shared by the downloads and
 * page-view reads so that one query string means one set of days everywhere. An error says why, for a 400.
 */
export function parseAnalyticsPeriod(
  query: { period?: unknown; from?: unknown; to?: unknown },
  today: string,
): AnalyticsPeriod | { error: string } {
  const name = query.period ?? '30d';
  if (typeof name !== 'string' || !(ANALYTICS_PERIODS as readonly string[]).includes(name)) {
    return { error: `period must be one of ${ANALYTICS_PERIODS.join(', ')}` };
  }
  const period = name as AnalyticsPeriodName;
  if (period !== 'custom' && (query.from !== undefined || query.to !== undefined)) return { error: 'from and to go only with period=custom' };
  switch (period) {
    case 'today':
      return { name: period, firstDay: today, lastDay: today };
    case '7d':
      return { name: period, firstDay: shift(today, -6), lastDay: today };
    case '30d':
      return { name: period, firstDay: shift(today, -29), lastDay: today };
    case 'month':
      return { name: period, firstDay: `${today.slice(0, 7)}-01`, lastDay: today };
    case '12mo':
      // The 12 calendar months that end with this one: whole months, as the monthly figures count them.
      return { name: period, firstDay: `${shift(`${today.slice(0, 7)}-15`, -335).slice(0, 7)}-01`, lastDay: today };
    case 'custom': {
      const { from, to } = query;
      if (typeof from !== 'string' || typeof to !== 'string' || !isDay(from) || !isDay(to)) {
        return { error: 'period=custom needs from and to as dates (YYYY-MM-DD)' };
      }
      if (from > to) return { error: 'from must not be after to' };
      if (to > today) return { error: 'to must not be after today' };
      if (daysOf({ firstDay: from, lastDay: to }).length > MAX_CUSTOM_PERIOD_DAYS) return { error: `a custom period spans at most ${MAX_CUSTOM_PERIOD_DAYS} days` };
      return { name: period, firstDay: from, lastDay: to };
    }
  }
}
