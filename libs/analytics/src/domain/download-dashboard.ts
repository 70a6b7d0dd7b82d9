import type { FileDownloads, DownloadRollup, MonthlyListeners, PeriodDownloads } from './audio-requests.js';
import { daysOf, monthOf, type AnalyticsPeriod, type DayRange } from './analytics-period.js';
import { episodeOfAudio, type EpisodeAudio } from './download-report.js';
import { episodePacing, type EpisodePacing } from './episode-pacing.js';
import type { ListeningApp } from './listening-app.js';
import type { DeviceType } from './visitor-client.js';

/** How many of the newest episodes the pacing chart compares. */
export const PACING_CHART_EPISODES = 5;

export interface EpisodeDownloads extends EpisodePacing {
  readonly episodeId: number;
  readonly title: string | null;
  /** The owner's calendar day it went public; null when the catalogue no longer knows it (no pacing then). */
  readonly releaseDay: string | null;
  readonly inPeriod: number;
}

export interface DownloadDashboard {
  readonly period: AnalyticsPeriod;
  readonly total: number;
  /** Every day of the period, oldest first, with the episodes released that day (the chart's markers). */
  readonly byDay: readonly { readonly date: string; readonly downloads: number; readonly releases: readonly number[] }[];
  /** Episodes with downloads or a release, newest release first. */
  readonly byEpisode: readonly EpisodeDownloads[];
  /** The newest released episodes, for the pacing chart: ids of byEpisode. */
  readonly pacingEpisodeIds: readonly number[];
  /** Most used first, ties by name; downloads in the period. */
  readonly byApp: readonly { readonly app: ListeningApp; readonly downloads: number }[];
  /** The listeners' countries (null: not placed), most downloads first, ties by code; downloads in the period. */
  readonly countries: readonly { readonly country: string | null; readonly downloads: number }[];
  /** The listeners' kinds of device (null: not told), most downloads first, ties by name; downloads in the period. */
  readonly devices: readonly { readonly device: DeviceType | null; readonly downloads: number }[];
  /** Each month the period touches, oldest first: its unique listeners; `soFar` for the month still running. */
  readonly monthlyUniqueListeners: readonly { readonly month: string; readonly listeners: number; readonly soFar: boolean }[];
}

/** What the downloads dashboard is made of: sums of downloads by file, as the rollups give them. */
export interface DownloadCounts {
  /** The period's. */
  readonly period: PeriodDownloads;
  /** Each file's, all time. */
  readonly allTime: readonly FileDownloads[];
  /** Each file's by day over its episode's early days at least (pacingDays: those from day 31 may come summed on day 31). */
  readonly early: readonly (FileDownloads & { readonly day: string })[];
}

/** The counts of some downloads (days not rolled up yet, as their rollup comes out), to join the rolled-up ones. */
export function downloadCountsOf({ byApp, byCountry, byDevice }: DownloadRollup, period: DayRange): DownloadCounts {
  const inPeriod = ({ day }: { day: string }) => day >= period.firstDay && day <= period.lastDay;
  const early = byApp.map(({ day, audioUrl, downloads }) => ({ day, audioUrl, downloads }));
  return {
    period: {
      byDay: early.filter(inPeriod),
      byApp: byApp.filter(inPeriod).map(({ audioUrl, app, downloads }) => ({ audioUrl, app, downloads })),
      byCountry: byCountry.filter(inPeriod).map(({ audioUrl, country, downloads }) => ({ audioUrl, country, downloads })),
      byDevice: byDevice.filter(inPeriod).map(({ audioUrl, device, downloads }) => ({ audioUrl, device, downloads })),
    },
    allTime: early.map(({ audioUrl, downloads }) => ({ audioUrl, downloads })),
    early,
  };
}

/** Two sets of counts as one (the dashboard sums rows by their keys, so rows of both just go together). */
export function joinDownloadCounts(a: DownloadCounts, b: DownloadCounts): DownloadCounts {
  return {
    period: {
      byDay: [...a.period.byDay, ...b.period.byDay],
      byApp: [...a.period.byApp, ...b.period.byApp],
      byCountry: [...a.period.byCountry, ...b.period.byCountry],
      byDevice: [...a.period.byDevice, ...b.period.byDevice],
    },
    allTime: [...a.allTime, ...b.allTime],
    early: [...a.early, ...b.early],
  };
}

/** Sums rows by a key, most first, ties by the key (null, the unknown, last). */
function ranked<K extends string | null>(rows: readonly { key: K; downloads: number }[]): { key: K; downloads: number }[] {
  const sums = new Map<K, number>();
  for (const { key, downloads } of rows) sums.set(key, (sums.get(key) ?? 0) + downloads);
  return [...sums]
    .map(([key, downloads]) => ({ key, downloads }))
    .sort((a, b) => b.downloads - a.downloads || (a.key === null ? 1 : b.key === null ? -1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The downloads dashboard from the counts (`counts`, episode audio only counted) and the catalogue; `dayOf` is
 * the owner's calendar, `today` its today; `monthly`: the unique listeners of the months the period touches.
 */
export function downloadDashboard(
  counts: DownloadCounts,
  catalogue: readonly EpisodeAudio[],
  period: AnalyticsPeriod,
  today: string,
  dayOf: (at: Date) => string,
  monthly: readonly MonthlyListeners[] = [],
): DownloadDashboard {
  const episodeOf = episodeOfAudio(catalogue);
  const released = releaseDays(catalogue, dayOf);
  const perEpisode = new Map<number, { title: string | null; early: { day: string; downloads: number }[]; allTime: number; inPeriod: number }>();
  const episodeRow = (episode: { episodeId: number; title: string | null }) => {
    let row = perEpisode.get(episode.episodeId);
    if (!row) perEpisode.set(episode.episodeId, (row = { title: episode.title, early: [], allTime: 0, inPeriod: 0 }));
    return row;
  };
  for (const episode of catalogue) episodeRow(episode);
  const ofEpisodes = <Row extends { audioUrl: string }>(rows: readonly Row[]): (Row & { episodeId: number; title: string | null })[] =>
    rows.flatMap((row) => {
      const episode = episodeOf(row.audioUrl);
      return episode ? [{ ...row, ...episode }] : [];
    });
  for (const row of ofEpisodes(counts.early)) episodeRow(row).early.push({ day: row.day, downloads: row.downloads });
  for (const row of ofEpisodes(counts.allTime)) episodeRow(row).allTime += row.downloads;
  const byDay = new Map<string, number>();
  let total = 0;
  for (const row of ofEpisodes(counts.period.byDay)) {
    episodeRow(row).inPeriod += row.downloads;
    total += row.downloads;
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.downloads);
  }
  const byEpisode = [...perEpisode]
    .map(([episodeId, { title, early, allTime, inPeriod }]): EpisodeDownloads => {
      const releaseDay = released.get(episodeId) ?? null;
      const pacing = releaseDay ? episodePacing(releaseDay, today, early) : { milestones: { 1: null, 3: null, 7: null, 30: null, 90: null }, cumulative: [] };
      return { episodeId, title, releaseDay, inPeriod, ...pacing, allTime };
    })
    .filter((episode) => episode.allTime > 0 || (episode.releaseDay !== null && episode.releaseDay <= today))
    .sort((a, b) => (b.releaseDay ?? '').localeCompare(a.releaseDay ?? '') || b.episodeId - a.episodeId);
  const monthNow = monthOf(today);
  return {
    period,
    total,
    byDay: daysOf(period).map((date) => ({
      date,
      downloads: byDay.get(date) ?? 0,
      releases: byEpisode.filter((episode) => episode.releaseDay === date).map((episode) => episode.episodeId),
    })),
    byEpisode,
    pacingEpisodeIds: byEpisode
      .filter((episode) => episode.releaseDay !== null && episode.releaseDay <= today)
      .slice(0, PACING_CHART_EPISODES)
      .map((episode) => episode.episodeId),
    byApp: ranked(ofEpisodes(counts.period.byApp).map(({ app, downloads }) => ({ key: app, downloads }))).map(({ key, downloads }) => ({ app: key, downloads })),
    countries: ranked(ofEpisodes(counts.period.byCountry).map(({ country, downloads }) => ({ key: country, downloads }))).map(({ key, downloads }) => ({ country: key, downloads })),
    devices: ranked(ofEpisodes(counts.period.byDevice).map(({ device, downloads }) => ({ key: device, downloads }))).map(({ key, downloads }) => ({ device: key, downloads })),
    monthlyUniqueListeners: monthly.map(({ month, listeners }) => ({ month, listeners, soFar: month >= monthNow })),
  };
}

/** Each episode's release: the owner's calendar day it went public (the first catalogue entry naming it wins). */
export function releaseDays(catalogue: readonly EpisodeAudio[], dayOf: (at: Date) => string): Map<number, string> {
  const released = new Map<number, string>();
  for (const episode of catalogue) if (episode.publishedAt && !released.has(episode.episodeId)) released.set(episode.episodeId, dayOf(episode.publishedAt));
  return released;
}
