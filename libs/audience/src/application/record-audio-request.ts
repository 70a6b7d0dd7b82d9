import { Injectable, Logger } from '@nestjs/common';
import { AnalyticsCalendar, isBotRequest, listeningApp, type ByteRange, type ListeningApp } from '../domain/index.js';
import { DailySalts } from './analytics-ports.js';
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

/** Podcast apps send a handful of user agents over and over: naming the app once per agent is enough. */
const KNOWN_AGENTS = 1000;
/** Listeners remembered with their hash for the day (a memory bound; past it, hashing starts over). */
const KNOWN_VISITORS = 10_000;

interface DayVisitors {
  readonly day: string;
  readonly salt: Uint8Array;
  /** The hash of each `ip\nuser agent` seen today. */
  readonly hashes: Map<string, string>;
}

/**
 * Logs an audio request for download counts: the listening app and whether a bot asked, and the visitor as
 * the day's hash of IP and user agent (neither kept). Nothing here waits for the database: the day's salt
 * is read once a day per process (kept, with the hashes made with it, until the day ends), and the request
 * joins a buffer written in batches.
 */
@Injectable()
export class RecordAudioRequest {
  private readonly logger = new Logger(RecordAudioRequest.name);
  private readonly agents = new Map<string, { app: ListeningApp; bot: boolean }>();
  /** Today's salt and the hashes made with it: a player asks for many chunks, each would hash again. */
  private visitors: DayVisitors | undefined;

  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly salts: DailySalts,
    private readonly buffer: AudioRequestBuffer,
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
    const key = `${served.ip}\n${served.userAgent}`;
    let visitor = visitors.hashes.get(key);
    if (visitor === undefined) {
      visitor = visitorHash(visitors.salt, served.ip, served.userAgent);
      if (visitors.hashes.size >= KNOWN_VISITORS) visitors.hashes.clear();
      visitors.hashes.set(key, visitor);
    }
    this.buffer.add({ ...this.agentOf(served.userAgent), visitor, day, at, audioUrl: served.audioUrl, range: served.range, fileSize: served.fileSize });
  }

  private async visitorsOf(day: string): Promise<DayVisitors> {
    const salt = await this.salts.saltOf(day);
    if (this.visitors?.day !== day) this.visitors = { day, salt, hashes: new Map() };
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
