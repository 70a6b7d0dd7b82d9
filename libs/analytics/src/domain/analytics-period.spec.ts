import { fieldErrorsFor } from '../testing/index.js';
import { analyticsPeriod, daysIn, eachDay, INVALID_ANALYTICS_PERIOD, isCalendarDay, MAX_PERIOD_DAYS, previousPeriod } from './analytics-period.js';

const TODAY = '2026-11-27';
const fieldErrorsOf = fieldErrorsFor(INVALID_ANALYTICS_PERIOD);

describe(analyticsPeriod.name, () => {
  it('answers today when no period is given, as the dashboard always did', () => {
    expect(analyticsPeriod({}, TODAY)).toEqual({ name: 'today', firstDay: TODAY, lastDay: TODAY, days: 1 });
  });

  it.each([
    ['today', '2026-11-27', 1],
    ['7d', '2026-11-21', 7],
    ['30d', '2026-10-29', 30],
    ['month', '2026-11-01', 27],
    ['12mo', '2025-12-01', 362],
  ])('%p runs from %p to today (%p days)', (name, firstDay, days) => {
    expect(analyticsPeriod({ period: name }, TODAY)).toEqual({ name, firstDay, lastDay: TODAY, days });
  });

  it('12mo crosses the year back to the same month of last year plus one', () => {
    expect(analyticsPeriod({ period: '12mo' }, '2026-01-15').firstDay).toBe('2025-02-01');
  });

  it('takes a custom period from and to, both included', () => {
    expect(analyticsPeriod({ period: 'custom', from: '2024-02-28', to: '2024-03-01' }, TODAY)).toEqual({ name: 'custom', firstDay: '2024-02-28', lastDay: '2024-03-01', days: 3 });
  });

  it('refuses a period it does not know', () => {
    expect(fieldErrorsOf(() => analyticsPeriod({ period: 'nonsense' }, TODAY))).toEqual([{ field: 'period', message: 'The period must be one of today, 7d, 30d, month, 12mo, custom' }]);
  });

  it('refuses from after to', () => {
    expect(fieldErrorsOf(() => analyticsPeriod({ period: 'custom', from: '2026-03-02', to: '2026-03-01' }, TODAY))).toEqual([{ field: 'from', message: 'from must be on or before to' }]);
  });

  it('refuses a 20-year range', () => {
    expect(fieldErrorsOf(() => analyticsPeriod({ period: 'custom', from: '2006-01-01', to: '2025-12-31' }, TODAY))).toEqual([{ field: 'to', message: `A period can be at most ${MAX_PERIOD_DAYS} days long` }]);
  });

  it.each([
    [{ period: 'custom' }, ['from', 'to']],
    [{ period: 'custom', from: '2026-02-30', to: '2026-03-01' }, ['from']],
    [{ period: 'custom', from: '2026-03-01', to: '1 March' }, ['to']],
    [{ period: '7d', from: '2026-03-01' }, ['period']],
  ])('refuses %p naming %p', (request, fields) => {
    expect(fieldErrorsOf(() => analyticsPeriod(request, TODAY)).map((error) => error.field)).toEqual(fields);
  });
});

describe(previousPeriod.name, () => {
  it.each([
    [{ firstDay: TODAY, lastDay: TODAY }, { firstDay: '2026-11-26', lastDay: '2026-11-26' }],
    [{ firstDay: '2026-11-21', lastDay: TODAY }, { firstDay: '2026-11-14', lastDay: '2026-11-20' }],
    [{ firstDay: '2024-03-01', lastDay: '2024-03-31' }, { firstDay: '2024-01-30', lastDay: '2024-02-29' }],
  ])('before %p comes %p, as long', (current, previous) => {
    expect(previousPeriod(current)).toEqual(previous);
    expect(daysIn(previous)).toBe(daysIn(current));
  });
});

describe('calendar days', () => {
  it('knows a real day from a rolled-over one', () => {
    expect([isCalendarDay('2024-02-29'), isCalendarDay('2026-02-29'), isCalendarDay('2026-13-01'), isCalendarDay('20260101')]).toEqual([true, false, false, false]);
  });

  it('lists each day of a range across a month end', () => {
    expect(eachDay({ firstDay: '2026-10-30', lastDay: '2026-11-02' })).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });
});
