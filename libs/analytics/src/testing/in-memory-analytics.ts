import { randomBytes } from 'node:crypto';
import { CountryLookup, UserAgentParser, type AudienceFigures, type AudienceTotals, type DailySalts, type PublishedContentCounts } from '../application/index.js';
import { AudioRequests, matchesFilters, PageViews, UNKNOWN_CLIENT, type VisitorClient, type LoggedAudioRequest, type RecentPageView, type RecentQuery, type RecordedPageView } from '../domain/index.js';

/** A fake of the port for use-case tests: it keeps the page views as a list (InMemoryPeriodTraffic reads them too). */
export class InMemoryPageViews extends PageViews {
  private readonly kept: (RecordedPageView & { readonly id: number })[] = [];
  /** Every batch as given, for tests of the buffer in front of it. */
  readonly batches: (readonly RecordedPageView[])[] = [];

  async recordAll(views: readonly RecordedPageView[]): Promise<void> {
    if (views.length) this.batches.push([...views]);
    for (const view of views) this.kept.push({ ...view, id: this.kept.length + 1 });
  }

  async recent({ since, until, limit, filters }: RecentQuery): Promise<RecentPageView[]> {
    return this.kept
      .filter((view) => view.timestamp >= since && view.timestamp <= until && matchesFilters(view, filters))
      .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime() || b.id - a.id)
      .slice(0, limit)
      .map(({ id, pageUrl, referrer, timestamp }): RecentPageView => ({ id, pageUrl, referrer, timestamp }));
  }

  async visitorsBetween(since: Date, until: Date): Promise<number> {
    return new Set(this.kept.filter((view) => view.timestamp >= since && view.timestamp <= until).map((view) => view.visitor)).size;
  }

  /** What is kept, in order. */
  stored(): readonly RecordedPageView[] {
    return this.kept.map(({ id: _id, ...view }) => view);
  }
}

/** A random salt per day (or month), remembered; earlier ones are forgotten when a later one is made, like the real ones. */
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

const notUsed = () => Promise.reject(new Error('not used'));

/** A fake of the audio requests port that only keeps what is written, a batch at a time (the buffer's and recorder's tests). */
export class RecordedAudioRequestWrites extends AudioRequests {
  readonly batches: LoggedAudioRequest[][] = [];
  async recordAll(requests: readonly LoggedAudioRequest[]) {
    this.batches.push([...requests]);
  }
  requestsOn: AudioRequests['requestsOn'] = notUsed;
  daysBefore: AudioRequests['daysBefore'] = notUsed;
  rollUp: AudioRequests['rollUp'] = notUsed;
  dailyDownloads: AudioRequests['dailyDownloads'] = notUsed;
  periodDownloads: AudioRequests['periodDownloads'] = notUsed;
  allTimeDownloads: AudioRequests['allTimeDownloads'] = notUsed;
  earlyDownloads: AudioRequests['earlyDownloads'] = notUsed;
  closeMonthsBefore: AudioRequests['closeMonthsBefore'] = notUsed;
  monthlyListeners: AudioRequests['monthlyListeners'] = notUsed;
  listenersKnown: AudioRequests['listenersKnown'] = notUsed;
  requestsSince: AudioRequests['requestsSince'] = notUsed;
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
