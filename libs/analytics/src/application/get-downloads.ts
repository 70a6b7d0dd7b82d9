import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_WINDOW_DAYS,
  AnalyticsCalendar,
  AudioRequests,
  audioFactsOf,
  countDownloads,
  dailyDownloadsOf,
  downloadReport,
  type AudioFacts,
  type DailyDownloads,
  type EpisodeAudio,
  type DownloadReport,
} from '../domain/index.js';
import { EpisodeAudioCatalogue } from './analytics-ports.js';
import { RecordAudioRequest } from './record-audio-request.js';

/**
 * The dashboard's downloads over the last 30 days. Days before yesterday are read from their rollups, made
 * here the first time a read finds a day's requests waiting (visitor hashes change daily, so such a day can
 * change no more); yesterday and today are counted from their logged requests, which a late request of
 * yesterday's may still join. So a read counts at most two days of requests, whatever the history holds.
 */
@Injectable()
export class GetDownloads {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly requests: AudioRequests,
    private readonly recording: RecordAudioRequest,
    private readonly catalogue: EpisodeAudioCatalogue,
  ) {}

  async execute(now: Date = new Date()): Promise<DownloadReport> {
    const days = this.calendar.daysEndingAt(now, ANALYTICS_WINDOW_DAYS);
    const { daily, catalogue } = await this.dailyFrom(days[0]!, now);
    return downloadReport(daily, catalogue, days);
  }

  /**
   * Every day's downloads from `firstDay` to today, rolling up the days that wait first, with the catalogue they
   * were counted against: what the downloads dashboard (GetDownloadDashboard) reads too.
   */
  async dailyFrom(firstDay: string, now: Date): Promise<{ daily: DailyDownloads[]; catalogue: EpisodeAudio[] }> {
    await this.recording.writeAll();
    const [yesterday, today] = this.calendar.daysEndingAt(now, 2) as [string, string];
    const catalogue = await this.catalogue.episodeAudio();
    const factsOf = audioFactsOf(catalogue);
    for (const day of await this.requests.daysBefore(yesterday)) {
      await this.requests.rollUp(day, this.countOn(await this.requests.requestsOn([day]), factsOf));
    }
    const [rolledUp, recent] = await Promise.all([this.requests.dailyDownloads(firstDay, today), this.requests.requestsOn([yesterday, today])]);
    return { daily: [...rolledUp, ...this.countOn(recent, factsOf).filter(({ day }) => day >= firstDay)], catalogue };
  }

  private countOn(requests: Parameters<typeof countDownloads>[0], factsOf: (audioUrl: string) => AudioFacts | undefined) {
    return dailyDownloadsOf(countDownloads(requests, factsOf), (at) => this.calendar.dayOf(at));
  }
}
