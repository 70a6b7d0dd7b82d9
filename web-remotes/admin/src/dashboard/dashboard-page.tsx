import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from '@harmony/mf-config/router';
import { CornerUpLeft, Eye, Layers, Mail, MessageSquare, MousePointerClick, Timer, Users } from 'lucide-react';
import { Skeleton } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { analyticsRefreshMs, realtimeRefreshMs, useGetAnalyticsQuery, useGetRealtimeVisitorsQuery, type Analytics, type AnalyticsArgs, type VisitFigures } from './analytics-api.js';
import { changeOnPrevious, duration, oneDecimal, percentage, pointsOnPrevious, timeOfDay, wholeNumber } from './formatting.js';
import { ActiveFilters, BreakdownPanels } from './breakdown-panels.js';
import { valueLabel } from './analytics-filters.js';
import { DownloadsLoading, muted, Panel } from './panel.js';
import { DEFAULT_PERIOD_LABEL, periodLabel, periodNames } from './periods.js';
import { FilterSelect, selectClass, StatCard, useSearchParamSetter } from '../common/index.js';

// recharts is most of this screen's weight: the charts (the daily visits, the downloads section with its own
// read) come in one chunk after the figures, which show at once.
const loadCharts = () => import('./charts.js');
const DailyVisitsChart = lazy(async () => ({ default: (await loadCharts()).DailyVisitsChart }));
const DownloadsSection = lazy(async () => ({ default: (await loadCharts()).DownloadsSection }));
// Issue 26: a connection that expires soon or stopped working is said here. The Social accounts screen's
// chunk (its forms and all) comes after the figures, and only its warnings are shown.
const SocialConnectionWarnings = lazy(async () => ({ default: (await import('../social-accounts/index.js')).SocialConnectionWarnings }));

/** SPEC §8 and "Analytics dashboard": the error card's title and the screen's text. */
export const analyticsErrorTitle = 'Failed to fetch analytics';
export const analyticsErrorText = 'Failed to load analytics data. Please check your authentication and try again.';

/** The dashboard's view as the address keeps it (?period=7d&compare=previous, ?period=custom&from=&to=, &filter=source:google.com …), so it can be bookmarked. */
function usePeriodArgs(): AnalyticsArgs {
  const [params] = useSearchParams();
  const period = params.get('period') ?? '';
  return {
    period: period === '30d' ? '' : period,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    compare: params.get('compare') === 'previous',
    filters: params.getAll('filter'),
  };
}

function PeriodControls({ args }: { args: AnalyticsArgs }) {
  const setParam = useSearchParamSetter();
  const compareId = useId();
  const dayInput = (key: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`analytics-${key}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={`analytics-${key}`} type="date" value={args[key]} onChange={(event) => setParam(key, event.target.value)} className={selectClass} />
    </div>
  );
  return (
    <form aria-label="Period" className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
      <FilterSelect id="analytics-period" label="Period" value={args.period} options={periodNames} everyLabel={DEFAULT_PERIOD_LABEL} onChange={(value) => setParam('period', value)} />
      {args.period === 'custom' ? (
        <>
          {dayInput('from', 'From')}
          {dayInput('to', 'To')}
        </>
      ) : null}
      <div className="flex items-center gap-2 pb-2">
        <input id={compareId} type="checkbox" checked={args.compare} onChange={(event) => setParam('compare', event.target.checked ? 'previous' : '')} className="size-4 accent-emerald-700" />
        <label htmlFor={compareId} className="text-sm font-medium">
          Compare with the previous period
        </label>
      </div>
    </form>
  );
}

/** Issue 27 item 2: the period's visits (a visitor's page views with no gap over 30 minutes), and their change. */
function VisitCards({ traffic, previous, covered }: { traffic: VisitFigures; previous: VisitFigures | undefined; covered: string }) {
  // A rate, a mean or a ratio of no visits is no figure: with none before, say so rather than "level" or a change.
  const change = (key: keyof VisitFigures, say: (now: number, before: number) => string) =>
    previous && (key !== 'visits' && previous.visits === 0 ? changeOnPrevious(traffic.visits, 0) : say(traffic[key], previous[key]));
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Visits" value={traffic.visits} note={covered} change={change('visits', changeOnPrevious)} icon={<MousePointerClick className="size-5" />} />
      <StatCard label="Bounce rate" value={percentage(traffic.bounceRate)} note="Visits of one page" change={change('bounceRate', pointsOnPrevious)} icon={<CornerUpLeft className="size-5" />} />
      <StatCard label="Visit duration" value={duration(traffic.visitDurationSeconds)} note="The mean visit" change={change('visitDurationSeconds', changeOnPrevious)} icon={<Timer className="size-5" />} />
      <StatCard label="Views per visit" value={oneDecimal(traffic.viewsPerVisit)} note="Pages seen in a visit" change={change('viewsPerVisit', changeOnPrevious)} icon={<Layers className="size-5" />} />
    </div>
  );
}

/** SPEC: "direct" is shown as Direct Traffic. */
const referrerLabel = (referrer: string | null) => valueLabel('referrer', referrer === 'direct' ? null : referrer);

function DashboardFigures({ analytics, args }: { analytics: Analytics; args: AnalyticsArgs }) {
  const { contentStats, previous, traffic } = analytics;
  const periodAsked = Boolean(args.period);
  const covered = periodLabel(analytics.period.name, analytics.period.from, analytics.period.to);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Visits" value={analytics.totalVisits} note={covered} change={previous && changeOnPrevious(analytics.totalVisits, previous.totalVisits)} icon={<Eye className="size-5" />} />
        <StatCard label="Unique Visitors" value={analytics.uniqueVisitors} note={covered} change={previous && changeOnPrevious(analytics.uniqueVisitors, previous.uniqueVisitors)} icon={<Users className="size-5" />} />
        <StatCard label="Newsletter Subscribers" value={contentStats.newsletterSubscribers} note="All time" icon={<Mail className="size-5" />} />
        <StatCard label="Contact Messages" value={contentStats.contactMessages} note="All time" icon={<MessageSquare className="size-5" />} />
      </div>
      <VisitCards traffic={traffic} previous={previous} covered={covered} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Content Stats">
          <dl className="grid grid-cols-2 gap-4">
            {(
              [
                ['Episodes', contentStats.episodes],
                ['Social Media Posts', contentStats.socialMediaPosts],
                ['Newsletter Subscribers', contentStats.newsletterSubscribers],
                ['Contact Messages', contentStats.contactMessages],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className={muted}>{label}</dt>
                <dd className="text-2xl font-bold">{wholeNumber(value)}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title={periodAsked ? `Daily Visits (${covered})` : 'Daily Visits (Last 7 Days)'}>
          <Suspense fallback={<Skeleton className="h-64" />}>
            <DailyVisitsChart dailyVisits={analytics.dailyVisits} caption={`Daily visits, ${periodAsked ? covered.toLowerCase() : 'last 7 days'}`} />
          </Suspense>
        </Panel>
      </div>
      <BreakdownPanels figures={traffic} args={args} />
      <Panel title="Recent Activity (Last 24 Hours)">
        {analytics.recentActivity.length === 0 ? (
          <p className={muted}>No recent activity to display</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {analytics.recentActivity.map(({ id, pageUrl, referrer, timestamp }) => (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 truncate font-medium">{pageUrl}</span>
                <span className="text-slate-700 dark:text-slate-200">
                  {referrerLabel(referrer)} · <time dateTime={timestamp}>{timeOfDay(timestamp)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Suspense fallback={<DownloadsLoading />}>
        <DownloadsSection period={args} />
      </Suspense>
    </div>
  );
}

function DashboardLoading() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading analytics…
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-32" />
        ))}
      </div>
    </div>
  );
}

/** /admin and /admin/dashboard (SPEC "Analytics dashboard"): the figures, refreshed every 60 s; above them, any social connection to see to. */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <Suspense fallback={null}>
        <SocialConnectionWarnings />
      </Suspense>
      <DashboardContent />
    </div>
  );
}

/** "Visitors now" (issue 27): who has been on the site in the last five minutes, whatever the period; nothing until known. */
function VisitorsNow() {
  const { data } = useGetRealtimeVisitorsQuery(undefined, { pollingInterval: realtimeRefreshMs });
  if (!data) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-medium">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${data.visitors > 0 ? 'bg-emerald-600' : 'bg-slate-400'}`} />
      {data.visitors === 1 ? '1 visitor on the site now' : `${wholeNumber(data.visitors)} visitors on the site now`}
      <span className={muted}>(last 5 minutes)</span>
    </p>
  );
}

function DashboardContent() {
  const args = usePeriodArgs();
  return (
    <div className="space-y-6">
      <VisitorsNow />
      <PeriodControls args={args} />
      <ActiveFilters filters={args.filters} />
      <DashboardResult args={args} />
    </div>
  );
}

function DashboardResult({ args }: { args: AnalyticsArgs }) {
  // A chosen period is asked for once both its days are given.
  const incomplete = args.period === 'custom' && !(args.from && args.to);
  const { data, currentData, error, isFetching, refetch } = useGetAnalyticsQuery(args, { pollingInterval: analyticsRefreshMs, skip: incomplete });
  // While another period loads, the last figures stay; a period the API refused shows its reason, not them.
  const shown = currentData ?? (isFetching ? data : undefined);

  if (incomplete) return <p className={muted}>Choose the first and the last day.</p>;
  if (shown) return <DashboardFigures analytics={shown} args={args} />;
  if (isFetching) return <DashboardLoading />;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50">
      <h2 className="text-lg font-semibold">{analyticsErrorTitle}</h2>
      <p className="mt-2">{analyticsErrorText}</p>
      {apiErrorMessage(error) ? <p className="mt-2 text-sm">{apiErrorMessage(error)}</p> : null}
      <button type="button" onClick={() => void refetch()} className="mt-4 rounded-md bg-red-800 px-4 py-2 text-sm font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800">
        Try again
      </button>
    </div>
  );
}
