import type { DownloadRollup, LoggedAudioRequest } from './audio-requests.js';
import { downloadRollupOf } from './download-report.js';
import { DownloadCounter, type AudioFacts } from './downloads.js';

/**
 * The downloads of the days not rolled up yet (yesterday and today), counted as their requests are written:
 * each read hands it only the rows written since the last (`seenUpTo`), so a read costs what was logged since,
 * not the two days' whole log. A day it is no more told of (rolled up) is forgotten.
 *
 * Rows are taken in the order of their ids. On PostgreSQL with several API processes, a row given an id before
 * another's but committed after a read that saw the other is never taken here: the live count misses it until
 * its day is rolled up, which counts the day again from all its rows.
 */
export class RecentDownloadTally {
  private readonly days = new Map<string, DownloadCounter>();
  private lastId = 0;
  private rollup: DownloadRollup | undefined;

  /** The id of the last row taken: rows after it are new. */
  get seenUpTo(): number {
    return this.lastId;
  }

  /**
   * Takes the rows of `days` written since `seenUpTo`, up to `lastId` (the last row read, whatever it was),
   * and forgets every other day.
   */
  take(days: readonly string[], rows: readonly LoggedAudioRequest[], lastId: number, factsOf: (audioUrl: string) => AudioFacts | undefined): void {
    for (const day of this.days.keys()) {
      if (!days.includes(day)) {
        this.days.delete(day);
        this.rollup = undefined;
      }
    }
    const byDay = new Map<string, LoggedAudioRequest[]>();
    for (const row of rows) {
      if (!days.includes(row.day)) continue;
      const ofDay = byDay.get(row.day);
      if (ofDay) ofDay.push(row);
      else byDay.set(row.day, [row]);
    }
    for (const [day, ofDay] of byDay) {
      let counter = this.days.get(day);
      if (!counter) this.days.set(day, (counter = new DownloadCounter()));
      // In time order within what is new (a stable sort: the log's order for requests of one instant).
      if (counter.add([...ofDay].sort((a, b) => a.at.getTime() - b.at.getTime()), factsOf).length) this.rollup = undefined;
    }
    this.lastId = Math.max(this.lastId, lastId);
  }

  /** What the days' downloads come to (downloadRollupOf), made again only when they changed. */
  downloads(dayOf: (at: Date) => string): DownloadRollup {
    this.rollup ??= downloadRollupOf(
      [...this.days.values()].flatMap((counter) => counter.downloads()),
      dayOf,
    );
    return this.rollup;
  }
}
