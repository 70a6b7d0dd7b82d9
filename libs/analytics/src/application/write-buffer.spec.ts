import { ManualBufferTimers } from '../testing/index.js';
import { WriteBuffer } from './write-buffer.js';

describe(WriteBuffer.name, () => {
  it('leaves what arrives during a write for its own interval: a steady trickle makes batches, not a write per item', async () => {
    const batches: number[][] = [];
    const timers = new ManualBufferTimers();
    let finishWrite: () => void = () => undefined;
    const buffer = new WriteBuffer<number>(
      'numbers',
      (batch) => {
        batches.push([...batch]);
        return new Promise<void>((resolve) => (finishWrite = resolve));
      },
      { batchSize: 100, flushAfterMs: 250, maxPending: 1000 },
      timers,
    );
    buffer.add(1);
    await timers.advance(250);
    expect(batches).toEqual([[1]]);
    buffer.add(2);
    buffer.add(3);
    finishWrite();
    await timers.advance(10);
    expect(batches).toEqual([[1]]);
    await timers.advance(240);
    expect(batches).toEqual([[1], [2, 3]]);
    finishWrite();
  });
});
