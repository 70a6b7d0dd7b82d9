import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { BufferTimers, CancelTimer } from './buffer-timers.js';

export interface WriteBuffering {
  /** A batch is written once it holds this many items… */
  readonly batchSize: number;
  /** …or this long after its first one arrived, whichever comes first. */
  readonly flushAfterMs: number;
  /** Past this many waiting (the database is down or too slow), new items are dropped, not queued. */
  readonly maxPending: number;
}

/**
 * Items the request path hands over (page views, audio requests) wait here and are written in batches,
 * one write each, off the request path. What waits is written before the module stops (a graceful shutdown
 * loses nothing); a crash loses at most one interval's worth. A failed write keeps its batch for the next
 * attempt, up to `maxPending`.
 */
export class WriteBuffer<Item> implements OnModuleDestroy {
  private readonly logger: Logger;
  private pending: Item[] = [];
  /** The pending flush's timer, while one is set. */
  private cancelTimer: CancelTimer | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** The write that will start when the current one ends: at most one waits, and it takes everything pending. */
  private queued: Promise<void> | undefined;
  private dropped = 0;

  /** `what` names the items in log lines ("page views"). */
  constructor(
    private readonly what: string,
    private readonly write: (batch: readonly Item[]) => Promise<void>,
    private readonly options: WriteBuffering,
    private readonly timers: BufferTimers,
  ) {
    this.logger = new Logger(new.target.name);
  }

  add(item: Item): void {
    if (this.pending.length >= this.options.maxPending) {
      this.dropped += 1;
      return;
    }
    this.pending.push(item);
    if (this.pending.length >= this.options.batchSize) void this.flush();
    else this.flushLater();
  }

  /** Writes everything added so far; resolves when it is stored (or its write failed and it waits again). */
  flush(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    // One write at a time, in order: a flush asked for during a write waits for it, then writes the rest.
    if (!this.queued) {
      this.queued = this.writing.then(() => {
        this.queued = undefined;
        return this.writePending();
      });
      this.writing = this.queued;
    }
    return this.queued;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
    if (this.pending.length) this.logger.error(`${this.pending.length} ${this.what} could not be stored before shutdown`);
  }

  /**
   * Writes what was pending when the write began. What arrives meanwhile waits for its own timer (or a full
   * batch): writing it at once would, under steady load, turn into back-to-back writes of a few rows each,
   * every one paying a statement's fixed cost (bench/audio-download-logging.mjs found batches of ~10 rows).
   */
  private async writePending(): Promise<void> {
    for (let remaining = this.pending.length; remaining > 0; ) {
      const batch = this.pending.splice(0, Math.min(this.options.batchSize, remaining));
      remaining -= batch.length;
      try {
        await this.write(batch);
      } catch (error) {
        this.pending = [...batch, ...this.pending].slice(0, this.options.maxPending);
        this.logger.error(`Storing ${batch.length} ${this.what} failed; they wait for the next attempt: ${error instanceof Error ? error.message : String(error)}`);
        this.flushLater();
        return;
      }
    }
    if (this.dropped) {
      this.logger.warn(`${this.dropped} ${this.what} were dropped: more than ${this.options.maxPending} were waiting to be stored`);
      this.dropped = 0;
    }
  }

  /** One timer at a time: items arriving while one runs ride on it. */
  private flushLater(): void {
    this.cancelTimer ??= this.timers.after(this.options.flushAfterMs, () => void this.flush());
  }
}
