import type { AudioRequest } from './downloads.js';
import type { ListeningApp } from './listening-app.js';

/** An audio request as it is stored: the AudioRequest and the owner's calendar day it was made on. */
export interface LoggedAudioRequest extends AudioRequest {
  /** The day of `at` (AnalyticsCalendar), the day whose salt made `visitor`. */
  readonly day: string;
}

/** A day's downloads of one file through one app: the rollup the dashboard reads. */
export interface DailyDownloads {
  readonly day: string;
  readonly audioUrl: string;
  readonly app: ListeningApp;
  readonly downloads: number;
}

/**
 * Where audio requests are logged, and the daily download counts made of them. Visitor hashes change every
 * day (a new salt), so a listener's requests never group across days: once a day can take no more requests
 * (the day before yesterday), its downloads are final and rolled up, and its requests deleted.
 */
export abstract class AudioRequests {
  /** Keeps a batch at once. */
  abstract recordAll(requests: readonly LoggedAudioRequest[]): Promise<void>;
  /** The logged requests of those days (not yet rolled up). */
  abstract requestsOn(days: readonly string[]): Promise<AudioRequest[]>;
  /** The days before `day` that have logged requests, oldest first: they wait to be rolled up. */
  abstract daysBefore(day: string): Promise<string[]>;
  /**
   * Stores a day's downloads and deletes its requests, at once. False when another process rolled the day
   * up first: then nothing changed.
   */
  abstract rollUp(day: string, downloads: readonly DailyDownloads[]): Promise<boolean>;
  /** The rolled-up downloads from `firstDay` to `lastDay`, both included. */
  abstract dailyDownloads(firstDay: string, lastDay: string): Promise<DailyDownloads[]>;
}
