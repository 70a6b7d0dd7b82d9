import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_WINDOW_DAYS,
  AnalyticsCalendar,
  AudioRequests,
  audioFactsOf,
  countDownloads,
  downloadReport,
  downloadRollupOf,
  monthOf,
  RecentDownloadTally,
  type AudioFacts,
  type AudioRequest,
  type DownloadReport,
  type DownloadRollup,
  type EpisodeAudio,
} from '../domain/index.js';
import { EpisodeAudioCatalogue } from './analytics-ports.js';
import { RecordAudioRequest } from './record-audio-request.js';

/**
 * The dashboard's downloads over the last 30 days. Days before yesterday are read from their rollups, made
 * here the first time a read finds a day's requests waiting (visitor hashes change daily, so such a day can
 * change no more); yesterday and today are counted from their logged requests, which a late request of
 * yesterday's may still join: as they come, each read counting only the rows written since the last one
 * (RecentDownloadTally). So a read counts what was logged since the last, whatever the history holds.
 */
@Injectable()
export class GetDownloads {
  /** The month before which every month is closed, as far as this process knows: closing is asked once a month. */
  private closedBefore: string | undefined;
  private readonly recent = new RecentDownloadTally();

  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly requests: AudioRequests,
    private readonly recording: RecordAudioRequest,
    private readonly catalogue: EpisodeAudioCatalogue,
  ) {}

  async execute(now: Date = new Date()): Promise<DownloadReport> {
    const days = this.calendar.daysEndingAt(now, ANALYTICS_WINDOW_DAYS);
    const { recent, catalogue } = await this.rollUpWaiting(now);
    const rolledUp = await this.requests.dailyDownloads(days[0]!, days.at(-1)!);
    return downloadReport([...rolledUp, ...recent.byApp], catalogue, days);
  }

  /**
   * Rolls up the days that wait and closes the months whose days all are, then counts yesterday's and today's
   * downloads from their requests: with the catalogue they were counted against, what the downloads
   * dashboard (GetDownloadDashboard) reads with the rollups.
   */
  async rollUpWaiting(now: Date): Promise<{ recent: DownloadRollup; catalogue: EpisodeAudio[] }> {
    await this.recording.writeAll();
    const [yesterday, today] = this.calendar.daysEndingAt(now, 2) as [string, string];
    const catalogue = await this.catalogue.episodeAudio();
    const factsOf = audioFactsOf(catalogue);
    for (const day of await this.requests.daysBefore(yesterday)) {
      await this.requests.rollUp(day, this.countOn(await this.requests.requestsOn([day]), factsOf));
    }
    // Every day before yesterday is rolled up now (or had no requests): the months before yesterday's are over.
    if (this.closedBefore !== monthOf(yesterday)) {
      await this.requests.closeMonthsBefore(monthOf(yesterday));
      this.closedBefore = monthOf(yesterday);
    }
    const { requests, lastId } = await this.requests.requestsSince([yesterday, today], this.recent.seenUpTo);
    this.recent.take([yesterday, today], requests, lastId, factsOf);
    return { recent: this.recent.downloads((at) => this.calendar.dayOf(at)), catalogue };
  }

  private countOn(requests: readonly AudioRequest[], factsOf: (audioUrl: string) => AudioFacts | undefined): DownloadRollup {
    return downloadRollupOf(countDownloads(requests, factsOf), (at) => this.calendar.dayOf(at));
  }
}
