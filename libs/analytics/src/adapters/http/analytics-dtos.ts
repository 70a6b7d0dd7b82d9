import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ANALYTICS_FILTER_FIELDS, ANALYTICS_PERIODS, filterParameters, INVALID_ANALYTICS_FILTER, LISTENING_APPS, NONE_FILTER_VALUE, periodFigures, visitFigures, type AnalyticsPeriod, type DownloadReport } from '../../domain/index.js';
import type { AnalyticsDashboard } from '../../application/index.js';
import { PeriodFiguresResponse, toPeriodFigures } from './period-analytics-dtos.js';

/** What the page-view beacon sends (navigator.sendBeacon: JSON, as application/json or as text/plain). */
export class PageViewRequest {
  @ApiProperty({ example: '/episode/4', description: 'The page as a path of this site (`location.pathname + location.search`). Of its query only utm_source, utm_medium and utm_campaign (ref or source standing for utm_source) are kept; the rest of the query and the fragment are dropped, never stored.' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  pageUrl?: string;

  @ApiPropertyOptional({ example: 'https://www.google.com/', nullable: true, description: '`document.referrer`: only its host is kept; empty, or a page of this site, counts as direct.' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  referrer?: string | null;
}

/** `?period=&from=&to=` of the dashboards (issue 27); none of them: the 30 days ending today. The days are checked by resolvePeriod. */
export class PeriodQuery {
  @ApiPropertyOptional({ enum: ANALYTICS_PERIODS, example: '7d', description: 'today, the last 7 or 30 days (the default), this month so far, this month and the 11 before it, or custom (from and to).' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  period?: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'With period=custom: the first day, YYYY-MM-DD, in the owner\'s calendar (ANALYTICS_TIME_ZONE).' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-27', description: 'With period=custom: the last day, included, not after today; at most 731 days after from.' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  to?: string;
}

/** The page-view dashboard's period, `compare=previous` and its filters (issue 27). */
export class AnalyticsQuery extends PeriodQuery {
  @ApiPropertyOptional({ enum: ['previous'], description: 'Also the totals of the period of the same length just before (`previous`).' })
  @IsOptional()
  @IsIn(['previous'], { message: 'compare must be previous' })
  compare?: 'previous';

  @ApiPropertyOptional({
    type: [String],
    example: ['page:/episodes'],
    description: `field:value, repeated to compose (all must match): ${ANALYTICS_FILTER_FIELDS.join(', ')} (utm_source, utm_medium, utm_campaign as aliases); ${NONE_FILTER_VALUE} matches page views without the field. Checked by the dashboard (code ${INVALID_ANALYTICS_FILTER}).`,
  })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(600, { each: true })
  filter?: string | string[];
}

export class AnalyticsPeriodResponse {
  @ApiProperty({ enum: ANALYTICS_PERIODS, example: '30d' }) name!: string;
  @ApiProperty({ example: '2026-10-29', description: 'The first day, YYYY-MM-DD, in the owner\'s calendar.' }) from!: string;
  @ApiProperty({ example: '2026-11-27', description: 'The last day, included.' }) to!: string;
}

export class PreviousPeriodResponse {
  @ApiProperty({ type: AnalyticsPeriodResponse }) period!: AnalyticsPeriodResponse;
  @ApiProperty({ example: 8400, description: 'Page views over the previous period.' }) totalVisits!: number;
  @ApiProperty({ example: 3900, description: 'The sum of its days\' unique visitors.' }) uniqueVisitors!: number;
  @ApiProperty({ example: 3600, description: "Visits: a visitor's page views with no gap over 30 minutes." }) visits!: number;
  @ApiProperty({ example: 0.45, description: 'Share of visits of one page view, 0 to 1.' }) bounceRate!: number;
  @ApiProperty({ example: 88, description: 'Mean visit duration, seconds.' }) visitDurationSeconds!: number;
  @ApiProperty({ example: 2.1 }) viewsPerVisit!: number;
}

export class ContentStatsResponse {
  @ApiProperty({ example: 19 }) episodes!: number;
  @ApiProperty({ example: 0, description: 'Social media posts: 0 until content automation exists.' }) socialMediaPosts!: number;
  @ApiProperty({ example: 240 }) newsletterSubscribers!: number;
  @ApiProperty({ example: 12 }) contactMessages!: number;
}

export class PageVisitsResponse {
  @ApiProperty({ example: '/episodes' }) pageUrl!: string;
  @ApiProperty({ example: 1200 }) visits!: number;
}

export class ReferrerVisitsResponse {
  @ApiProperty({ example: 'google.com', description: 'The referring site\'s host, or "direct" for visits without one (the dashboard shows "Direct Traffic").' }) referrer!: string;
  @ApiProperty({ example: 800 }) visits!: number;
}

export class RecentActivityResponse {
  @ApiProperty({ example: 1234567 }) id!: number;
  @ApiProperty({ example: '/blog/budgeting-as-a-couple' }) pageUrl!: string;
  @ApiProperty({ example: 'google.com', nullable: true, type: String, description: "The referring site's host; null for direct." }) referrer!: string | null;
  @ApiProperty({ example: '2026-06-30T09:15:00.000Z', format: 'date-time' }) timestamp!: string;
}

export class DailyVisitsResponse {
  @ApiProperty({ example: '2026-06-30', description: 'A day of the owner\'s calendar (ANALYTICS_TIME_ZONE), YYYY-MM-DD.' }) date!: string;
  @ApiProperty({ example: 310 }) visits!: number;
}

export class EpisodeDownloadsResponse {
  @ApiProperty({ example: 12 }) episodeId!: number;
  @ApiProperty({ example: 'Budgeting as a couple', nullable: true, type: String, description: 'null for an episode no longer public.' }) title!: string | null;
  @ApiProperty({ example: 420 }) downloads!: number;
}

export class DailyDownloadsResponse {
  @ApiProperty({ example: '2026-06-30', description: "A day of the owner's calendar (ANALYTICS_TIME_ZONE), YYYY-MM-DD." }) date!: string;
  @ApiProperty({ example: 35 }) downloads!: number;
}

export class AppDownloadsResponse {
  @ApiProperty({ example: 'Apple Podcasts', enum: LISTENING_APPS, description: 'The listening app named by the user agent; "Web browser" for browsers, "Other" for the rest.' })
  app!: (typeof LISTENING_APPS)[number];
  @ApiProperty({ example: 610 }) downloads!: number;
}

/** Downloads by the IAB Podcast Measurement 2.2 rules (libs/analytics README, "Download counts"). */
export class DownloadsResponse {
  @ApiProperty({ example: 1250, description: "Downloads of the episodes' audio over the last 30 days (today included)." }) total!: number;
  @ApiProperty({ type: [EpisodeDownloadsResponse], description: 'Per episode over the last 30 days, most downloaded first; ties by episode id.' }) byEpisode!: EpisodeDownloadsResponse[];
  @ApiProperty({ type: [DailyDownloadsResponse], description: 'Exactly the last 30 days, oldest first, today last; days without downloads are 0.' }) byDay!: DailyDownloadsResponse[];
  @ApiProperty({ type: [AppDownloadsResponse], description: 'Per listening app over the last 30 days, most used first; ties by name.' }) byApp!: AppDownloadsResponse[];
}

/** SPEC §3 "Shapes read by screens → Analytics", and the downloads (issue 11). */
export class AnalyticsResponse {
  @ApiProperty({ example: 9120, description: 'Page views over the period (the last 30 days, today included, by default), filtered.' }) totalVisits!: number;
  @ApiProperty({ example: 4100, description: "The sum of each day's unique visitors over the period: visitor hashes change every day, so a visitor who came on 3 days counts 3 times." })
  uniqueVisitors!: number;
  @ApiProperty({ type: ContentStatsResponse }) contentStats!: ContentStatsResponse;
  @ApiProperty({ type: [PageVisitsResponse], description: 'The 5 most visited pages over the period; ties by path.' }) topPages!: PageVisitsResponse[];
  @ApiProperty({ type: [ReferrerVisitsResponse], description: 'The 10 top referring sites over the period; ties by name, direct last.' }) topReferrers!: ReferrerVisitsResponse[];
  @ApiProperty({ type: [RecentActivityResponse], description: 'The last 24 hours, newest first, at most 20, filtered.' }) recentActivity!: RecentActivityResponse[];
  @ApiProperty({ type: [DailyVisitsResponse], description: 'Page views by day: every day of an asked period, else exactly the last 7 days; oldest first; days without visits are 0.' }) dailyVisits!: DailyVisitsResponse[];
  @ApiProperty({ type: DownloadsResponse }) downloads!: DownloadsResponse;
  @ApiProperty({ type: AnalyticsPeriodResponse, description: 'The days the page-view figures cover (totalVisits, uniqueVisitors, topPages, topReferrers; dailyVisits has every day of an asked period, the last 7 otherwise). Downloads stay the last 30 days.' })
  period!: AnalyticsPeriodResponse;
  @ApiPropertyOptional({ type: PreviousPeriodResponse, description: 'With compare=previous only: the period of the same length just before, and its totals.' })
  previous?: PreviousPeriodResponse;
  @ApiProperty({ type: [String], example: ['source:google.com'], description: 'The filters applied, as the filter parameter takes them (field:value).' }) filters!: string[];
  @ApiProperty({ type: PeriodFiguresResponse, description: "The period's visits, entry and exit pages and breakdowns (issue 27), filtered." }) traffic!: PeriodFiguresResponse;
}

/** Realtime (issue 27): the visitors of the last 5 minutes. */
export class RealtimeVisitorsResponse {
  @ApiProperty({ example: 7, description: 'Distinct visitors (daily visitor hashes) among the page views of the last 5 minutes.' }) visitors!: number;
}

const periodResponse = ({ name, firstDay, lastDay }: AnalyticsPeriod): AnalyticsPeriodResponse => ({ name, from: firstDay, to: lastDay });

export const toAnalyticsResponse = ({ report, period, previous, filters, current }: AnalyticsDashboard, downloads: DownloadReport): AnalyticsResponse => ({
  totalVisits: report.totalVisits,
  uniqueVisitors: report.uniqueVisitors,
  contentStats: { ...report.contentStats },
  topPages: report.topPages.map((page) => ({ ...page })),
  topReferrers: report.topReferrers.map((referrer) => ({ ...referrer })),
  recentActivity: report.recentActivity.map(({ id, pageUrl, referrer, timestamp }) => ({ id, pageUrl, referrer, timestamp: timestamp.toISOString() })),
  dailyVisits: report.dailyVisits.map((day) => ({ ...day })),
  downloads: {
    total: downloads.total,
    byEpisode: downloads.byEpisode.map((episode) => ({ ...episode })),
    byDay: downloads.byDay.map((day) => ({ ...day })),
    byApp: downloads.byApp.map((app) => ({ ...app })),
  },
  period: periodResponse(period),
  ...(previous ? { previous: { period: periodResponse(previous.period), ...periodFigures(previous.traffic), ...visitFigures(previous.traffic.visits) } } : {}),
  filters: filterParameters(filters),
  traffic: toPeriodFigures(current, period),
});
