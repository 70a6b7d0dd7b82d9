import { FieldChecks } from '@harmony/platform/domain';
import type { AnalyticsCalendar } from './analytics-calendar.js';

const DAY_MS = 86_400_000;
/** The periods the dashboard offers (Plausible's words): today, the last 7 or 30 days, this month, the last 12 months, or chosen days. */
export const ANALYTICS_PERIODS = ['today', '7d', '30d', 'month', '12mo', 'custom'] as const;
export type AnalyticsPeriodName = (typeof ANALYTICS_PERIODS)[number];
/** A chosen period is at most two years: every figure reads a row per day and per page of it. */
export const MAX_CUSTOM_PERIOD_DAYS = 731;
export const INVALID_ANALYTICS_PERIOD = 'invalid-analytics-period';

/** Days of the owner's calendar, YYYY-MM-DD, both ends included. */
export interface DayRange {
  readonly firstDay: string;
  readonly lastDay: string;
}

/** A named period's days. */
export interface AnalyticsPeriod extends DayRange {
  readonly name: AnalyticsPeriodName;
}

export interface PeriodAsked {
  readonly period?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

const isDay = (value: string | undefined): value is string => value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayAt = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** How many days a period holds. */
export const periodLength = ({ firstDay, lastDay }: Pick<AnalyticsPeriod, 'firstDay' | 'lastDay'>): number => dayNumber(lastDay) - dayNumber(firstDay) + 1;

/** Every day of a period, oldest first. */
export const daysOf = (period: Pick<AnalyticsPeriod, 'firstDay' | 'lastDay'>): string[] => Array.from({ length: periodLength(period) }, (_, index) => dayAt(dayNumber(period.firstDay) + index));

/**
 * The period the owner asked for, in their calendar at `now`; 30 days when none is asked. `month` is this
 * month so far, `12mo` this month and the 11 before it. Refuses (InvalidInput, one message per field) an
 * unknown period, `from`/`to` that are not real days, `from` after `to`, a chosen period over two years, and
 * `from`/`to` given with a named period.
 */
export function resolvePeriod(calendar: AnalyticsCalendar, now: Date, asked: PeriodAsked): AnalyticsPeriod {
  const name = (asked.period ?? (asked.from !== undefined || asked.to !== undefined ? 'custom' : '30d')) as AnalyticsPeriodName;
  const checks = new FieldChecks(INVALID_ANALYTICS_PERIOD).require(ANALYTICS_PERIODS.includes(name), 'period', `period must be one of ${ANALYTICS_PERIODS.join(', ')}.`);
  checks.throwIfAny();
  const today = calendar.dayOf(now);
  if (name !== 'custom') {
    checks.require(asked.from === undefined && asked.to === undefined, 'from', 'from and to go with period=custom only.').throwIfAny();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const firstDay = {
      today,
      '7d': dayAt(dayNumber(today) - 6),
      '30d': dayAt(dayNumber(today) - 29),
      month: `${today.slice(0, 7)}-01`,
      '12mo': new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10),
    }[name];
    return { name, firstDay, lastDay: today };
  }
  checks
    .require(isDay(asked.from), 'from', 'from must be a day, YYYY-MM-DD (such as 2026-11-01).')
    .require(isDay(asked.to), 'to', 'to must be a day, YYYY-MM-DD (such as 2026-11-30).')
    .throwIfAny();
  const period = { name, firstDay: asked.from!, lastDay: asked.to! };
  checks
    .require(period.firstDay <= period.lastDay, 'from', 'from must be on or before to.')
    .require(period.lastDay <= today, 'to', 'to must not be after today.')
    .throwIfAny();
  checks.require(periodLength(period) <= MAX_CUSTOM_PERIOD_DAYS, 'to', 'A chosen period covers at most 2 years (731 days).').throwIfAny();
  return period;
}

/** The period of the same length that ends the day before `period` begins: what `compare=previous` reads. */
export function previousPeriod(period: AnalyticsPeriod): AnalyticsPeriod {
  const length = periodLength(period);
  const lastDay = dayAt(dayNumber(period.firstDay) - 1);
  return { name: period.name, firstDay: dayAt(dayNumber(lastDay) - length + 1), lastDay };
}

/** The calendar month (YYYY-MM) of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** Every calendar month a period touches, oldest first. */
export function monthsOf(period: Pick<AnalyticsPeriod, 'firstDay' | 'lastDay'>): string[] {
  const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let number = monthNumber(period.firstDay); number <= monthNumber(period.lastDay); number += 1) {
    months.push(`${Math.floor(number / 12)}-${String((number % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}
