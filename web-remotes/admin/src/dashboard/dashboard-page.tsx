import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useSearchParams } from '@harmony/mf-config/router';
import { Eye, Mail, MessageSquare, Users } from 'lucide-react';
import { Skeleton } from '@harmony/ui';
import { sitePaths } from '@harmony/site-config';
import { apiErrorMessage } from '@harmony/web-api';
import { analyticsRefreshMs, useGetAnalyticsQuery, type Analytics, type AnalyticsArgs } from './analytics-api.js';
import { changeOnPrevious, dayLabel, longDay, timeOfDay, wholeNumber } from './formatting.js';
import { FilterSelect, panelClass, selectClass, StatCard, useSearchParamSetter } from '../common/index.js';

// recharts is most of this screen's weight: it comes after the figures, which show at once.
const DailyVisitsChart = lazy(() => import('./daily-visits-chart.js'));
// Issue 26: a connection that expires soon or stopped working is said here. The Social accounts screen's
// chunk (its forms and all) comes after the figures, and only its warnings are shown.
const SocialConnectionWarnings = lazy(async () => ({ default: (await import('../social-accounts/index.js')).SocialConnectionWarnings }));

/** SPEC §8 and "Analytics dashboard": the error card's title and the screen's text. */
export const analyticsErrorTitle = 'Failed to fetch analytics';
export const analyticsErrorText = 'Failed to load analytics data. Please check your authentication and try again.';


const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** The periods offered (issue 27); the empty value is the default, the last 30 days. */
const periodNames: readonly (readonly [string, string])[] = [
  ['today', 'Today'],
  ['7d', 'Last 7 days'],
  ['month', 'This month'],
  ['12mo', 'Last 12 months'],
  ['custom', 'Chosen days'],
];
const DEFAULT_PERIOD_LABEL = 'Last 30 days';

/** The dashboard's period as the address keeps it (?period=7d&compare=previous, ?period=custom&from=&to=), so a view can be bookmarked. */
function usePeriodArgs(): AnalyticsArgs {
  const [params] = useSearchParams();
  const period = params.get('period') ?? '';
  return { period: period === '30d' ? '' : period, from: params.get('from') ?? '', to: params.get('to') ?? '', compare: params.get('compare') === 'previous' };
}

/** What the cards say the figures cover: the period's name, or its days when chosen. */
const periodLabel = (period: Analytics['period']): string =>
  period.name === 'custom' ? `${longDay(period.from)} – ${longDay(period.to)}` : (periodNames.find(([name]) => name === period.name)?.[1] ?? DEFAULT_PERIOD_LABEL);

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

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={panelClass}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Rows ranked by their count, each with its unit ("visits", "downloads"). */
function RankedList({ rows, empty, unit = 'visits' }: { rows: { key: string; label: string; visits: number }[]; empty: string; unit?: string }) {
  if (rows.length === 0) return <p className={muted}>{empty}</p>;
  return (
    <ol className="space-y-2">
      {rows.map(({ key, label, visits }) => (
        <li key={key} className="flex items-center justify-between gap-4 text-sm">
          <span className="min-w-0 truncate font-medium">{label}</span>
          <span className="shrink-0 tabular-nums text-slate-700 dark:text-slate-200">
            {wholeNumber(visits)} {unit}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Issue 11: downloads counted as IAB 2.2 does, by episode and by listening app, over the last 30 days. */
function DownloadsPanels({ downloads }: { downloads: Analytics['downloads'] }) {
  const byEpisode = downloads.byEpisode.map(({ episodeId, title, downloads: count }) => ({ key: String(episodeId), label: title ?? `Episode ${episodeId}`, visits: count }));
  const byApp = downloads.byApp.map(({ app, downloads: count }) => ({ key: app, label: app, visits: count }));
  const busiestDays = downloads.byDay.filter((day) => day.downloads > 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title={`Downloads by Episode (Last 30 Days: ${wholeNumber(downloads.total)})`}>
        <RankedList rows={byEpisode} unit="downloads" empty="No downloads counted yet" />
      </Panel>
      <Panel title="Downloads by App">
        <RankedList rows={byApp} unit="downloads" empty="No downloads counted yet" />
      </Panel>
      <Panel title="Downloads by Day">
        <RankedList rows={busiestDays.map(({ date, downloads: count }) => ({ key: date, label: dayLabel(date), visits: count }))} unit="downloads" empty="No downloads in the last 30 days" />
      </Panel>
      {/* Issue 27: the public note of the counting rules, so the owner can point listeners and sponsors at it. */}
      <p className="text-sm text-slate-600 lg:col-span-2 dark:text-slate-400">
        <a href={sitePaths.downloadCounting} className="font-medium text-emerald-800 underline hover:text-emerald-900 dark:text-emerald-300 dark:hover:text-emerald-200">
          How we count downloads
        </a>
      </p>
    </div>
  );
}

/** SPEC: "direct" is shown as Direct Traffic. */
const referrerLabel = (referrer: string | null) => (!referrer || referrer === 'direct' ? 'Direct Traffic' : referrer);

function DashboardFigures({ analytics, periodAsked }: { analytics: Analytics; periodAsked: boolean }) {
  const { contentStats, previous } = analytics;
  const covered = periodLabel(analytics.period);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Visits" value={analytics.totalVisits} note={covered} change={previous && changeOnPrevious(analytics.totalVisits, previous.totalVisits)} icon={<Eye className="size-5" />} />
        <StatCard label="Unique Visitors" value={analytics.uniqueVisitors} note={covered} change={previous && changeOnPrevious(analytics.uniqueVisitors, previous.uniqueVisitors)} icon={<Users className="size-5" />} />
        <StatCard label="Newsletter Subscribers" value={contentStats.newsletterSubscribers} note="All time" icon={<Mail className="size-5" />} />
        <StatCard label="Contact Messages" value={contentStats.contactMessages} note="All time" icon={<MessageSquare className="size-5" />} />
      </div>
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
        <Panel title="Top Pages">
          <RankedList rows={analytics.topPages.map(({ pageUrl, visits }) => ({ key: pageUrl, label: pageUrl, visits }))} empty="No page views yet" />
        </Panel>
        <Panel title="Top Referrers">
          <RankedList rows={analytics.topReferrers.map(({ referrer, visits }) => ({ key: referrer, label: referrerLabel(referrer), visits }))} empty="No referrer data available yet" />
        </Panel>
      </div>
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
      <DownloadsPanels downloads={analytics.downloads} />
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

function DashboardContent() {
  const args = usePeriodArgs();
  return (
    <div className="space-y-6">
      <PeriodControls args={args} />
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
  if (shown) return <DashboardFigures analytics={shown} periodAsked={Boolean(args.period)} />;
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
