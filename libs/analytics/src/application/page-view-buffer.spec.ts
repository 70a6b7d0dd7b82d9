import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { RecordedPageView } from '../domain/index.js';
import { aRecordedPageView, InMemoryPageViews, ManualBufferTimers } from '../testing/index.js';
import { PageViewBuffer } from './page-view-buffer.js';

const views = (count: number, from = 0): RecordedPageView[] => Array.from({ length: count }, (_, index) => aRecordedPageView({ pageUrl: `/${from + index}` }));
const pathsOf = (batch: readonly RecordedPageView[]) => batch.map((view) => view.pageUrl);

/** A store whose writes fail until told otherwise. */
class FlakyPageViews extends InMemoryPageViews {
  failing = true;

  override async recordAll(batch: readonly RecordedPageView[]): Promise<void> {
    if (this.failing) throw new Error('database unreachable');
    await super.recordAll(batch);
  }
}

describe(PageViewBuffer.name, () => {
  const options = { batchSize: 3, flushAfterMs: 250, maxPending: 5 };

  let timers: ManualBufferTimers;

  beforeEach(() => {
    timers = new ManualBufferTimers();
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('writes a batch as soon as it is full, and the rest once the interval has passed', async () => {
    const store = new InMemoryPageViews();
    const buffer = new PageViewBuffer(store, timers, options);
    for (const view of views(3)) buffer.add(view);
    await timers.advance(0);
    expect(store.batches.map(pathsOf)).toEqual([['/0', '/1', '/2']]);
    buffer.add(views(1, 3)[0]!);
    await timers.advance(249);
    expect(store.batches).toHaveLength(1);
    await timers.advance(1);
    expect(store.batches.map(pathsOf)).toEqual([['/0', '/1', '/2'], ['/3']]);
  });

  it('writes everything waiting, in order, when asked to flush, and when the module stops', async () => {
    const store = new InMemoryPageViews();
    const buffer = new PageViewBuffer(store, timers, options);
    buffer.add(views(1)[0]!);
    await buffer.flush();
    buffer.add(views(1, 1)[0]!);
    buffer.add(views(1, 2)[0]!);
    await buffer.onModuleDestroy();
    expect(store.batches.map(pathsOf)).toEqual([['/0'], ['/1', '/2']]);
  });

  it('writes what arrives during a write after it, within the flush asked for meanwhile', async () => {
    const store = new InMemoryPageViews();
    const buffer = new PageViewBuffer(store, timers, options);
    buffer.add(views(1)[0]!);
    const first = buffer.flush();
    buffer.add(views(1, 1)[0]!);
    const second = buffer.flush();
    expect(buffer.flush()).toBe(second);
    await Promise.all([first, second]);
    expect(store.stored().map((view) => view.pageUrl)).toEqual(['/0', '/1']);
  });

  it('keeps a batch whose write failed and writes it once the store is back; drops what overflows meanwhile', async () => {
    const store = new FlakyPageViews();
    const buffer = new PageViewBuffer(store, timers, options);
    for (const view of views(2)) buffer.add(view);
    await buffer.flush();
    for (const view of views(5, 2)) buffer.add(view);
    store.failing = false;
    await buffer.flush();
    expect(store.stored().map((view) => view.pageUrl)).toEqual(['/0', '/1', '/2', '/3', '/4']);
    expect(Logger.prototype.warn).toHaveBeenCalledWith('2 page views were dropped: more than 5 were waiting to be stored');
  });

  it('retries a failed write by itself after the interval', async () => {
    const store = new FlakyPageViews();
    const buffer = new PageViewBuffer(store, timers, options);
    buffer.add(views(1)[0]!);
    await timers.advance(250);
    expect(store.stored()).toEqual([]);
    store.failing = false;
    await timers.advance(250);
    expect(store.stored().map((view) => view.pageUrl)).toEqual(['/0']);
  });
});
