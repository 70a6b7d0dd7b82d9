import { Injectable } from '@nestjs/common';
import { AudioRequests, type MonthListener, type MonthlyListeners } from '../domain/index.js';

/**
 * Each month's unique listeners: the rolled-up days' count, and the listeners of the days not rolled up yet
 * (yesterday's and today's downloads) the month's set does not hold. Which recent listeners the set holds is
 * asked once a listener, and again only when the set has grown (a day rolled up: its count changed), so a
 * read asks about the listeners new since the last one.
 */
@Injectable()
export class RecentListeners {
  /** By month: the rolled-up count the answers were given at, and whether the set holds each listener asked about. */
  private readonly known = new Map<string, { rolledUp: number; held: Map<string, boolean> }>();

  constructor(private readonly requests: AudioRequests) {}

  async monthly(months: readonly string[], recent: readonly MonthListener[]): Promise<MonthlyListeners[]> {
    const rolledUp = await this.requests.monthlyListeners(months);
    return Promise.all(rolledUp.map(async ({ month, listeners }) => ({ month, listeners: listeners + (await this.newTo(month, listeners, recent)) })));
  }

  private async newTo(month: string, rolledUp: number, recent: readonly MonthListener[]): Promise<number> {
    const ofMonth = recent.filter((row) => row.month === month).map((row) => row.listener);
    if (!ofMonth.length) return 0;
    let known = this.known.get(month);
    if (known?.rolledUp !== rolledUp) this.known.set(month, (known = { rolledUp, held: new Map() }));
    const unasked = ofMonth.filter((listener) => !known.held.has(listener));
    if (unasked.length) {
      const held = new Set(await this.requests.listenersKnown(month, unasked));
      for (const listener of unasked) known.held.set(listener, held.has(listener));
    }
    // Forget listeners no longer recent (their day rolled up: the set was asked again anyway).
    if (known.held.size > ofMonth.length) {
      const current = new Set(ofMonth);
      for (const listener of known.held.keys()) if (!current.has(listener)) known.held.delete(listener);
    }
    return ofMonth.filter((listener) => known.held.get(listener) === false).length;
  }
}
