import type { AudioFacts, Download } from './downloads.js';
import type { DailyCountryDownloads, DailyDeviceDownloads, DailyDownloads, DownloadRollup, MonthListener } from './audio-requests.js';
import { monthOf } from './analytics-period.js';
import type { ListeningApp } from './listening-app.js';

/** An episode's audio file as the catalogue knows it (the episode context, through a port). */
export interface EpisodeAudio {
  readonly episodeId: number;
  readonly title: string;
  readonly audioUrl: string;
  readonly durationSeconds: number | null;
  /** When it went public: its release, day 1 of its pacing. Absent where a caller knows none (older tests, fixtures). */
  readonly publishedAt?: Date;
}

/** What the catalogue tells of each file for its first minute (firstMinuteBytes): the first episode naming it wins. */
export function audioFactsOf(catalogue: readonly EpisodeAudio[]): (audioUrl: string) => AudioFacts | undefined {
  const facts = new Map<string, AudioFacts>();
  for (const episode of catalogue) if (!facts.has(episode.audioUrl)) facts.set(episode.audioUrl, { durationSeconds: episode.durationSeconds });
  return (audioUrl) => facts.get(audioUrl);
}

export interface DownloadReport {
  readonly total: number;
  /** Most downloaded first, ties by episode id. */
  readonly byEpisode: readonly { readonly episodeId: number; readonly title: string | null; readonly downloads: number }[];
  /** Every day of the window, oldest first, 0 for a day without downloads. */
  readonly byDay: readonly { readonly date: string; readonly downloads: number }[];
  /** Most used first, ties by name. */
  readonly byApp: readonly { readonly app: ListeningApp; readonly downloads: number }[];
}

// An uploaded file's key names its episode: `/media/episodes/{id}/audio-….mp3`.
const UPLOADED_AUDIO = /^\/media\/episodes\/(\d+)\/audio-[^/]+$/;

/**
 * Which episode a file's downloads belong to: the episode whose audio it is now (the newest first, when
 * demo episodes share one file), else the episode its upload path names (audio since replaced, or an
 * episode no longer public). Files of no episode count nowhere.
 */
export function episodeOfAudio(catalogue: readonly EpisodeAudio[]): (audioUrl: string) => { episodeId: number; title: string | null } | null {
  const byUrl = new Map<string, EpisodeAudio>();
  for (const episode of catalogue) if (!byUrl.has(episode.audioUrl)) byUrl.set(episode.audioUrl, episode);
  const titles = new Map(catalogue.map((episode) => [episode.episodeId, episode.title]));
  return (audioUrl) => {
    const current = byUrl.get(audioUrl);
    if (current) return { episodeId: current.episodeId, title: current.title };
    const uploaded = UPLOADED_AUDIO.exec(audioUrl);
    if (!uploaded) return null;
    const episodeId = Number(uploaded[1]);
    return { episodeId, title: titles.get(episodeId) ?? null };
  };
}

const add = <K>(counts: Map<K, number>, key: K, downloads: number) => counts.set(key, (counts.get(key) ?? 0) + downloads);

/** The dashboard's downloads over `days` (oldest first): episode audio only. */
export function downloadReport(daily: readonly DailyDownloads[], catalogue: readonly EpisodeAudio[], days: readonly string[]): DownloadReport {
  const episodeOf = episodeOfAudio(catalogue);
  const inWindow = new Set(days);
  const byEpisode = new Map<number, { title: string | null; downloads: number }>();
  const byDay = new Map<string, number>();
  const byApp = new Map<ListeningApp, number>();
  let total = 0;
  for (const row of daily) {
    const episode = episodeOf(row.audioUrl);
    if (!episode || !inWindow.has(row.day)) continue;
    total += row.downloads;
    const counted = byEpisode.get(episode.episodeId);
    byEpisode.set(episode.episodeId, { title: episode.title, downloads: (counted?.downloads ?? 0) + row.downloads });
    add(byDay, row.day, row.downloads);
    add(byApp, row.app, row.downloads);
  }
  return {
    total,
    byEpisode: [...byEpisode]
      .map(([episodeId, { title, downloads }]) => ({ episodeId, title, downloads }))
      .sort((a, b) => b.downloads - a.downloads || a.episodeId - b.episodeId),
    byDay: days.map((date) => ({ date, downloads: byDay.get(date) ?? 0 })),
    byApp: [...byApp].map(([app, downloads]) => ({ app, downloads })).sort((a, b) => b.downloads - a.downloads || (a.app < b.app ? -1 : 1)),
  };
}

/**
 * What downloads come to, per day (`dayOf`: the owner's calendar): the counts by file and app, by file and
 * country, by file and device, and each month's listeners who downloaded, once each.
 */
export function downloadRollupOf(downloads: readonly Download[], dayOf: (at: Date) => string): DownloadRollup {
  const byApp = new Map<string, DailyDownloads>();
  const byCountry = new Map<string, DailyCountryDownloads>();
  const byDevice = new Map<string, DailyDeviceDownloads>();
  const listeners = new Map<string, MonthListener>();
  for (const { audioUrl, at, app, country, device, listener } of downloads) {
    const day = dayOf(at);
    const appKey = `${day}\n${audioUrl}\n${app}`;
    byApp.set(appKey, { day, audioUrl, app, downloads: (byApp.get(appKey)?.downloads ?? 0) + 1 });
    const countryKey = `${day}\n${audioUrl}\n${country ?? ''}`;
    byCountry.set(countryKey, { day, audioUrl, country, downloads: (byCountry.get(countryKey)?.downloads ?? 0) + 1 });
    const deviceKey = `${day}\n${audioUrl}\n${device ?? ''}`;
    byDevice.set(deviceKey, { day, audioUrl, device, downloads: (byDevice.get(deviceKey)?.downloads ?? 0) + 1 });
    const month = monthOf(day);
    listeners.set(`${month}\n${listener}`, { month, listener });
  }
  return { byApp: [...byApp.values()], byCountry: [...byCountry.values()], byDevice: [...byDevice.values()], listeners: [...listeners.values()] };
}
