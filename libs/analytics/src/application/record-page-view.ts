import { Injectable } from '@nestjs/common';
import { AnalyticsCalendar, countsAsVisit, pageView, type PageViewReport } from '../domain/index.js';
import { DailySalts } from './analytics-ports.js';
import { CountryLookup, UserAgentParser } from './client-ports.js';
import { PageViewBuffer } from './page-view-buffer.js';
import { visitorHash } from './visitor-hash.js';

/** User agents whose verdict is remembered: past it, the memory starts over (only a cost, never a wrong answer). */
const REMEMBERED_USER_AGENTS = 2_000;
/** Browsers' user agents are 100 to 300 characters; a longer one is judged each time rather than kept. */
const REMEMBERED_USER_AGENT_LENGTH = 512;

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
  /** Whether each user agent counts as a visit: isbot's pattern runs over the whole string, the costliest step of a beacon's own work, and a site's visitors come back with the same few thousand browsers. */
  private readonly verdicts = new Map<string, boolean>();

  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly salts: DailySalts,
    private readonly buffer: PageViewBuffer,
    private readonly userAgents: UserAgentParser,
    private readonly countries: CountryLookup,
  ) {}

  async execute(beacon: PageViewBeacon, now: Date = new Date()): Promise<void> {
    const view = pageView(beacon, beacon.siteHost);
    if (!this.countsAsVisit(beacon.userAgent)) return;
    const day = this.calendar.dayOf(now);
    const client = this.userAgents.describe(beacon.userAgent);
    const country = this.countries.countryOf(beacon.ip);
    const visitor = visitorHash(await this.salts.saltOf(day), beacon.ip, beacon.userAgent);
    this.buffer.add({ ...view, ...client, country, visitor, day, timestamp: now });
  }

  private countsAsVisit(userAgent: string): boolean {
    let verdict = this.verdicts.get(userAgent);
    if (verdict === undefined) {
      verdict = countsAsVisit(userAgent);
      if (userAgent.length > REMEMBERED_USER_AGENT_LENGTH) return verdict;
      if (this.verdicts.size >= REMEMBERED_USER_AGENTS) this.verdicts.clear();
      this.verdicts.set(userAgent, verdict);
    }
    return verdict;
  }
}
