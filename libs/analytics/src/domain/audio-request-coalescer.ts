import type { LoggedAudioRequest } from './audio-requests.js';
import type { ListeningApp } from './listening-app.js';
import type { DeviceType } from './visitor-client.js';
import { CoveredBytes, qualifies } from './downloads.js';

/** Past this many listeners (visitor and file) of one day, what waits is written and the memory starts over. */
export const MAX_REMEMBERED_LISTENINGS = 100_000;

/** One visitor's requests for one file on one day, as far as this process has seen them. */
interface Listening {
  /** Every qualifying byte seen, written or not: a request adding none changes no count. */
  readonly covered: CoveredBytes;
  /** The bytes that qualifying requests added and that are not written yet… */
  unwritten: CoveredBytes;
  /**
   * …and the latest of those requests' time (epoch ms; NaN while none waits), app and file size: their rows
   * carry them. Kept as values, not the request: a request held until the next chunk outlives the young
   * generation, and a chunk's garbage in the old one costs the collector more than the chunk's logging.
   */
  latestAt: number;
  latestApp: ListeningApp;
  latestFileSize: number | null;
  /** Alike for every request of a listening (the visitor hash is made of the address and user agent they come from). */
  readonly country: string | null;
  readonly device: DeviceType | null;
  readonly listener: string;
  /** Whether the bytes seen reached the file's first minute: the download is made, nothing more can count. */
  counted: boolean;
  /** Whether a bot's or a probe's request of this listening was kept: one is enough to show it asked… */
  unqualifiedKept: boolean;
  /** …and that request, until it is written. */
  unqualified: LoggedAudioRequest | undefined;
}

/**
 * Decides which of a process's audio requests must be stored for the download counts (countDownloads) to
 * come out as they would from every request: a player fetches an episode in hundreds of chunks and asks for
 * some again, and a row for each would cost audio serving more than its answer (bench/audio-download-logging).
 *
 * Per visitor, file and day (a visitor hash lives one day, so the 24-hour window never spans two), a request
 * is kept only when it adds bytes this process has not seen; kept ranges wait and are merged into as few rows
 * as they make, each dated by the latest request (a day's rows count the same whatever their time of day).
 * Once the bytes seen reach the first minute, later requests are dropped: the download is already made.
 * Bots and probes can make no download: the first of each listening is kept, to show it asked. What is kept
 * waits for `drain` (the buffer's merge interval, or a read that must see everything): writing each counted
 * download at once made a commit, and on the embedded database a sync to disk, every 250 ms under load.
 *
 * Several processes each keep what they saw; counting reads their rows together, so a listener whose chunks
 * go to two processes still counts once, when their bytes together reach the minute.
 */
export class AudioRequestCoalescer {
  private day: string | undefined;
  /** By file, then visitor. */
  private listenings = new Map<string, Map<string, Listening>>();
  private remembered = 0;

  constructor(private readonly maxListenings = MAX_REMEMBERED_LISTENINGS) {}

  /**
   * Takes a served request. `firstMinuteBytes` is the file's first minute as counting will reckon it, or
   * undefined while that is not known here (then nothing is dropped for being counted). Returns the rows due
   * now: all that waited, when the day turned or memory ran out; otherwise none, and the rest waits for `drain`.
   */
  take(request: LoggedAudioRequest, firstMinuteBytes: number | undefined): LoggedAudioRequest[] {
    const due = request.day === this.day && this.remembered < this.maxListenings ? [] : this.forgetAll(request.day);
    // By file, then visitor: no key string is put together for every chunk.
    let ofFile = this.listenings.get(request.audioUrl);
    if (!ofFile) this.listenings.set(request.audioUrl, (ofFile = new Map()));
    let listening = ofFile.get(request.visitor);
    if (!listening) {
      listening = {
        covered: new CoveredBytes(),
        unwritten: new CoveredBytes(),
        latestAt: Number.NaN,
        latestApp: request.app,
        latestFileSize: null,
        country: request.country,
        device: request.device,
        listener: request.listener,
        counted: false,
        unqualifiedKept: false,
        unqualified: undefined,
      };
      ofFile.set(request.visitor, listening);
      this.remembered += 1;
    }
    if (listening.counted) return due;
    if (!qualifies(request)) {
      if (!listening.unqualifiedKept) {
        listening.unqualifiedKept = true;
        listening.unqualified = request;
      }
      return due;
    }
    if (!listening.covered.add(request.range)) return due;
    listening.unwritten.add(request.range);
    listening.latestAt = request.at.getTime();
    listening.latestApp = request.app;
    listening.latestFileSize = request.fileSize;
    if (firstMinuteBytes !== undefined && listening.covered.atLeast(firstMinuteBytes)) listening.counted = true;
    return due;
  }

  /** The rows waiting, merged; what was seen is still remembered, so the requests are not kept again. */
  drain(): LoggedAudioRequest[] {
    const rows: LoggedAudioRequest[] = [];
    const day = this.day;
    if (day === undefined) return rows;
    for (const [audioUrl, ofFile] of this.listenings) {
      for (const [visitor, listening] of ofFile) if (!Number.isNaN(listening.latestAt) || listening.unqualified) writeOut(listening, { day, audioUrl, visitor }, rows);
    }
    return rows;
  }

  private forgetAll(day: string): LoggedAudioRequest[] {
    const rows = this.drain();
    this.listenings = new Map();
    this.remembered = 0;
    this.day = day;
    return rows;
  }
}

/** Adds a listening's unwritten bytes to `rows`: a row per range they make, dated by the latest request. */
function writeOut(listening: Listening, { day, audioUrl, visitor }: { day: string; audioUrl: string; visitor: string }, rows: LoggedAudioRequest[]): void {
  const { latestAt, latestApp, latestFileSize, unqualified, country, device, listener } = listening;
  const ranges = listening.unwritten.covered();
  listening.unwritten = new CoveredBytes();
  listening.latestAt = Number.NaN;
  listening.unqualified = undefined;
  if (unqualified) rows.push(unqualified);
  if (Number.isNaN(latestAt)) return;
  const at = new Date(latestAt);
  for (const range of ranges ?? [null]) rows.push({ day, audioUrl, visitor, at, range, fileSize: latestFileSize, app: latestApp, bot: false, country, device, listener });
}
