import { ApiProperty } from '@nestjs/swagger';
import { BREAKDOWNS, visitFigures, type BreakdownName, type PeriodTraffic } from '../../domain/index.js';

export class BreakdownRowResponse {
  @ApiProperty({ example: 'google.com', nullable: true, type: String, description: 'null: direct, untagged or unknown.' }) value!: string | null;
  @ApiProperty({ example: 120 }) pageViews!: number;
}

/** Page views of the period by each stored field (issue 27): the dashboard's tables, each row a filter. */
export class BreakdownsResponse implements Record<BreakdownName, BreakdownRowResponse[]> {
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By page (filter page).' }) pages!: BreakdownRowResponse[];
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By referring site; null: direct (filter referrer).' }) referrers!: BreakdownRowResponse[];
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By kind of referring site: search, social, podcast, other (filter kind).' }) kinds!: BreakdownRowResponse[];
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By source: utm_source (or ref, source), else the referring site (filter source).' }) sources!: BreakdownRowResponse[];
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By utm_medium (filter medium).' }) mediums!: BreakdownRowResponse[];
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By utm_campaign (filter campaign).' }) campaigns!: BreakdownRowResponse[];
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By browser (filter browser).' }) browsers!: BreakdownRowResponse[];
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By operating system (filter os).' }) oses!: BreakdownRowResponse[];
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By device type: desktop, mobile, tablet (filter device).' }) devices!: BreakdownRowResponse[];
  @ApiProperty({ type: [BreakdownRowResponse], description: 'By country, ISO 3166-1 alpha-2 (filter country). IP geolocation by DB-IP.' }) countries!: BreakdownRowResponse[];
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
  @ApiProperty({ type: () => BreakdownsResponse, description: 'The top 10 of each breakdown, most page views first; ties by value, null last.' }) breakdowns!: BreakdownsResponse;
}

/** A period's figures as the API answers them. */
export const toPeriodFigures = (traffic: PeriodTraffic, range: { firstDay: string; lastDay: string }): PeriodFiguresResponse => ({
  firstDay: range.firstDay,
  lastDay: range.lastDay,
  pageViews: traffic.pageViews,
  uniqueVisitors: traffic.uniqueVisitors,
  ...visitFigures(traffic.visits),
  days: traffic.days.map((day) => ({ date: day.day, pageViews: day.pageViews, visitors: day.visitors })),
  entryPages: [...traffic.entryPages],
  exitPages: [...traffic.exitPages],
  breakdowns: Object.fromEntries(BREAKDOWNS.map((name) => [name, traffic.breakdowns[name].map((row) => ({ ...row }))])) as Record<BreakdownName, BreakdownRowResponse[]>,
});
