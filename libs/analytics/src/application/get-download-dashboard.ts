import { Injectable } from '@nestjs/common';
import { AnalyticsCalendar, downloadDashboard, resolvePeriod, type DownloadDashboard, type PeriodAsked } from '../domain/index.js';
import { GetDownloads } from './get-downloads.js';

// Before any podcast: the milestones and all-time counts read every rolled-up day.
const FIRST_DAY = '1970-01-01';

/** GET /api/admin/downloads (issue 27 item 6): the downloads of a period, with each episode's pacing since its release. */
@Injectable()
export class GetDownloadDashboard {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly downloads: GetDownloads,
  ) {}

  async execute(query: PeriodAsked, now: Date = new Date()): Promise<DownloadDashboard> {
    const today = this.calendar.dayOf(now);
    const period = resolvePeriod(this.calendar, now, query);
    const { daily, catalogue } = await this.downloads.dailyFrom(FIRST_DAY, now);
    return downloadDashboard(daily, catalogue, period, today, (at) => this.calendar.dayOf(at));
  }
}
