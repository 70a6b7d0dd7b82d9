import { api, type ApiSchemas } from '@harmony/web-api';

/** SPEC §3 "Analytics" as GET /api/admin/analytics answers it (totals over the last 30 days). */
export type Analytics = ApiSchemas['schemas']['AnalyticsResponse'];

/** SPEC §9: the dashboard refreshes every 60 s. */
export const analyticsRefreshMs = 60_000;

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<Analytics, void>({
      // The session cookie authorises it (ARCHITECTURE §7), not SPEC's fixed bearer token.
      query: () => '/admin/analytics',
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetAnalyticsQuery } = analyticsApi;
