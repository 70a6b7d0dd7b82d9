import { api, type ApiSchemas } from '@harmony/web-api';

/** SPEC §3 "Analytics" as GET /api/admin/analytics answers it (totals over the period, 30 days by default). */
export type Analytics = ApiSchemas['schemas']['AnalyticsResponse'];

/** SPEC §9: the dashboard refreshes every 60 s. */
export const analyticsRefreshMs = 60_000;

/** The dashboard's period (issue 27) as the address keeps it: empty values are the API's defaults (30 days, no comparison). */
export interface AnalyticsArgs {
  period: string;
  from: string;
  to: string;
  compare: boolean;
}

export function analyticsQuery({ period, from, to, compare }: AnalyticsArgs): string {
  const params = new URLSearchParams();
  if (period) params.set('period', period);
  if (period === 'custom') {
    params.set('from', from);
    params.set('to', to);
  }
  if (compare) params.set('compare', 'previous');
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<Analytics, AnalyticsArgs>({
      // The session cookie authorises it (ARCHITECTURE §7), not SPEC's fixed bearer token.
      query: (args) => `/admin/analytics${analyticsQuery(args)}`,
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetAnalyticsQuery } = analyticsApi;
