import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { sitePaths } from '@harmony/site-config';
import { Button, LoadError } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { analyticsRefreshMs, useGetDownloadDashboardQuery, type DownloadDashboard, type PeriodArgs } from './analytics-api.js';
import { ChartTable } from './chart-table.js';
import { dayLabel, longDay, wholeNumber } from './formatting.js';
import { DbIpCredit, DownloadsLoading, inlineLinkClass, muted, Panel, RankedTable, ScrollingTable, tableHeadClass } from './panel.js';
import { periodLabel } from './periods.js';
import { valueLabel } from './analytics-filters.js';

type Episode = DownloadDashboard['byEpisode'][number];

const episodeName = (episode: Pick<Episode, 'episodeId' | 'title'>): string => episode.title ?? `Episode ${episode.episodeId}`;

/**
 * The charts' ink follows the theme (ticks and grid are `currentColor`); lines and markers take a shade per
 * theme. A chart keeps its last width until its resize is measured: hidden overflow keeps a narrowed page from
 * scrolling sideways meanwhile.
 */
const chartInk = 'overflow-hidden text-slate-700 dark:text-slate-300';
const tick = { fill: 'currentColor', fontSize: 12 };
// Five lines told apart by colour and by dash, readable on white and on slate-900 (700 shades light, 400 dark).
const PACE_STYLES = [
  { color: 'var(--pace-1)', dash: undefined },
  { color: 'var(--pace-2)', dash: '6 3' },
  { color: 'var(--pace-3)', dash: '2 2' },
  { color: 'var(--pace-4)', dash: '8 3 2 3' },
  { color: 'var(--pace-5)', dash: '12 4' },
] as const;
const paceColours =
  '[--pace-1:#047857] [--pace-2:#1d4ed8] [--pace-3:#b45309] [--pace-4:#be185d] [--pace-5:#6d28d9] dark:[--pace-1:#34d399] dark:[--pace-2:#60a5fa] dark:[--pace-3:#fbbf24] dark:[--pace-4:#f472b6] dark:[--pace-5:#a78bfa]';
const releaseColour = '[--release:#b45309] dark:[--release:#fbbf24]';

/** Downloads per day, each episode's release day marked by a dashed line. */
function DownloadsByDay({ dashboard, covered }: { dashboard: DownloadDashboard; covered: string }) {
  const titles = new Map(dashboard.byEpisode.map((episode) => [episode.episodeId, episodeName(episode)]));
  const released = (ids: readonly number[]) => ids.map((id) => titles.get(id) ?? `Episode ${id}`).join(', ');
  const releaseDays = dashboard.byDay.filter(({ releases }) => releases.length > 0);
  if (!dashboard.byDay.some(({ downloads }) => downloads > 0) && releaseDays.length === 0) return <p className={muted}>No downloads in this period</p>;
  return (
    <>
      <div aria-hidden="true" className={`h-64 ${chartInk} ${releaseColour}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={dashboard.byDay} margin={{ top: 16, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis dataKey="date" tickFormatter={dayLabel} tick={tick} stroke="currentColor" minTickGap={16} />
            <YAxis allowDecimals={false} tick={tick} stroke="currentColor" />
            <Tooltip cursor={{ fillOpacity: 0.1 }} labelFormatter={(date) => dayLabel(String(date))} />
            <Bar dataKey="downloads" name="Downloads" fill="#059669" radius={[4, 4, 0, 0]} />
            {releaseDays.map(({ date }) => (
              <ReferenceLine key={date} x={date} stroke="var(--release)" strokeWidth={2} strokeDasharray="4 3" label={{ value: '▼', position: 'top', fill: 'var(--release)', fontSize: 12 }} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {releaseDays.length > 0 ? (
        <p className={`mt-2 ${muted}`}>
          <span aria-hidden="true">▼ </span>Released: {releaseDays.map(({ date, releases }) => `${released(releases)} (${dayLabel(date)})`).join('; ')}
        </p>
      ) : null}
      <ChartTable
        caption={`Downloads by day, ${covered.toLowerCase()}`}
        headers={['Day', 'Downloads', 'Released that day']}
        rows={dashboard.byDay.map(({ date, downloads, releases }) => [dayLabel(date), downloads, releases.length > 0 ? released(releases) : 'None'])}
      />
    </>
  );
}

/** OP3's episode pacing: the newest episodes' downloads added up over their first 30 days, one line each. */
function EpisodePacing({ dashboard }: { dashboard: DownloadDashboard }) {
  const paced = dashboard.pacingEpisodeIds.map((id) => dashboard.byEpisode.find(({ episodeId }) => episodeId === id)).filter((episode): episode is Episode => episode !== undefined);
  if (paced.length === 0) return <p className={muted}>No episodes released yet</p>;
  const days = Math.max(...paced.map(({ cumulative }) => cumulative.length), 1);
  const data = Array.from({ length: days }, (_, index) => ({ day: index + 1, ...Object.fromEntries(paced.map(({ episodeId, cumulative }) => [`episode${episodeId}`, cumulative[index]])) }));
  return (
    <>
      <div aria-hidden="true" className={`h-64 ${chartInk} ${paceColours}`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis dataKey="day" tick={tick} stroke="currentColor" tickFormatter={(day) => `Day ${String(day)}`} minTickGap={16} />
            <YAxis allowDecimals={false} tick={tick} stroke="currentColor" />
            <Tooltip labelFormatter={(day) => `Day ${String(day)}`} />
            {paced.map((episode, index) => (
              <Line key={episode.episodeId} type="monotone" dataKey={`episode${episode.episodeId}`} name={episodeName(episode)} stroke={PACE_STYLES[index % PACE_STYLES.length].color} strokeDasharray={PACE_STYLES[index % PACE_STYLES.length].dash} strokeWidth={2} dot={false} connectNulls={false} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ul aria-hidden="true" className={`mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800 dark:text-slate-100 ${paceColours}`}>
        {paced.map((episode, index) => (
          <li key={episode.episodeId} className="inline-flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true">
              <line x1="0" y1="4" x2="24" y2="4" stroke={PACE_STYLES[index % PACE_STYLES.length].color} strokeWidth="2" strokeDasharray={PACE_STYLES[index % PACE_STYLES.length].dash} />
            </svg>
            {episodeName(episode)}
          </li>
        ))}
      </ul>
      <ChartTable
        caption="Episode pacing: downloads added up over each episode's first 30 days"
        headers={['Day', ...paced.map(episodeName)]}
        rows={data.map((row, index) => [`Day ${index + 1}`, ...paced.map(({ cumulative }) => (cumulative[index] === undefined ? 'Not yet' : cumulative[index]))])}
      />
    </>
  );
}

const MILESTONES = [
  ['d1', '1 day'],
  ['d3', '3 days'],
  ['d7', '7 days'],
  ['d30', '30 days'],
  ['d90', '90 days'],
] as const;

/** Episodes in the table until the owner asks for all. */
const NEWEST_EPISODES = 10;

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/** Each episode's downloads within 1, 3, 7, 30 and 90 days of its release (the figures sponsors ask for), in the period and all time. */
function EpisodeTable({ dashboard, covered }: { dashboard: DownloadDashboard; covered: string }) {
  const [showAll, setShowAll] = useState(false);
  if (dashboard.byEpisode.length === 0) return <p className={muted}>No downloads counted yet</p>;
  // A long-running show has hundreds: the newest first, the rest on request.
  const shown = showAll ? dashboard.byEpisode : dashboard.byEpisode.slice(0, NEWEST_EPISODES);
  return (
    <>
      <ScrollingTable caption="Downloads of each episode at 1, 3, 7, 30 and 90 days">
        <thead className={tableHeadClass}>
          <tr>
            <th scope="col" className="py-2 pr-3">
              Episode
            </th>
            <th scope="col" className="px-3 py-2 whitespace-nowrap">
              Released
            </th>
            <th scope="col" className={cell}>
              {covered}
            </th>
            {MILESTONES.map(([key, label]) => (
              <th key={key} scope="col" className={cell}>
                {label}
              </th>
            ))}
            <th scope="col" className={cell}>
              All time
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-100">
          {shown.map((episode) => (
            <tr key={episode.episodeId}>
              <th scope="row" className="min-w-40 py-2 pr-3 font-medium wrap-anywhere">
                {episodeName(episode)}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{episode.releaseDay ? longDay(episode.releaseDay) : 'Not yet'}</td>
              <td className={cell}>{wholeNumber(episode.inPeriod)}</td>
              {MILESTONES.map(([key]) => {
                const count = episode.milestones[key];
                return (
                  <td key={key} className={cell}>
                    {count === null ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">Not yet</span>
                      </>
                    ) : (
                      wholeNumber(count)
                    )}
                  </td>
                );
              })}
              <td className={cell}>{wholeNumber(episode.allTime)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      {dashboard.byEpisode.length > NEWEST_EPISODES ? (
        <Button variant="secondary" className="mt-4" onClick={() => setShowAll(!showAll)}>
          {showAll ? `Show the ${NEWEST_EPISODES} newest` : `Show all ${dashboard.byEpisode.length} episodes`}
        </Button>
      ) : null}
    </>
  );
}

/** One month of unique listeners: "November 2026", and "so far" for the month still running. */
const monthName = (month: string, soFar: boolean): string =>
  `${new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' })}${soFar ? ' (so far)' : ''}`;

/** Downloads per value of something about the listener (app, country, device), a bar behind each. */
function ListenerTable({ caption, nameHeader, rows }: { caption: string; nameHeader: string; rows: readonly { name: string; downloads: number }[] }) {
  if (rows.length === 0) return <p className={muted}>No downloads counted yet</p>;
  return <RankedTable caption={caption} nameHeader={nameHeader} countHeader="Downloads" rows={rows.map(({ name, downloads }) => ({ key: name, name: <span className="block px-2 py-1">{name}</span>, count: downloads }))} />;
}

/** Where listeners are, what they listen on, how many there are each month: shown when the read gives them. */
function ListenerPanels({ dashboard }: { dashboard: DownloadDashboard }) {
  const { countries, devices, monthlyUniqueListeners } = dashboard;
  return (
    <>
      {countries ? (
        <Panel title="Listeners' Countries">
          <ListenerTable caption="Downloads per listener country" nameHeader="Country" rows={countries.map(({ country, downloads }) => ({ name: valueLabel('country', country), downloads }))} />
          <DbIpCredit />
        </Panel>
      ) : null}
      {devices ? (
        <Panel title="Listeners' Devices">
          <ListenerTable caption="Downloads per listener device" nameHeader="Device" rows={devices.map(({ device, downloads }) => ({ name: valueLabel('device', device), downloads }))} />
        </Panel>
      ) : null}
      {monthlyUniqueListeners ? (
        <Panel title="Monthly Unique Listeners">
          {monthlyUniqueListeners.length === 0 ? (
            <p className={muted}>No downloads counted yet</p>
          ) : (
            <RankedTable
              caption="Unique listeners per month"
              nameHeader="Month"
              countHeader="Listeners"
              rows={monthlyUniqueListeners.map(({ month, listeners, soFar }) => ({ key: month, name: <span className="block px-2 py-1">{monthName(month, soFar)}</span>, count: listeners }))}
            />
          )}
        </Panel>
      ) : null}
    </>
  );
}

/**
 * Issue 27 item 6: the period's downloads, OP3-class. Loaded on its own (recharts and its own read) after
 * the page-view figures; the period is the dashboard's, filters do not apply (downloads have no pages).
 */
export function DownloadsSection({ period }: { period: PeriodArgs }) {
  const { data, error, isLoading, refetch } = useGetDownloadDashboardQuery({ period: period.period, from: period.from, to: period.to }, { pollingInterval: analyticsRefreshMs });
  if (isLoading) return <DownloadsLoading />;
  if (!data) {
    return (
      <LoadError>
        Failed to load the downloads. {apiErrorMessage(error)}
        <Button variant="secondary" className="ml-3 align-middle" onClick={() => void refetch()}>
          Try again
        </Button>
      </LoadError>
    );
  }
  const covered = periodLabel(data.period.name, data.period.firstDay, data.period.lastDay);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title={`Downloads by Day (${covered}: ${wholeNumber(data.total)})`} className="lg:col-span-2">
        <DownloadsByDay dashboard={data} covered={covered} />
      </Panel>
      <Panel title="Episode Pacing (First 30 Days)">
        <EpisodePacing dashboard={data} />
      </Panel>
      <Panel title="Downloads by App">
        <ListenerTable caption="Downloads per listening app" nameHeader="App" rows={data.byApp.map(({ app, downloads }) => ({ name: app, downloads }))} />
      </Panel>
      <Panel title="Downloads by Episode" className="lg:col-span-2">
        <EpisodeTable dashboard={data} covered={covered} />
      </Panel>
      <ListenerPanels dashboard={data} />
      {/* Issue 27: the public note of the counting rules, so the owner can point listeners and sponsors at it. */}
      <p className="text-sm text-slate-600 lg:col-span-2 dark:text-slate-300">
        <a href={sitePaths.downloadCounting} className={inlineLinkClass}>
          How we count downloads
        </a>
      </p>
    </div>
  );
}
