import { lazy, Suspense, type ReactNode } from 'react';
import { Eye, Mail, MessageSquare, Users } from 'lucide-react';
import { Skeleton } from '@harmony/ui';
import { sitePaths } from '@harmony/site-config';
import { apiErrorMessage } from '@harmony/web-api';
import { analyticsRefreshMs, useGetAnalyticsQuery, type Analytics } from './analytics-api.js';
import { dayLabel, timeOfDay, wholeNumber } from './formatting.js';
import { panelClass, StatCard } from '../common/index.js';

// recharts is most of this screen's weight: it comes after the figures, which show at once.
const DailyVisitsChart = lazy(() => import('./daily-visits-chart.js'));
// Issue 26: a connection that expires soon or stopped working is said here. The Social accounts screen's
// chunk (its forms and all) comes after the figures, and only its warnings are shown.
const SocialConnectionWarnings = lazy(async () => ({ default: (await import('../social-accounts/index.js')).SocialConnectionWarnings }));

/** SPEC §8 and "Analytics dashboard": the error card's title and the screen's text. */
export const analyticsErrorTitle = 'Failed to fetch analytics';
export const analyticsErrorText = 'Failed to load analytics data. Please check your authentication and try again.';


const muted = 'text-sm text-slate-600 dark:text-slate-300';

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

function DashboardFigures({ analytics }: { analytics: Analytics }) {
  const { contentStats } = analytics;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Visits" value={analytics.totalVisits} note="Last 30 days" icon={<Eye className="size-5" />} />
        <StatCard label="Unique Visitors" value={analytics.uniqueVisitors} note="Last 30 days" icon={<Users className="size-5" />} />
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
        <Panel title="Daily Visits (Last 7 Days)">
          <Suspense fallback={<Skeleton className="h-64" />}>
            <DailyVisitsChart dailyVisits={analytics.dailyVisits} />
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
  const { data, error, isLoading, refetch } = useGetAnalyticsQuery(undefined, { pollingInterval: analyticsRefreshMs });

  if (data) return <DashboardFigures analytics={data} />;
  if (isLoading) return <DashboardLoading />;
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
