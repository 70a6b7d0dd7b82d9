import type { ListeningApp } from './listening-app.js';
import type { DeviceType } from './visitor-client.js';

/** IAB Podcast Measurement 2.2: one download per listener and episode per 24 hours. */
export const DOWNLOAD_WINDOW_MS = 24 * 3_600_000;
/** When neither the bitrate nor the file size and duration are known: about a minute at 128 kbit/s. */
export const DEFAULT_FIRST_MINUTE_BYTES = 1_000_000;
/** `Range: bytes=0-1` and its like: players probing for the size or for range support, not listening. */
export const MAX_PROBE_BYTES = 2;

/** Bytes `start` to `end` of the file, both included, as HTTP writes them. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** One request for an audio file as it is logged: no IP address, no user agent. */
export interface AudioRequest {
  /** The day's visitor hash (application/visitor-hash.ts). */
  readonly visitor: string;
  /** The file's public path, `/media/…`: the episode it belongs to is looked up when counting. */
  readonly audioUrl: string;
  readonly at: Date;
  /** What was served; null for the whole file (a request without Range). */
  readonly range: ByteRange | null;
  /** The whole file's size in bytes, when the answer told it. */
  readonly fileSize: number | null;
  readonly app: ListeningApp;
  readonly bot: boolean;
  /** The listener's country (ISO 3166-1 alpha-2) looked up from the address, which is not kept; null when not placed. */
  readonly country: string | null;
  /** The listener's kind of device (listenerDevice), null when the user agent tells none. */
  readonly device: DeviceType | null;
  /**
   * The month's listener hash (application/record-audio-request.ts): the same address and user agent make the
   * same hash all month, under a salt destroyed when the month ends. Counts the month's unique listeners only.
   */
  readonly listener: string;
}

/** What is known of an audio file to find how many bytes its first minute takes. */
export interface AudioFacts {
  /** Bits per second. */
  readonly bitrate?: number | null;
  readonly durationSeconds?: number | null;
}

export interface Download {
  readonly audioUrl: string;
  /** When the requests reached the first minute's bytes: the download's moment. */
  readonly at: Date;
  /** The app of the request that reached it, and its listener's country, device and month's hash. */
  readonly app: ListeningApp;
  readonly country: string | null;
  readonly device: DeviceType | null;
  readonly listener: string;
}

/**
 * The bytes of an audio file's first minute: from its bitrate if known (bitrate × 60 s / 8), else from its
 * size over its duration (constant bitrate assumed, as for podcast MP3s), else DEFAULT_FIRST_MINUTE_BYTES.
 * Never more than the file: a clip shorter than a minute is downloaded when all of it is.
 */
export function firstMinuteBytes(facts: AudioFacts | undefined, fileSize: number | null): number {
  const bitrate = facts?.bitrate;
  const duration = facts?.durationSeconds;
  const bytes =
    bitrate && bitrate > 0 ? (bitrate * 60) / 8 : fileSize && duration && duration > 0 ? (fileSize * 60) / duration : DEFAULT_FIRST_MINUTE_BYTES;
  return Math.ceil(fileSize ? Math.min(bytes, fileSize) : bytes);
}

const rangeBytes = (range: ByteRange): number => range.end - range.start + 1;

/** A request that can make a download: a listener's, and more than a probe. */
export const qualifies = (request: AudioRequest): boolean => !request.bot && (request.range === null || rangeBytes(request.range) > MAX_PROBE_BYTES);

/**
 * The distinct bytes some ranges cover: a range asked for twice (a player seeking back) counts once. Kept as
 * sorted, disjoint ranges, so each addition costs the few ranges a listener's requests leave (usually one).
 */
export class CoveredBytes {
  /** Mutable, and mutated in place when a range extends the last one: a player's next chunk allocates nothing. */
  private ranges: { start: number; end: number }[] = [];
  private whole = false;
  private total = 0;

  /** Adds a range (null: the whole file); true when it covers a byte not covered before. */
  add(range: ByteRange | null): boolean {
    if (this.whole) return false;
    if (range === null) {
      this.whole = true;
      return true;
    }
    const last = this.ranges.at(-1);
    // The common cases first: the next chunk of a file read in order, and a chunk asked for again.
    if (last && range.start >= last.start && range.start <= last.end + 1) {
      if (range.end <= last.end) return false;
      this.total += range.end - last.end;
      last.end = range.end;
      return true;
    }
    if (this.ranges.some((known) => known.start <= range.start && range.end <= known.end)) return false;
    let added = rangeBytes(range);
    let { start, end } = range;
    const kept: { start: number; end: number }[] = [];
    for (const known of this.ranges) {
      // Apart and not touching: stays as it is. Otherwise it joins the new range (overlapping bytes once).
      if (known.end < range.start - 1 || known.start > range.end + 1) {
        kept.push(known);
        continue;
      }
      added -= Math.max(0, Math.min(known.end, range.end) - Math.max(known.start, range.start) + 1);
      start = Math.min(start, known.start);
      end = Math.max(end, known.end);
    }
    const at = kept.findIndex((known) => known.start > end);
    kept.splice(at === -1 ? kept.length : at, 0, { start, end });
    this.ranges = kept;
    this.total += added;
    return true;
  }

  atLeast(bytes: number): boolean {
    return this.whole || this.total >= bytes;
  }

  /** The bytes covered as few ranges as they make, in order; null when it is the whole file. */
  covered(): ByteRange[] | null {
    return this.whole ? null : this.ranges.map(({ start, end }) => ({ start, end }));
  }
}

/**
 * Applies the download rules to requests fed in the order they were made (per listener and file, at least):
 * per visitor and file, the first qualifying request opens a 24-hour window, and the window holds one download
 * once its requests cover the file's first minute of bytes. Fed a log a part at a time, it counts each new
 * part against what the earlier parts left (a running count of the days not rolled up yet).
 */
export class DownloadCounter {
  private readonly windows = new Map<string, { opened: number; covered: CoveredBytes; counted: boolean }>();
  private readonly counted: Download[] = [];

  /**
   * Takes requests (bots and probes are dropped), in the order they were made; returns the downloads they make.
   * `factsOf` tells what is known of each file (undefined: nothing).
   */
  add(requests: readonly AudioRequest[], factsOf: (audioUrl: string) => AudioFacts | undefined): Download[] {
    const made: Download[] = [];
    for (const request of requests) {
      if (!qualifies(request)) continue;
      const key = `${request.visitor}\n${request.audioUrl}`;
      const at = request.at.getTime();
      let window = this.windows.get(key);
      if (!window || at >= window.opened + DOWNLOAD_WINDOW_MS) this.windows.set(key, (window = { opened: at, covered: new CoveredBytes(), counted: false }));
      if (window.counted) continue;
      window.covered.add(request.range);
      if (window.covered.atLeast(firstMinuteBytes(factsOf(request.audioUrl), request.fileSize))) {
        window.counted = true;
        made.push({ audioUrl: request.audioUrl, at: request.at, app: request.app, country: request.country, device: request.device, listener: request.listener });
      }
    }
    this.counted.push(...made);
    return made;
  }

  /** Every download counted so far. */
  downloads(): readonly Download[] {
    return this.counted;
  }
}

/**
 * The downloads in a log of audio requests, by the IAB Podcast Measurement 2.2 rules as OP3 applies them:
 * bots and probes (ranges of at most 2 bytes) are dropped; per visitor and file, the first remaining request
 * opens a 24-hour window, and the window holds one download once its requests cover the file's first
 * minute of bytes (distinct bytes summed over every range, a request without Range covering it all), so a
 * download resumed in several ranges counts once, and one that never reaches a minute counts none.
 * `factsOf` tells what is known of each file (undefined: nothing). Downloads come in the order they happened.
 */
export function countDownloads(requests: readonly AudioRequest[], factsOf: (audioUrl: string) => AudioFacts | undefined): Download[] {
  // In time order (a stable sort: requests of the same instant keep theirs), as DownloadCounter takes them.
  const downloads = new DownloadCounter().add(
    [...requests].sort((a, b) => a.at.getTime() - b.at.getTime()),
    factsOf,
  );
  return downloads.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Reads an episode's display duration ("42:15", "1:05:09") as seconds; null when it is not one. */
export function durationSeconds(duration: string): number | null {
  if (!/^\d+(:\d{1,2}){1,2}$/.test(duration.trim())) return null;
  return duration
    .trim()
    .split(':')
    .reduce((seconds, part) => seconds * 60 + Number(part), 0);
}
