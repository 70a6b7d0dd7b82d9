import { Injectable } from '@nestjs/common';
import { PageViews } from '../domain/index.js';
import { PageViewBuffer } from './page-view-buffer.js';

/** "Right now": the visitors of the last five minutes. */
export const REALTIME_WINDOW_MS = 5 * 60 * 1000;

/**
 * How many visitors are on the site now: distinct visitor hashes among the page views of the last five
 * minutes (issue 27). Hashes change at midnight of the owner's calendar, so in the five minutes after it a
 * visitor who was there before and after counts twice.
 */
@Injectable()
export class GetRealtimeVisitors {
  constructor(
    private readonly pageViews: PageViews,
    private readonly buffer: PageViewBuffer,
  ) {}

  async execute(now: Date = new Date()): Promise<{ visitors: number }> {
    // The page views this process still holds count too, as on the dashboard.
    await this.buffer.flush();
    return { visitors: await this.pageViews.visitorsBetween(new Date(now.getTime() - REALTIME_WINDOW_MS), now) };
  }
}
