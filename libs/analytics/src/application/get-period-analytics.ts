import { Injectable } from '@nestjs/common';
import { FieldChecks } from '@harmony/platform/domain';
import {
  AnalyticsCalendar,
  analyticsFilters,
  completeBefore,
  resolvePeriod,
  previousPeriod,
  PeriodTrafficReader,
  type AnalyticsFilter,
  type AnalyticsPeriod,
  type PeriodTraffic,
  INVALID_ANALYTICS_PERIOD,
} from '../domain/index.js';
import { PageViewBuffer } from './page-view-buffer.js';

export interface PeriodAnalyticsRequest {
  readonly period?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  /** `previous`: also the period of the same length just before. */
  readonly compare?: string | undefined;
  readonly filter?: string | readonly string[] | undefined;
}

export interface PeriodAnalytics {
  readonly period: AnalyticsPeriod;
  /** Whether the request named the days (period, from or to): else the 30-day default. */
  readonly periodAsked: boolean;
  readonly filters: readonly AnalyticsFilter[];
  readonly current: PeriodTraffic;
  /** With compare=previous, the period before's totals (no breakdowns: the cards compare totals). */
  readonly previous: { readonly period: AnalyticsPeriod; readonly traffic: PeriodTraffic } | null;
}

/** A request whose period, filters and comparison passed their checks, and the moment it was asked at. */
export interface CheckedPeriodRequest {
  readonly period: AnalyticsPeriod;
  readonly periodAsked: boolean;
  readonly filters: readonly AnalyticsFilter[];
  readonly compare: boolean;
  readonly now: Date;
}

/** Rows per breakdown: enough for a dashboard table, small enough to keep twelve months' reads cheap. */
export const BREAKDOWN_ROWS = 10;

/**
 * Issue 27's figures over a period: every figure, filtered, and with compare=previous the period before's
 * totals. `rows` is how many rows each breakdown keeps (the dashboard's ten; an export asks for more).
 */
@Injectable()
export class GetPeriodAnalytics {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly reader: PeriodTrafficReader,
    private readonly buffer: PageViewBuffer,
  ) {}

  /** The period, filters and comparison asked, checked (a 400 names every bad field) before anything is read. */
  check(request: PeriodAnalyticsRequest, now: Date = new Date()): CheckedPeriodRequest {
    const period = resolvePeriod(this.calendar, now, request);
    const filters = analyticsFilters(request.filter);
    // Checked after the period and filters, so that every bad field is named in one answer.
    assertCompare(request.compare);
    const periodAsked = request.period !== undefined || request.from !== undefined || request.to !== undefined;
    return { period, periodAsked, filters, compare: request.compare === 'previous', now };
  }

  async read({ period, periodAsked, filters, compare, now }: CheckedPeriodRequest, rows = BREAKDOWN_ROWS): Promise<PeriodAnalytics> {
    // The page views this process still holds count too: the owner sees the visit they just made.
    await this.buffer.flush();
    const before = compare ? previousPeriod(period) : null;
    const complete = completeBefore(this.calendar, now);
    const [current, previous] = await Promise.all([
      this.reader.periodTraffic({ ...period, filters, limit: rows, completeBefore: complete }),
      before ? this.reader.periodTraffic({ ...before, filters, limit: 0, completeBefore: complete }) : null,
    ]);
    return { period, periodAsked, filters, current, previous: before && previous ? { period: before, traffic: previous } : null };
  }

  async execute(request: PeriodAnalyticsRequest, now: Date = new Date(), rows = BREAKDOWN_ROWS): Promise<PeriodAnalytics> {
    return this.read(this.check(request, now), rows);
  }
}

const assertCompare = (compare: string | undefined): void =>
  new FieldChecks(INVALID_ANALYTICS_PERIOD).require(compare === undefined || compare === 'previous', 'compare', 'compare can only be "previous"').throwIfAny();
