import type { AudioRequest } from './downloads.js';
import type { ListeningApp } from './listening-app.js';
import type { DeviceType } from './visitor-client.js';

/** An audio request as it is stored: the AudioRequest and the owner's calendar day it was made on. */
export interface LoggedAudioRequest extends AudioRequest {
  /** The day of `at` (AnalyticsCalendar), the day whose salt made `visitor`. */
  readonly day: string;
}

/** A day's downloads of one file through one app: the rollup the dashboards read. */
export interface DailyDownloads {
  readonly day: string;
  readonly audioUrl: string;
  readonly app: ListeningApp;
  readonly downloads: number;
}

/** A day's downloads of one file by listeners of one country (null: an address the lookup did not place). */
export interface DailyCountryDownloads {
  readonly day: string;
  readonly audioUrl: string;
  readonly country: string | null;
  readonly downloads: number;
}

/** A day's downloads of one file from one kind of device (null: the user agent told none). */
export interface DailyDeviceDownloads {
  readonly day: string;
  readonly audioUrl: string;
  readonly device: DeviceType | null;
  readonly downloads: number;
}

/** A listener who made a download in a month (YYYY-MM), by the month's listener hash. */
export interface MonthListener {
  readonly month: string;
  readonly listener: string;
}

/**
 * What downloads come to, per day: the counts by file and app, by file and country, by file and device (a table
 * each, so a dimension's rows stay few), and the month's listeners who downloaded, each once.
 */
export interface DownloadRollup {
  readonly byApp: readonly DailyDownloads[];
  readonly byCountry: readonly DailyCountryDownloads[];
  readonly byDevice: readonly DailyDeviceDownloads[];
  readonly listeners: readonly MonthListener[];
}

/** Downloads of one file; `day`: of one day. */
export interface FileDownloads {
  readonly audioUrl: string;
  readonly downloads: number;
}

/** A period's rolled-up downloads, summed over its days by what the downloads dashboard shows. */
export interface PeriodDownloads {
  readonly byDay: readonly (FileDownloads & { readonly day: string })[];
  readonly byApp: readonly (FileDownloads & { readonly app: ListeningApp })[];
  readonly byCountry: readonly (FileDownloads & { readonly country: string | null })[];
  readonly byDevice: readonly (FileDownloads & { readonly device: DeviceType | null })[];
}

/** A month's unique listeners. */
export interface MonthlyListeners {
  readonly month: string;
  readonly listeners: number;
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
  /**
   * The logged requests of those days written after the row `afterId` (0: all), in the order they were written,
   * and the id of the last row of those days (`afterId` when there is none): RecentDownloadTally's next read starts there.
   */
  abstract requestsSince(days: readonly string[], afterId: number): Promise<{ requests: LoggedAudioRequest[]; lastId: number }>;
  /** The days before `day` that have logged requests, oldest first: they wait to be rolled up. */
  abstract daysBefore(day: string): Promise<string[]>;
  /**
   * Stores a day's downloads (its rows of `rollup`) and its listeners into their month's distinct set (the
   * month's count grows by those new to it), and deletes its requests, at once. False when another process rolled the day up first: then nothing changed.
   */
  abstract rollUp(day: string, rollup: DownloadRollup): Promise<boolean>;
  /** The rolled-up downloads from `firstDay` to `lastDay`, both included. */
  abstract dailyDownloads(firstDay: string, lastDay: string): Promise<DailyDownloads[]>;
  /** The rolled-up downloads from `firstDay` to `lastDay`, summed by day and file, and by file and app, country, device. */
  abstract periodDownloads(firstDay: string, lastDay: string): Promise<PeriodDownloads>;
  /** Each file's rolled-up downloads of all time. */
  abstract allTimeDownloads(): Promise<FileDownloads[]>;
  /**
   * Each file's rolled-up downloads by day up to `lastDay`, its own (its episode's 90th day: what pacing reads),
   * from the first; the days from `foldFrom`, its own, on are summed into that day (pacing reads them together).
   */
  abstract earlyDownloads(files: readonly { audioUrl: string; foldFrom: string; lastDay: string }[]): Promise<(FileDownloads & { day: string })[]>;
  /**
   * Closes the months before `month`: their hashes are deleted, their count stays and takes no more. Only once
   * every day of them is rolled up.
   */
  abstract closeMonthsBefore(month: string): Promise<void>;
  /** The unique listeners of each month asked, as far as its days are rolled up (0 for a month of none). */
  abstract monthlyListeners(months: readonly string[]): Promise<MonthlyListeners[]>;
  /** Which of `listeners` (hashes of `month`) its rolled-up days already hold. */
  abstract listenersKnown(month: string, listeners: readonly string[]): Promise<string[]>;
}
