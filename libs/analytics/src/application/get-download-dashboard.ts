import { Injectable } from '@nestjs/common';
import { InvalidInput } from '@harmony/platform/domain';
import { AnalyticsCalendar, downloadDashboard, parseAnalyticsPeriod, type DownloadDashboard } from '../domain/index.js';
import { GetDownloads } from './get-downloads.js';

/** The code of the 400 a period the dashboard cannot read answers. */
export const INVALID_PERIOD = 'invalid-period';

// Before any podcast: the milestones and all-time counts read every rolled-up day.
const FIRST_DAY = '1970-01-01';

/** GET /api/admin/downloads (issue 27 item 6): the downloads of a period, with each episode's pacing since its release. */
@Injectable()
export class GetDownloadDashboard {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly downloads: GetDownloads,
  ) {}

  async execute(query: { period?: unknown; from?: unknown; to?: unknown }, now: Date = new Date()): Promise<DownloadDashboard> {
    const today = this.calendar.dayOf(now);
    const period = parseAnalyticsPeriod(query, today);
    if ('error' in period) throw new InvalidInput(INVALID_PERIOD, [{ field: 'period', message: period.error }]);
    const { daily, catalogue } = await this.downloads.dailyFrom(FIRST_DAY, now);
    return downloadDashboard(daily, catalogue, period, today, (at) => this.calendar.dayOf(at));
  }
}
