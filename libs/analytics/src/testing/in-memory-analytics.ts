import { randomBytes } from 'node:crypto';
import { CountryLookup, UserAgentParser, type AudienceFigures, type AudienceTotals, type DailySalts, type PublishedContentCounts } from '../application/index.js';
import { AudioRequests, PageViews, UNKNOWN_CLIENT, type VisitorClient, type DayTraffic, type LoggedAudioRequest, type RecentPageView, type RecordedPageView, type Traffic, type TrafficQuery } from '../domain/index.js';

/** Byte order, as the TypeORM adapter sorts (COLLATE "C"). */
const byteOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const visitsBy = <Key>(views: readonly RecordedPageView[], keyOf: (view: RecordedPageView) => Key): [Key, number][] => {
  const counts = new Map<Key, number>();
  for (const view of views) counts.set(keyOf(view), (counts.get(keyOf(view)) ?? 0) + 1);
  return [...counts];
};

/** A fake of the port for use-case tests: it keeps the page views and counts them on each read. */
export class InMemoryPageViews extends PageViews {
  private readonly kept: (RecordedPageView & { readonly id: number })[] = [];
  /** Every batch as given, for tests of the buffer in front of it. */
  readonly batches: (readonly RecordedPageView[])[] = [];

  async recordAll(views: readonly RecordedPageView[]): Promise<void> {
    if (views.length) this.batches.push([...views]);
    for (const view of views) this.kept.push({ ...view, id: this.kept.length + 1 });
  }

  async traffic(query: TrafficQuery): Promise<Traffic> {
    const inWindow = this.kept.filter((view) => view.day >= query.firstDay && view.day <= query.lastDay);
    const days = [...new Set(inWindow.map((view) => view.day))].sort(byteOrder).map((day): DayTraffic => {
      const ofDay = inWindow.filter((view) => view.day === day);
      return { day, visits: ofDay.length, uniqueVisitors: new Set(ofDay.map((view) => view.visitor)).size };
    });
    const topPages = visitsBy(inWindow, (view) => view.pageUrl)
      .sort(([pageA, visitsA], [pageB, visitsB]) => visitsB - visitsA || byteOrder(pageA, pageB))
      .slice(0, query.topPages)
      .map(([pageUrl, visits]) => ({ pageUrl, visits }));
    const topReferrers = visitsBy(inWindow, (view) => view.referrer)
      .sort(([a, visitsA], [b, visitsB]) => visitsB - visitsA || Number(a === null) - Number(b === null) || byteOrder(a ?? '', b ?? ''))
      .slice(0, query.topReferrers)
      .map(([referrer, visits]) => ({ referrer, visits }));
    const recent = this.kept
      .filter((view) => view.timestamp >= query.recentSince && view.timestamp <= query.until)
      .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime() || b.id - a.id)
      .slice(0, query.recentActivity)
      .map(({ id, pageUrl, referrer, timestamp }): RecentPageView => ({ id, pageUrl, referrer, timestamp }));
    return { days, topPages, topReferrers, recent };
  }

  async visitorsBetween(since: Date, until: Date): Promise<number> {
    return new Set(this.kept.filter((view) => view.timestamp >= since && view.timestamp <= until).map((view) => view.visitor)).size;
  }

  /** What is kept, in order. */
  stored(): readonly RecordedPageView[] {
    return this.kept.map(({ id: _id, ...view }) => view);
  }
}

/** A random salt per day, remembered; earlier days' are forgotten when a later day's is made, like the real one. */
export class InMemoryDailySalts implements DailySalts {
  private readonly salts = new Map<string, Uint8Array>();

  async saltOf(day: string): Promise<Uint8Array> {
    if (!this.salts.has(day)) {
      for (const kept of this.salts.keys()) if (kept < day) this.salts.delete(kept);
      this.salts.set(day, randomBytes(32));
    }
    return this.salts.get(day)!;
  }

  days(): string[] {
    return [...this.salts.keys()];
  }
}

export class FixedContentCounts implements PublishedContentCounts, AudienceFigures {
  constructor(private readonly counts: { episodes?: number; socialMediaPosts?: number; newsletterSubscribers?: number; contactMessages?: number } = {}) {}

  async episodes(): Promise<number> {
    return this.counts.episodes ?? 0;
  }

  async socialMediaPosts(): Promise<number> {
    return this.counts.socialMediaPosts ?? 0;
  }

  async totals(): Promise<AudienceTotals> {
    return { newsletterSubscribers: this.counts.newsletterSubscribers ?? 0, contactMessages: this.counts.contactMessages ?? 0 };
  }
}

/** A fake of the audio requests port that only keeps what is written, a batch at a time (the buffer's and recorder's tests). */
export class RecordedAudioRequestWrites extends AudioRequests {
  readonly batches: LoggedAudioRequest[][] = [];
  async recordAll(requests: readonly LoggedAudioRequest[]) {
    this.batches.push([...requests]);
  }
  requestsOn = () => Promise.reject(new Error('not used'));
  daysBefore = () => Promise.reject(new Error('not used'));
  rollUp = () => Promise.reject(new Error('not used'));
  dailyDownloads = () => Promise.reject(new Error('not used'));
}

/** A user agent parser that answers from a table given to it (unknown for the rest), and remembers what it was asked. */
export class TabledUserAgents extends UserAgentParser {
  readonly asked: string[] = [];
  constructor(private readonly table: Readonly<Record<string, VisitorClient>> = {}) {
    super();
  }
  describe(userAgent: string): VisitorClient {
    this.asked.push(userAgent);
    return this.table[userAgent] ?? UNKNOWN_CLIENT;
  }
}

/** A country lookup that answers from a table of addresses (null for the rest), and remembers what it was asked. */
export class TabledCountries extends CountryLookup {
  readonly asked: string[] = [];
  constructor(private readonly table: Readonly<Record<string, string>> = {}) {
    super();
  }
  countryOf(address: string): string | null {
    this.asked.push(address);
    return this.table[address] ?? null;
  }
}
