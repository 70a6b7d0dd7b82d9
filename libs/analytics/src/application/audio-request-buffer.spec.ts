import { anAudioRequest, aVisitor, ManualBufferTimers, RecordedAudioRequestWrites } from '../testing/index.js';
import { AudioRequestBuffer } from './audio-request-buffer.js';

const MINUTE = 1_000_000;
const chunk = (visitor: number, start: number, end: number) => anAudioRequest({ visitor: aVisitor(visitor), range: { start, end } });

describe(AudioRequestBuffer.name, () => {
  it('writes what its merge interval gathered in one batch, counted listeners and others alike, and nothing before', async () => {
    const writes = new RecordedAudioRequestWrites();
    const timers = new ManualBufferTimers();
    const buffer = new AudioRequestBuffer(writes, timers, { batchSize: 1000, flushAfterMs: 250, maxPending: 10_000, mergeForMs: 30_000 });
    buffer.log(chunk(1, 0, 499_999), MINUTE);
    buffer.log(chunk(2, 0, 65_535), MINUTE);
    buffer.log(chunk(1, 500_000, 999_999), MINUTE);
    buffer.log(chunk(2, 65_536, 131_071), MINUTE);
    // WriteBuffer's own tick: under load a write (a commit, a sync to disk on PGlite) every 250 ms would cost serving.
    await timers.advance(29_000);
    expect(writes.batches).toEqual([]);
    await timers.advance(1_250);
    expect(writes.batches).toEqual([[chunk(1, 0, 999_999), chunk(2, 0, 131_071)]]);
    await buffer.onModuleDestroy();
  });

  it('writes what waits to be merged when a read asks for everything, and when the module stops', async () => {
    const writes = new RecordedAudioRequestWrites();
    const timers = new ManualBufferTimers();
    const buffer = new AudioRequestBuffer(writes, timers, { batchSize: 1000, flushAfterMs: 250, maxPending: 10_000, mergeForMs: 30_000 });
    buffer.log(chunk(2, 0, 65_535), MINUTE);
    await buffer.flushAll();
    expect(writes.batches).toEqual([[chunk(2, 0, 65_535)]]);
    buffer.log(chunk(3, 0, 65_535), MINUTE);
    await buffer.onModuleDestroy();
    expect(writes.batches).toEqual([[chunk(2, 0, 65_535)], [chunk(3, 0, 65_535)]]);
  });
});
