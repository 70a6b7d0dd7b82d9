import { Inject, Injectable, Logger, Optional, type OnModuleDestroy } from '@nestjs/common';
import { PageViews, type RecordedPageView } from '../domain/index.js';

export interface PageViewBuffering {
  /** A batch is written once it holds this many page views… */
  readonly batchSize: number;
  /** …or this long after its first one arrived, whichever comes first. */
  readonly flushAfterMs: number;
  /** Past this many waiting (the database is down or too slow), new page views are dropped, not queued. */
  readonly maxPending: number;
}

export const PAGE_VIEW_BUFFERING = Symbol('PAGE_VIEW_BUFFERING');

/**
 * A batch's statement costs about 5 ms on PGlite plus 20 µs a row at 1 000 rows (60 µs a row at 100): larger
 * batches win, up to the pause a write makes in the process that runs PGlite (bench/README.md, pageview-ingestion).
 */
export const defaultPageViewBuffering: PageViewBuffering = { batchSize: 1000, flushAfterMs: 250, maxPending: 50_000 };

/**
 * Page views wait here and are written in batches, one transaction each: a row and four rollup upserts
 * per beacon would cost the database far more than a visitor's page is worth. What waits is written
 * before the module stops (a graceful shutdown loses nothing); a crash loses at most one interval's worth.
 * A failed write keeps its batch for the next attempt, up to `maxPending`.
 */
@Injectable()
export class PageViewBuffer implements OnModuleDestroy {
  private readonly logger = new Logger(PageViewBuffer.name);
  private pending: RecordedPageView[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** The write that will start when the current one ends: at most one waits, and it takes everything pending. */
  private queued: Promise<void> | undefined;
  private dropped = 0;

  constructor(
    private readonly pageViews: PageViews,
    @Optional() @Inject(PAGE_VIEW_BUFFERING) private readonly options: PageViewBuffering = defaultPageViewBuffering,
  ) {}

  add(view: RecordedPageView): void {
    if (this.pending.length >= this.options.maxPending) {
      this.dropped += 1;
      return;
    }
    this.pending.push(view);
    if (this.pending.length >= this.options.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushAfterMs).unref();
  }

  /** Writes everything added so far; resolves when it is stored (or its write failed and it waits again). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
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
    if (this.pending.length) this.logger.error(`${this.pending.length} page views could not be stored before shutdown`);
  }

  private async writePending(): Promise<void> {
    while (this.pending.length) {
      const batch = this.pending.splice(0, this.options.batchSize);
      try {
        await this.pageViews.recordAll(batch);
      } catch (error) {
        this.pending = [...batch, ...this.pending].slice(0, this.options.maxPending);
        this.logger.error(`Storing ${batch.length} page views failed; they wait for the next attempt: ${error instanceof Error ? error.message : String(error)}`);
        this.timer ??= setTimeout(() => void this.flush(), this.options.flushAfterMs).unref();
        return;
      }
    }
    if (this.dropped) {
      this.logger.warn(`${this.dropped} page views were dropped: more than ${this.options.maxPending} were waiting to be stored`);
      this.dropped = 0;
    }
  }
}
