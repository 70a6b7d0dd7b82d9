import { Inject, Injectable, Optional } from '@nestjs/common';
import { PageViews, type RecordedPageView } from '../domain/index.js';
import { BufferTimers } from './buffer-timers.js';
import { WriteBuffer, type WriteBuffering } from './write-buffer.js';

export type PageViewBuffering = WriteBuffering;

export const PAGE_VIEW_BUFFERING = Symbol('PAGE_VIEW_BUFFERING');

/**
 * A batch's statement costs about 5 ms on PGlite plus 20 µs a row at 1 000 rows (60 µs a row at 100): larger
 * batches win, up to the pause a write makes in the process that runs PGlite (bench/README.md, pageview-ingestion).
 */
export const defaultPageViewBuffering: PageViewBuffering = { batchSize: 1000, flushAfterMs: 250, maxPending: 50_000 };

/**
 * Page views wait here and are written in batches, one transaction each: a row and four rollup upserts
 * per beacon would cost the database far more than a visitor's page is worth (WriteBuffer).
 */
@Injectable()
export class PageViewBuffer extends WriteBuffer<RecordedPageView> {
  constructor(pageViews: PageViews, timers: BufferTimers, @Optional() @Inject(PAGE_VIEW_BUFFERING) options: PageViewBuffering = defaultPageViewBuffering) {
    super('page views', (batch) => pageViews.recordAll(batch), options, timers);
  }
}
