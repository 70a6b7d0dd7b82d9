import type { ApiSchemas } from '@harmony/web-api';

type PeriodFigures = ApiSchemas['schemas']['PeriodFiguresResponse'];

/** A period's visits and breakdowns with nothing in them: the dashboard fixtures' starting point. */
export const emptyTraffic = (firstDay: string, lastDay: string): PeriodFigures => ({
  firstDay,
  lastDay,
  pageViews: 0,
  uniqueVisitors: 0,
  visits: 0,
  bounceRate: 0,
  visitDurationSeconds: 0,
  viewsPerVisit: 0,
  days: [],
  entryPages: [],
  exitPages: [],
  breakdowns: { pages: [], referrers: [], kinds: [], sources: [], mediums: [], campaigns: [], browsers: [], oses: [], devices: [], countries: [] },
});
