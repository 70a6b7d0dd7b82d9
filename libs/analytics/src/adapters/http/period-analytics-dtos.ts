import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ANALYTICS_PERIODS, BREAKDOWNS, filterParameters, visitFigures, type BreakdownName, type PeriodTraffic } from '../../domain/index.js';
import type { PeriodAnalytics } from '../../application/index.js';
import { PeriodQuery } from './analytics-dtos.js';

/** `?period=&from=&to=&compare=&filter=` of the visits read (issue 27); checked by the use case, which names each bad field. */
export class PeriodAnalyticsQuery extends PeriodQuery {
  @ApiPropertyOptional({ enum: ['previous'], description: 'previous: also the period of the same length just before.' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  compare?: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['page:/episodes'],
    description: 'field:value, repeated to compose (all must match): page, referrer, kind, source, medium, campaign, country, device, browser, os (utm_source, utm_medium, utm_campaign as aliases); (none) matches the unset.',
  })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(600, { each: true })
  filter?: string | string[];
}

export class BreakdownRowResponse {
  @ApiProperty({ example: 'google.com', nullable: true, type: String, description: 'null: direct, untagged or unknown.' }) value!: string | null;
  @ApiProperty({ example: 120 }) pageViews!: number;
}

export class EntryExitPageResponse {
  @ApiProperty({ example: '/episodes' }) pageUrl!: string;
  @ApiProperty({ example: 40 }) visits!: number;
}

export class PeriodDayResponse {
  @ApiProperty({ example: '2026-11-27' }) date!: string;
  @ApiProperty({ example: 310 }) pageViews!: number;
  @ApiProperty({ example: 120 }) visitors!: number;
}

export class PeriodFiguresResponse {
  @ApiProperty({ example: '2026-10-29' }) firstDay!: string;
  @ApiProperty({ example: '2026-11-27' }) lastDay!: string;
  @ApiProperty({ example: 9300 }) pageViews!: number;
  @ApiProperty({ example: 3100, description: "Sum of each day's distinct visitors: hashes change at midnight." }) uniqueVisitors!: number;
  @ApiProperty({ example: 4000, description: "Visits: a visitor's page views with no gap over 30 minutes." }) visits!: number;
  @ApiProperty({ example: 0.42, description: 'Share of visits of one page view, 0 to 1.' }) bounceRate!: number;
  @ApiProperty({ example: 95, description: 'Mean visit duration, seconds.' }) visitDurationSeconds!: number;
  @ApiProperty({ example: 2.3 }) viewsPerVisit!: number;
  @ApiProperty({ type: [PeriodDayResponse] }) days!: PeriodDayResponse[];
  @ApiProperty({ type: [EntryExitPageResponse] }) entryPages!: EntryExitPageResponse[];
  @ApiProperty({ type: [EntryExitPageResponse] }) exitPages!: EntryExitPageResponse[];
  @ApiProperty({
    description: `The top 10 of each: ${BREAKDOWNS.join(', ')}.`,
    type: 'object',
    additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/BreakdownRowResponse' } },
  })
  breakdowns!: Record<BreakdownName, BreakdownRowResponse[]>;
}

export class PeriodResponse {
  @ApiProperty({ enum: ANALYTICS_PERIODS }) name!: string;
  @ApiProperty({ type: [String], example: ['page:/episodes'] }) filters!: string[];
  @ApiProperty({ type: PeriodFiguresResponse }) current!: PeriodFiguresResponse;
  @ApiProperty({ type: PeriodFiguresResponse, nullable: true, description: 'With compare=previous: the period of the same length just before; else null.' })
  previous!: PeriodFiguresResponse | null;
}

const toFigures = (traffic: PeriodTraffic, range: { firstDay: string; lastDay: string }): PeriodFiguresResponse => ({
  firstDay: range.firstDay,
  lastDay: range.lastDay,
  pageViews: traffic.pageViews,
  uniqueVisitors: traffic.uniqueVisitors,
  ...visitFigures(traffic.visits),
  days: traffic.days.map((day) => ({ date: day.day, pageViews: day.pageViews, visitors: day.visitors })),
  entryPages: [...traffic.entryPages],
  exitPages: [...traffic.exitPages],
  breakdowns: Object.fromEntries(BREAKDOWNS.map((name) => [name, [...traffic.breakdowns[name]]])) as Record<BreakdownName, BreakdownRowResponse[]>,
});

export const toPeriodResponse = ({ period, filters, current, previous }: PeriodAnalytics): PeriodResponse => ({
  name: period.name,
  filters: filterParameters(filters),
  current: toFigures(current, period),
  previous: previous ? toFigures(previous, previous) : null,
});
