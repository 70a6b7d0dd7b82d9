import { InvalidInput } from '@harmony/platform/domain';
import { AnalyticsCalendar } from './analytics-calendar.js';
import { daysOf, monthsOf, periodLength, previousPeriod, resolvePeriod } from './analytics-period.js';

const utc = new AnalyticsCalendar('UTC');
const now = new Date('2026-11-27T10:00:00Z');
const refusal = (asked: Parameters<typeof resolvePeriod>[2]) => {
  try {
    resolvePeriod(utc, now, asked);
  } catch (error) {
    return (error as InvalidInput).fieldErrors;
  }
  throw new Error('accepted');
};

describe('analytics periods', () => {
  it('names each period in the owner\'s calendar, 30 days when none is asked', () => {
    const span = (period?: string) => {
      const { firstDay, lastDay } = resolvePeriod(utc, now, { period });
      return `${firstDay}..${lastDay}`;
    };
    expect(span()).toBe('2026-10-29..2026-11-27');
    expect(span('today')).toBe('2026-11-27..2026-11-27');
    expect(span('7d')).toBe('2026-11-21..2026-11-27');
    expect(span('30d')).toBe('2026-10-29..2026-11-27');
    expect(span('month')).toBe('2026-11-01..2026-11-27');
    expect(span('12mo')).toBe('2025-12-01..2026-11-27');
    // In Sydney it is already the 28th: its today, its month.
    expect(resolvePeriod(new AnalyticsCalendar('Australia/Sydney'), new Date('2026-11-27T14:00:00Z'), { period: 'today' }).firstDay).toBe('2026-11-28');
    expect(resolvePeriod(utc, new Date('2026-01-15T00:00:00Z'), { period: '12mo' }).firstDay).toBe('2025-02-01');
  });

  it('takes chosen days, both ends included, up to two years', () => {
    expect(resolvePeriod(utc, now, { period: 'custom', from: '2026-02-01', to: '2026-02-28' })).toEqual({ name: 'custom', firstDay: '2026-02-01', lastDay: '2026-02-28' });
    expect(resolvePeriod(utc, now, { from: '2026-02-01', to: '2026-02-01' }).name).toBe('custom');
    expect(periodLength(resolvePeriod(utc, now, { period: 'custom', from: '2024-11-27', to: '2026-11-27' }))).toBe(731);
    expect(daysOf({ firstDay: '2028-02-28', lastDay: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('refuses an unknown period, days that are not days, from after to, 20 years, and from/to with a named period', () => {
    expect(refusal({ period: 'nonsense' })).toEqual([{ field: 'period', message: 'period must be one of today, 7d, 30d, month, 12mo, custom.' }]);
    expect(refusal({ period: 'custom' })).toEqual([
      { field: 'from', message: 'from must be a day, YYYY-MM-DD (such as 2026-11-01).' },
      { field: 'to', message: 'to must be a day, YYYY-MM-DD (such as 2026-11-30).' },
    ]);
    expect(refusal({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })).toEqual([{ field: 'from', message: 'from must be a day, YYYY-MM-DD (such as 2026-11-01).' }]);
    expect(refusal({ period: 'custom', from: '2026-03-02', to: '2026-03-01' })).toEqual([{ field: 'from', message: 'from must be on or before to.' }]);
    expect(refusal({ period: 'custom', from: '2006-01-01', to: '2026-01-01' })).toEqual([{ field: 'to', message: 'A chosen period covers at most 2 years (731 days).' }]);
    expect(refusal({ period: '7d', from: '2026-01-01' })).toEqual([{ field: 'from', message: 'from and to go with period=custom only.' }]);
    expect(refusal({ period: 'custom', from: '2026-11-01', to: '2026-11-28' })).toEqual([{ field: 'to', message: 'to must not be after today.' }]);
  });

  it('compares with the period of the same length just before it', () => {
    expect(previousPeriod({ name: '7d', firstDay: '2026-11-21', lastDay: '2026-11-27' })).toEqual({ name: '7d', firstDay: '2026-11-14', lastDay: '2026-11-20' });
    expect(previousPeriod({ name: 'today', firstDay: '2026-03-01', lastDay: '2026-03-01' })).toEqual({ name: 'today', firstDay: '2026-02-28', lastDay: '2026-02-28' });
    // This month so far (27 days) against the 27 days before it.
    expect(previousPeriod({ name: 'month', firstDay: '2026-11-01', lastDay: '2026-11-27' })).toEqual({ name: 'month', firstDay: '2026-10-05', lastDay: '2026-10-31' });
  });
});

describe('monthsOf', () => {
  it.each([
    ['2026-11-28', '2026-11-30', ['2026-11']],
    ['2026-10-29', '2026-11-27', ['2026-10', '2026-11']],
    ['2025-12-01', '2026-11-27', ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']],
  ])('lists the calendar months from %s to %s', (firstDay, lastDay, months) => {
    expect(monthsOf({ firstDay, lastDay })).toEqual(months);
  });
});
