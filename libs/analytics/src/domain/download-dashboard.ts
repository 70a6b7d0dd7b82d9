import type { DailyDownloads } from './audio-requests.js';
import { daysOf, type AnalyticsPeriod } from './analytics-period.js';
import { episodeOfAudio, type EpisodeAudio } from './download-report.js';
import { episodePacing, type EpisodePacing } from './episode-pacing.js';
import type { ListeningApp } from './listening-app.js';

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
}

/**
 * The downloads dashboard from every day's rollups (`daily`, all history: the milestones and all-time counts
 * need it) and the catalogue; `dayOf` is the owner's calendar, `today` its today.
 */
export function downloadDashboard(
  daily: readonly DailyDownloads[],
  catalogue: readonly EpisodeAudio[],
  period: AnalyticsPeriod,
  today: string,
  dayOf: (at: Date) => string,
): DownloadDashboard {
  const episodeOf = episodeOfAudio(catalogue);
  const released = new Map<number, string>();
  for (const episode of catalogue) if (episode.publishedAt && !released.has(episode.episodeId)) released.set(episode.episodeId, dayOf(episode.publishedAt));
  const days = daysOf(period);
  const inPeriod = (day: string) => day >= period.firstDay && day <= period.lastDay;
  const perEpisode = new Map<number, { title: string | null; daily: { day: string; downloads: number }[]; inPeriod: number }>();
  for (const episode of catalogue) if (!perEpisode.has(episode.episodeId)) perEpisode.set(episode.episodeId, { title: episode.title, daily: [], inPeriod: 0 });
  const byDay = new Map<string, number>();
  const byApp = new Map<ListeningApp, number>();
  let total = 0;
  for (const row of daily) {
    const episode = episodeOf(row.audioUrl);
    if (!episode) continue;
    const counted = perEpisode.get(episode.episodeId) ?? { title: episode.title, daily: [], inPeriod: 0 };
    perEpisode.set(episode.episodeId, counted);
    counted.daily.push({ day: row.day, downloads: row.downloads });
    if (!inPeriod(row.day)) continue;
    counted.inPeriod += row.downloads;
    total += row.downloads;
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.downloads);
    byApp.set(row.app, (byApp.get(row.app) ?? 0) + row.downloads);
  }
  const byEpisode = [...perEpisode]
    .map(([episodeId, { title, daily: rows, inPeriod: downloads }]): EpisodeDownloads => {
      const releaseDay = released.get(episodeId) ?? null;
      const pacing = releaseDay ? episodePacing(releaseDay, today, rows) : { ...episodePacing(today, today, rows), milestones: { 1: null, 3: null, 7: null, 30: null, 90: null }, cumulative: [] };
      return { episodeId, title, releaseDay, inPeriod: downloads, ...pacing };
    })
    .filter((episode) => episode.allTime > 0 || (episode.releaseDay !== null && episode.releaseDay <= today))
    .sort((a, b) => (b.releaseDay ?? '').localeCompare(a.releaseDay ?? '') || b.episodeId - a.episodeId);
  return {
    period,
    total,
    byDay: days.map((date) => ({
      date,
      downloads: byDay.get(date) ?? 0,
      releases: byEpisode.filter((episode) => episode.releaseDay === date).map((episode) => episode.episodeId),
    })),
    byEpisode,
    pacingEpisodeIds: byEpisode
      .filter((episode) => episode.releaseDay !== null && episode.releaseDay <= today)
      .slice(0, PACING_CHART_EPISODES)
      .map((episode) => episode.episodeId),
    byApp: [...byApp].map(([app, downloads]) => ({ app, downloads })).sort((a, b) => b.downloads - a.downloads || (a.app < b.app ? -1 : 1)),
  };
}
