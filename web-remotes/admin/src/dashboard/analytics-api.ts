import { api, type ApiSchemas } from '@harmony/web-api';
import { readableSearch } from '../common/index.js';

/** A period's visits, pages and breakdowns (issue 27), filtered as asked. */
export type PeriodFigures = ApiSchemas['schemas']['PeriodFiguresResponse'];
export type VisitFigures = Pick<PeriodFigures, 'visits' | 'bounceRate' | 'visitDurationSeconds' | 'viewsPerVisit'>;
/** SPEC §3 "Analytics" as GET /api/admin/analytics answers it (totals over the period, 30 days by default), filtered as asked. */
export type Analytics = ApiSchemas['schemas']['AnalyticsResponse'];
export type BreakdownRow = ApiSchemas['schemas']['BreakdownRowResponse'];
/** GET /api/admin/downloads: a period's downloads, by day with release markers, by app, per episode with its pacing. */
export type DownloadDashboard = ApiSchemas['schemas']['DownloadDashboardResponse'];

/** Issue 27: the distinct visitors of the last 5 minutes. */
export type RealtimeVisitors = ApiSchemas['schemas']['RealtimeVisitorsResponse'];
export const realtimeRefreshMs = 30_000;

/** SPEC §9: the dashboard refreshes every 60 s. */
export const analyticsRefreshMs = 60_000;

/** The dashboard's period as the address keeps it: empty values are the API's defaults (30 days, no comparison). */
export interface PeriodArgs {
  period: string;
  from: string;
  to: string;
}

/** The dashboard's whole view (issue 27): the period, the comparison and the filters (`field:value`, all applied). */
export interface AnalyticsArgs extends PeriodArgs {
  compare: boolean;
  filters: readonly string[];
}

function periodParams({ period, from, to }: PeriodArgs): URLSearchParams {
  const params = new URLSearchParams();
  if (period) params.set('period', period);
  if (period === 'custom') {
    params.set('from', from);
    params.set('to', to);
  }
  return params;
}

const withFilters = (params: URLSearchParams, filters: readonly string[]): URLSearchParams => {
  for (const filter of filters) params.append('filter', filter);
  return params;
};

export function analyticsQuery({ compare, filters, ...period }: AnalyticsArgs): string {
  const params = periodParams(period);
  if (compare) params.set('compare', 'previous');
  return readableSearch(withFilters(params, filters));
}

/** What GET /api/admin/analytics/export can write as CSV: the days, or one breakdown. */
export type ExportName = 'days' | 'pages' | 'referrers' | 'kinds' | 'sources' | 'mediums' | 'campaigns' | 'countries' | 'devices' | 'browsers' | 'oses' | 'entry-pages' | 'exit-pages';

/** The CSV of one breakdown over the period and filters on screen (a plain link: the session cookie authorises it). */
export function exportHref({ filters, ...period }: AnalyticsArgs, breakdown: ExportName): string {
  const params = withFilters(periodParams(period), filters);
  params.set('breakdown', breakdown);
  return `/api/admin/analytics/export${readableSearch(params)}`;
}

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<Analytics, AnalyticsArgs>({
      // The session cookie authorises it (ARCHITECTURE §7), not SPEC's fixed bearer token.
      query: (args) => `/admin/analytics${analyticsQuery(args)}`,
      providesTags: ['Analytics'],
    }),
    // Polled on its own, every 30 s: five minutes of page views, cheap next to the period's figures.
    getRealtimeVisitors: build.query<RealtimeVisitors, void>({
      query: () => '/admin/analytics/realtime',
    }),
    getDownloadDashboard: build.query<DownloadDashboard, PeriodArgs>({
      query: (args) => `/admin/downloads${readableSearch(periodParams(args))}`,
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetAnalyticsQuery, useGetDownloadDashboardQuery, useGetRealtimeVisitorsQuery } = analyticsApi;
