import { Injectable, Logger } from '@nestjs/common';
import { AnalyticsCalendar, audioFactsOf, firstMinuteBytes, isBotRequest, listeningApp, type AudioFacts, type ByteRange, type ListeningApp } from '../domain/index.js';
import { DailySalts, EpisodeAudioCatalogue } from './analytics-ports.js';
import { AudioRequestBuffer } from './audio-request-buffer.js';
import { visitorHash } from './visitor-hash.js';

/** An audio file served, as the media adapter saw it once its answer was sent. */
export interface ServedAudio {
  readonly audioUrl: string;
  /** What was served; null for the whole file. */
  readonly range: ByteRange | null;
  readonly fileSize: number | null;
  /** Used for the day's visitor hash, never kept. */
  readonly ip: string;
  /** Used for the hash and to name the app, never kept. */
  readonly userAgent: string;
}

/**
 * Podcast apps send a handful of user agents over and over, browsers one per version: naming the app once per
 * agent is enough (isbot's pattern costs tens of µs a request; past the bound it runs again for each).
 */
const KNOWN_AGENTS = 10_000;
/** Listeners remembered with their hash for the day (a memory bound; past it, hashing starts over). */
const KNOWN_VISITORS = 10_000;
/** How old the episodes' durations may be: they change when an episode is added or its audio processed. */
const AUDIO_FACTS_FOR_MS = 60_000;

interface DayVisitors {
  readonly day: string;
  readonly salt: Uint8Array;
  /** The hash of each address and user agent seen today, by address and agent. */
  readonly hashes: Map<string, Map<string, string>>;
  remembered: number;
}

/**
 * Logs an audio request for download counts: the listening app and whether a bot asked, and the visitor as
 * the day's hash of IP and user agent (neither kept). Nothing here waits for the database: the day's salt
 * is read once a day per process (kept, with the hashes made with it, until the day ends), and the request
 * joins a buffer written in batches. The buffer keeps only what can change a count, so it is told each file's
 * first minute from the episodes' durations, read in the background at most once a minute.
 */
@Injectable()
export class RecordAudioRequest {
  private readonly logger = new Logger(RecordAudioRequest.name);
  private readonly agents = new Map<string, { app: ListeningApp; bot: boolean }>();
  /** Today's salt and the hashes made with it: a player asks for many chunks, each would hash again. */
  private visitors: DayVisitors | undefined;
  private audioFacts: { readAt: number; factsOf: ((audioUrl: string) => AudioFacts | undefined) | undefined; reading: boolean } = {
    readAt: Number.NEGATIVE_INFINITY,
    factsOf: undefined,
    reading: false,
  };

  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly salts: DailySalts,
    private readonly buffer: AudioRequestBuffer,
    private readonly catalogue: EpisodeAudioCatalogue,
  ) {}

  async execute(served: ServedAudio, now: Date = new Date()): Promise<void> {
    const day = this.calendar.dayOf(now);
    const visitors = this.visitors?.day === day ? this.visitors : await this.visitorsOf(day);
    this.log(served, now, day, visitors);
  }

  /**
   * For the request path: never throws (a failure is logged) and, once the day's salt is known, runs at once,
   * without a promise: this runs for every chunk a player asks for.
   */
  record(served: ServedAudio, now: Date = new Date()): void {
    const day = this.calendar.dayOf(now);
    if (this.visitors?.day === day) this.log(served, now, day, this.visitors);
    else this.execute(served, now).catch((error: unknown) => this.logger.error(`An audio request could not be logged: ${error instanceof Error ? error.message : String(error)}`));
  }

  private log(served: ServedAudio, at: Date, day: string, visitors: DayVisitors): void {
    const { app, bot } = this.agentOf(served.userAgent);
    const factsOf = this.factsOf(at);
    this.buffer.log(
      { visitor: this.visitorOf(served, visitors), day, at, audioUrl: served.audioUrl, range: served.range, fileSize: served.fileSize, app, bot },
      factsOf && firstMinuteBytes(factsOf(served.audioUrl), served.fileSize),
    );
  }

  private visitorOf({ ip, userAgent }: ServedAudio, visitors: DayVisitors): string {
    // By address, then agent: no key string is put together for every chunk.
    let ofAddress = visitors.hashes.get(ip);
    if (!ofAddress) visitors.hashes.set(ip, (ofAddress = new Map()));
    let visitor = ofAddress.get(userAgent);
    if (visitor === undefined) {
      visitor = visitorHash(visitors.salt, ip, userAgent);
      if (visitors.remembered >= KNOWN_VISITORS) {
        visitors.hashes.clear();
        visitors.hashes.set(ip, (ofAddress = new Map()));
        visitors.remembered = 0;
      }
      ofAddress.set(userAgent, visitor);
      visitors.remembered += 1;
    }
    return visitor;
  }

  /** The durations as last read (undefined before the first read ends); starts a new read when they are old. */
  private factsOf(now: Date): ((audioUrl: string) => AudioFacts | undefined) | undefined {
    const facts = this.audioFacts;
    if (!facts.reading && now.getTime() - facts.readAt >= AUDIO_FACTS_FOR_MS) {
      facts.reading = true;
      this.catalogue
        .episodeAudio()
        .then((catalogue) => {
          facts.factsOf = audioFactsOf(catalogue);
        })
        .catch((error: unknown) => this.logger.warn(`The episodes' durations could not be read: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          facts.reading = false;
          facts.readAt = now.getTime();
        });
    }
    return facts.factsOf;
  }

  private async visitorsOf(day: string): Promise<DayVisitors> {
    const salt = await this.salts.saltOf(day);
    if (this.visitors?.day !== day) this.visitors = { day, salt, hashes: new Map(), remembered: 0 };
    return this.visitors;
  }

  private agentOf(userAgent: string): { app: ListeningApp; bot: boolean } {
    let agent = this.agents.get(userAgent);
    if (!agent) {
      const app = listeningApp(userAgent);
      agent = { app, bot: isBotRequest(userAgent, app) };
      if (this.agents.size >= KNOWN_AGENTS) this.agents.clear();
      this.agents.set(userAgent, agent);
    }
    return agent;
  }
}
