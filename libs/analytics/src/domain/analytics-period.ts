import { FieldChecks } from '@harmony/platform/domain';

/** The code of the InvalidInput a period the dashboard cannot answer throws (→ 400 problem+json). */
export const INVALID_ANALYTICS_PERIOD = 'invalid-analytics-period';

export const ANALYTICS_PERIOD_NAMES = ['today', '7d', '30d', 'month', '12mo', 'custom'] as const;
export type AnalyticsPeriodName = (typeof ANALYTICS_PERIOD_NAMES)[number];

/**
 * The longest custom period: three years answers "this year against the last two" while a 20-year range,
 * which no rollup was built for and would only read empty days, is refused.
 */
export const MAX_PERIOD_DAYS = 3 * 366;

/** Days of the owner's calendar (YYYY-MM-DD), both ends included. */
export interface DayRange {
  readonly firstDay: string;
  readonly lastDay: string;
}

export interface AnalyticsPeriod extends DayRange {
  readonly name: AnalyticsPeriodName;
  /** How many days from firstDay to lastDay, both included. */
  readonly days: number;
}

export interface AnalyticsPeriodRequest {
  readonly period?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Date arithmetic on calendar days alone (UTC midnights): a day is a day whatever daylight saving does.
const toTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number): string => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, count: number): string => toDay(toTime(day) + count * DAY_MS);

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one, though Date.parse would roll it over). */
export const isCalendarDay = (value: string): boolean => ISO_DAY.test(value) && !Number.isNaN(toTime(value)) && toDay(toTime(value)) === value;

/** Days from firstDay to lastDay, both included. */
export const daysIn = ({ firstDay, lastDay }: DayRange): number => Math.round((toTime(lastDay) - toTime(firstDay)) / DAY_MS) + 1;

/** Every day of the range, oldest first. */
export const eachDay = (range: DayRange): string[] => Array.from({ length: daysIn(range) }, (_, index) => addDays(range.firstDay, index));

const isPeriodName = (value: string): value is AnalyticsPeriodName => (ANALYTICS_PERIOD_NAMES as readonly string[]).includes(value);

const period = (name: AnalyticsPeriodName, firstDay: string, lastDay: string): AnalyticsPeriod => ({ name, firstDay, lastDay, days: daysIn({ firstDay, lastDay }) });

/**
 * The days a dashboard request asks about, `today` being the owner's day (AnalyticsCalendar.dayOf(now)).
 * No period is today, as the dashboard always answered. `7d` and `30d` end today; `month` runs from the
 * first of this month; `12mo` from the first of the month eleven months back, so it holds twelve calendar
 * months like the monthly bars; `custom` takes `from` and `to`. Throws an InvalidInput naming each bad field.
 */
export function analyticsPeriod(request: AnalyticsPeriodRequest, today: string): AnalyticsPeriod {
  const name = request.period ?? 'today';
  const custom = name === 'custom';
  const from = request.from ?? '';
  const to = request.to ?? '';
  const checks = new FieldChecks(INVALID_ANALYTICS_PERIOD)
    .require(isPeriodName(name), 'period', `The period must be one of ${ANALYTICS_PERIOD_NAMES.join(', ')}`)
    .require(custom || (request.from === undefined && request.to === undefined), 'period', 'from and to go with period=custom only');
  if (custom) {
    checks
      .require(isCalendarDay(from), 'from', 'from must be a day written YYYY-MM-DD')
      .require(isCalendarDay(to), 'to', 'to must be a day written YYYY-MM-DD');
    if (isCalendarDay(from) && isCalendarDay(to)) {
      checks
        .require(from <= to, 'from', 'from must be on or before to')
        .require(from > to || daysIn({ firstDay: from, lastDay: to }) <= MAX_PERIOD_DAYS, 'to', `A period can be at most ${MAX_PERIOD_DAYS} days long`);
    }
  }
  checks.throwIfAny();
  switch (name as AnalyticsPeriodName) {
    case 'today':
      return period('today', today, today);
    case '7d':
      return period('7d', addDays(today, -6), today);
    case '30d':
      return period('30d', addDays(today, -29), today);
    case 'month':
      return period('month', `${today.slice(0, 7)}-01`, today);
    case '12mo': {
      const [year, month] = today.split('-').map(Number) as [number, number];
      const first = new Date(Date.UTC(year, month - 1 - 11, 1));
      return period('12mo', toDay(first.getTime()), today);
    }
    case 'custom':
      return period('custom', from, to);
  }
}

/** The period of the same length that ends the day before `current` begins: what `compare=previous` compares with. */
export const previousPeriod = (current: DayRange): DayRange => {
  const lastDay = addDays(current.firstDay, -1);
  return { firstDay: addDays(lastDay, 1 - daysIn(current)), lastDay };
};
