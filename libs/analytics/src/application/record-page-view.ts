import { Injectable } from '@nestjs/common';
import { AnalyticsCalendar, countsAsVisit, pageView, type PageViewReport } from '../domain/index.js';
import { DailySalts } from './analytics-ports.js';
import { PageViewBuffer } from './page-view-buffer.js';
import { visitorHash } from './visitor-hash.js';

export interface PageViewBeacon extends PageViewReport {
  /** The host the visitor asked for: a referrer on it is this site, not a referring one. */
  readonly siteHost: string;
  /** Used for the day's visitor hash, never kept. */
  readonly ip: string;
  readonly userAgent: string;
}

/**
 * Counts a page view: validated and reduced to a path and a referring site, dropped if a bot sent it,
 * and keyed to the visitor by a hash of the day's salt, the IP and the user agent (none of them kept).
 */
@Injectable()
export class RecordPageView {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly salts: DailySalts,
    private readonly buffer: PageViewBuffer,
  ) {}

  async execute(beacon: PageViewBeacon, now: Date = new Date()): Promise<void> {
    const view = pageView(beacon, beacon.siteHost);
    if (!countsAsVisit(beacon.userAgent)) return;
    const day = this.calendar.dayOf(now);
    const visitor = visitorHash(await this.salts.saltOf(day), beacon.ip, beacon.userAgent);
    this.buffer.add({ ...view, visitor, day, timestamp: now });
  }
}
