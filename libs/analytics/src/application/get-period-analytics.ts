import { Injectable } from '@nestjs/common';
import { FieldChecks } from '@harmony/platform/domain';
import {
  AnalyticsCalendar,
  analyticsFilters,
  resolvePeriod,
  previousPeriod,
  PeriodTrafficReader,
  type AnalyticsFilter,
  type AnalyticsPeriod,
  type DayRange,
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
  readonly filters: readonly AnalyticsFilter[];
  readonly current: PeriodTraffic;
  readonly previous: (PeriodTraffic & DayRange) | null;
}

/** Rows per breakdown: enough for a dashboard table, small enough to keep twelve months' reads cheap. */
export const BREAKDOWN_ROWS = 10;

/** Issue 27's dashboard over a period: every figure, filtered, and with compare=previous the period before. */
@Injectable()
export class GetPeriodAnalytics {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly reader: PeriodTrafficReader,
    private readonly buffer: PageViewBuffer,
  ) {}

  async execute(request: PeriodAnalyticsRequest, now: Date = new Date()): Promise<PeriodAnalytics> {
    const period = resolvePeriod(this.calendar, now, request);
    const filters = analyticsFilters(request.filter);
    // Checked after the period and filters, so that every bad field is named in one answer.
    assertCompare(request.compare);
    await this.buffer.flush();
    const before = request.compare === 'previous' ? previousPeriod(period) : null;
    const [current, previous] = await Promise.all([
      this.reader.periodTraffic({ ...period, filters, limit: BREAKDOWN_ROWS }),
      before ? this.reader.periodTraffic({ ...before, filters, limit: BREAKDOWN_ROWS }) : null,
    ]);
    return { period, filters, current, previous: previous && before ? { ...previous, ...before } : null };
  }
}

const assertCompare = (compare: string | undefined): void =>
  new FieldChecks(INVALID_ANALYTICS_PERIOD).require(compare === undefined || compare === 'previous', 'compare', 'compare can only be "previous"').throwIfAny();
