import { Injectable } from '@nestjs/common';
import {
  AnalyticsCalendar,
  AudioRequests,
  downloadCountsOf,
  downloadDashboard,
  episodeOfAudio,
  joinDownloadCounts,
  monthsOf,
  pacingDays,
  releaseDays,
  resolvePeriod,
  type DownloadDashboard,
  type PeriodAsked,
} from '../domain/index.js';
import { GetDownloads } from './get-downloads.js';
import { RecentListeners } from './recent-listeners.js';

/**
 * GET /api/admin/downloads (issue 27 item 6): the downloads of a period, with each episode's pacing since its
 * release. What it reads is bounded by the period and the catalogue, not by the history: the period's rollups
 * summed in the database, each file's all-time total (kept as days are rolled up), and each file's first 90
 * days after its episode's release (31 figures a file), plus the two days not rolled up yet.
 */
@Injectable()
export class GetDownloadDashboard {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly downloads: GetDownloads,
    private readonly requests: AudioRequests,
    private readonly listeners: RecentListeners,
  ) {}

  async execute(query: PeriodAsked, now: Date = new Date()): Promise<DownloadDashboard> {
    const dayOf = (at: Date) => this.calendar.dayOf(at);
    const today = dayOf(now);
    const period = resolvePeriod(this.calendar, now, query);
    const { recent, catalogue } = await this.downloads.rollUpWaiting(now);
    const [periodDownloads, allTime, monthly] = await Promise.all([
      this.requests.periodDownloads(period.firstDay, period.lastDay),
      this.requests.allTimeDownloads(),
      this.listeners.monthly(monthsOf(period), recent.listeners),
    ]);
    const episodeOf = episodeOfAudio(catalogue);
    const released = releaseDays(catalogue, dayOf);
    const files = allTime.flatMap(({ audioUrl }) => {
      const episode = episodeOf(audioUrl);
      const releaseDay = episode && released.get(episode.episodeId);
      return releaseDay ? [{ audioUrl, ...pacingDays(releaseDay) }] : [];
    });
    const early = await this.requests.earlyDownloads(files);
    const counts = joinDownloadCounts({ period: periodDownloads, allTime, early }, downloadCountsOf(recent, period));
    return downloadDashboard(counts, catalogue, period, today, dayOf, monthly);
  }
}
