import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  AnalyticsCalendar,
  audioFactsOf,
  firstMinuteBytes,
  isBotRequest,
  listenerDevice,
  listeningApp,
  monthOf,
  type AudioFacts,
  type ByteRange,
  type DeviceType,
  type ListeningApp,
} from '../domain/index.js';
import { DailySalts, EpisodeAudioCatalogue, MonthlySalts } from './analytics-ports.js';
import { CountryLookup, UserAgentParser } from './client-ports.js';
import { AudioRequestBuffer } from './audio-request-buffer.js';
import { BufferTimers, type CancelTimer } from './buffer-timers.js';
import { visitorHash } from './visitor-hash.js';
import { listenerNetwork } from './listener-network.js';

/** An audio file served, as the media adapter saw it once its answer was sent. */
export interface ServedAudio {
  readonly audioUrl: string;
  /** What was served; null for the whole file. */
  readonly range: ByteRange | null;
  readonly fileSize: number | null;
  /** Used for the day's visitor hash, the month's listener hash and the country, never kept. */
  readonly ip: string;
  /** Used for the hashes, to name the app and the device, never kept. */
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

interface KnownAgent {
  readonly app: ListeningApp;
  readonly bot: boolean;
  readonly device: DeviceType | null;
}

interface KnownVisitor {
  readonly visitor: string;
  /** The month's listener hash. */
  readonly listener: string;
  readonly country: string | null;
  readonly agent: KnownAgent;
}

interface DayVisitors {
  readonly day: string;
  readonly salt: Uint8Array;
  /** The salt of the day's month, for listener hashes. */
  readonly monthSalt: Uint8Array;
  /** The hash of each address and user agent seen today, and what the agent is, by address and agent. */
  readonly hashes: Map<string, Map<string, KnownVisitor>>;
  remembered: number;
}

/**
 * Requests are handled a batch at a time, this long after the first of the batch: handled one by one on the
 * request path, between the serving of chunks that pushes them out of the processor's caches, the lookups
 * below cost several times what they cost back to back (bench/audio-download-logging.mjs).
 */
export const AUDIO_REQUEST_BATCH_MS = 100;
/** A batch is handled at once when it holds this many (a memory bound at more than 40 000 requests a second). */
const MAX_BATCH = 4096;

/**
 * Logs an audio request for download counts: the listening app and whether a bot asked, the listener's
 * country and kind of device, the visitor as the day's hash of IP and user agent, and the listener as the
 * month's hash of them (for monthly unique listeners; neither the address nor the user agent is kept). Nothing here waits for the database or makes the
 * request wait: `record` only notes the request, and the batch is handled off the request path (the day's
 * salt is read once a day per process and kept, with the hashes made with it, until the day ends); each
 * request then joins a buffer written in batches. The buffer keeps only what can change a count, so it is
 * told each file's first minute from the episodes' durations, read in the background at most once a minute.
 */
@Injectable()
export class RecordAudioRequest implements OnModuleDestroy {
  private readonly logger = new Logger(RecordAudioRequest.name);
  private readonly agents = new Map<string, KnownAgent>();
  /** Today's salt and the hashes made with it: a player asks for many chunks, each would hash again. */
  private visitors: DayVisitors | undefined;
  private audioFacts: { readAt: number; factsOf: ((audioUrl: string) => AudioFacts | undefined) | undefined; reading: boolean } = {
    readAt: Number.NEGATIVE_INFINITY,
    factsOf: undefined,
    reading: false,
  };
  /** The batch: what was served, and when (epoch ms), side by side (no object a request to hold them). */
  private batchServed: ServedAudio[] = [];
  private batchAt: number[] = [];
  private cancelBatchTimer: CancelTimer | undefined;
  /** The batches handed over, in turn (`handle` never rejects). */
  private handling: Promise<void> = Promise.resolve();

  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly salts: DailySalts,
    private readonly monthlySalts: MonthlySalts,
    private readonly buffer: AudioRequestBuffer,
    private readonly catalogue: EpisodeAudioCatalogue,
    private readonly timers: BufferTimers,
    private readonly userAgents: UserAgentParser,
    private readonly countries: CountryLookup,
  ) {}

  /** For the request path, every chunk a player asks for: notes the request and returns; never throws. */
  record(served: ServedAudio, at: number = Date.now()): void {
    this.batchServed.push(served);
    this.batchAt.push(at);
    if (this.batchServed.length >= MAX_BATCH) void this.logBatch();
    else this.cancelBatchTimer ??= this.timers.after(AUDIO_REQUEST_BATCH_MS, () => void this.logBatch());
  }

  /** Writes every request recorded so far, the batch and what waits to be merged: for a read that must see them all. */
  async writeAll(): Promise<void> {
    await this.logBatch();
    await this.buffer.flushAll();
  }

  /** A graceful shutdown loses nothing recorded (whichever of this and the buffer stops first: writes are serialised). */
  onModuleDestroy(): Promise<void> {
    return this.writeAll();
  }

  /**
   * Hands the batch over, after any batch still being handled (only a new day's first batch waits, for the
   * day's salt): so a read or a shutdown that waits for this sees every request recorded before it.
   */
  private logBatch(): Promise<void> {
    this.cancelBatchTimer?.();
    this.cancelBatchTimer = undefined;
    const served = this.batchServed;
    const at = this.batchAt;
    this.batchServed = [];
    this.batchAt = [];
    this.handling = this.handling.then(() => this.handle(served, at));
    return this.handling;
  }

  private async handle(served: readonly ServedAudio[], at: readonly number[]): Promise<void> {
    let index = 0;
    try {
      for (; index < served.length; index += 1) {
        const now = new Date(at[index]!);
        const day = this.calendar.dayOf(now);
        const visitors = this.visitors?.day === day ? this.visitors : await this.visitorsOf(day);
        this.log(served[index]!, now, day, visitors);
      }
    } catch (error) {
      this.logger.error(`${served.length - index} audio requests could not be logged: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private log(served: ServedAudio, at: Date, day: string, visitors: DayVisitors): void {
    const { visitor, listener, country, agent } = this.visitorOf(served, visitors);
    const factsOf = this.factsOf(at);
    this.buffer.log(
      { visitor, listener, day, at, audioUrl: served.audioUrl, range: served.range, fileSize: served.fileSize, app: agent.app, bot: agent.bot, country, device: agent.device },
      factsOf && firstMinuteBytes(factsOf(served.audioUrl), served.fileSize),
    );
  }

  /**
   * The visitor's hashes and country, with what its agent is: one lookup of the (long) user agent a chunk, not
   * two; the hashes and the country lookup once a day per address and agent.
   */
  private visitorOf({ ip, userAgent }: ServedAudio, visitors: DayVisitors): KnownVisitor {
    // By address, then agent: no key string is put together for every chunk.
    let ofAddress = visitors.hashes.get(ip);
    if (!ofAddress) visitors.hashes.set(ip, (ofAddress = new Map()));
    let known = ofAddress.get(userAgent);
    if (known === undefined) {
      const network = listenerNetwork(ip);
      known = {
        visitor: visitorHash(visitors.salt, network, userAgent),
        listener: visitorHash(visitors.monthSalt, network, userAgent),
        country: this.countries.countryOf(ip),
        agent: this.agentOf(userAgent),
      };
      if (visitors.remembered >= KNOWN_VISITORS) {
        visitors.hashes.clear();
        visitors.hashes.set(ip, (ofAddress = new Map()));
        visitors.remembered = 0;
      }
      ofAddress.set(userAgent, known);
      visitors.remembered += 1;
    }
    return known;
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
    const [salt, monthSalt] = await Promise.all([this.salts.saltOf(day), this.monthlySalts.saltOf(monthOf(day))]);
    if (this.visitors?.day !== day) this.visitors = { day, salt, monthSalt, hashes: new Map(), remembered: 0 };
    return this.visitors;
  }

  private agentOf(userAgent: string): KnownAgent {
    let agent = this.agents.get(userAgent);
    if (!agent) {
      const app = listeningApp(userAgent);
      agent = { app, bot: isBotRequest(userAgent, app), device: listenerDevice(app, this.userAgents.describe(userAgent)) };
      if (this.agents.size >= KNOWN_AGENTS) this.agents.clear();
      this.agents.set(userAgent, agent);
    }
    return agent;
  }
}
