import { Injectable } from '@nestjs/common';
import { AnalyticsCalendar, countsAsVisit, pageView, type PageViewReport } from '../domain/index.js';
import { DailySalts } from './analytics-ports.js';
import { CountryLookup, UserAgentParser } from './client-ports.js';
import { PageViewBuffer } from './page-view-buffer.js';
import { visitorHash } from './visitor-hash.js';

export interface PageViewBeacon extends PageViewReport {
  /** The host the visitor asked for: a referrer on it is this site, not a referring one. */
  readonly siteHost: string;
  /** Used for the day's visitor hash and the country, never kept. */
  readonly ip: string;
  /** Used for the day's visitor hash and the device, browser and operating system, never kept. */
  readonly userAgent: string;
}

/**
 * Counts a page view: validated and reduced to a path, its campaign tags and a referring site, dropped if a
 * bot sent it, described by device, browser, operating system and country, and keyed to the visitor by a
 * hash of the day's salt, the IP and the user agent (none of them kept: they go no further than this method).
 */
@Injectable()
export class RecordPageView {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly salts: DailySalts,
    private readonly buffer: PageViewBuffer,
    private readonly userAgents: UserAgentParser,
    private readonly countries: CountryLookup,
  ) {}

  async execute(beacon: PageViewBeacon, now: Date = new Date()): Promise<void> {
    const view = pageView(beacon, beacon.siteHost);
    if (!countsAsVisit(beacon.userAgent)) return;
    const day = this.calendar.dayOf(now);
    const client = this.userAgents.describe(beacon.userAgent);
    const country = this.countries.countryOf(beacon.ip);
    const visitor = visitorHash(await this.salts.saltOf(day), beacon.ip, beacon.userAgent);
    this.buffer.add({ ...view, ...client, country, visitor, day, timestamp: now });
  }
}
