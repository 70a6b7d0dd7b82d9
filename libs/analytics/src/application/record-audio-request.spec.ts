import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { AnalyticsCalendar } from '../domain/index.js';
import { InMemoryDailySalts, ManualBufferTimers, RecordedAudioRequestWrites, TabledCountries, TabledUserAgents } from '../testing/index.js';
import type { EpisodeAudioCatalogue } from './analytics-ports.js';
import { AudioRequestBuffer } from './audio-request-buffer.js';
import { AUDIO_REQUEST_BATCH_MS, RecordAudioRequest, type ServedAudio } from './record-audio-request.js';

const APPLE = 'AppleCoreMedia/1.0.0.20E247 (iPhone; U; CPU OS 16_4 like Mac OS X; en_us)';
const OVERCAST = 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)';
const FILE = '/media/episodes/1/audio-a.mp3';
const chunk = (start: number, end: number, overrides: Partial<ServedAudio> = {}): ServedAudio => ({
  audioUrl: FILE,
  range: { start, end },
  fileSize: 6_000_000,
  ip: '203.0.113.7',
  userAgent: APPLE,
  ...overrides,
});
const at = (instant: string) => Date.parse(instant);

/** Salts that count their reads, fail while `failing` is set, and hold one read back on `gate`. */
class WatchedSalts extends InMemoryDailySalts {
  reads = 0;
  failing = false;
  /** Holds back the next read until it settles. */
  gate: Promise<void> | undefined;
  override async saltOf(day: string): Promise<Uint8Array> {
    this.reads += 1;
    const gate = this.gate;
    this.gate = undefined;
    await gate;
    if (this.failing) throw new Error('the database is down');
    return super.saltOf(day);
  }
}

const noEpisodes: EpisodeAudioCatalogue = { episodeAudio: async () => [] };

function recorder() {
  const writes = new RecordedAudioRequestWrites();
  const salts = new WatchedSalts();
  const timers = new ManualBufferTimers();
  const buffer = new AudioRequestBuffer(writes, timers, { batchSize: 1000, flushAfterMs: 250, maxPending: 10_000, mergeForMs: 30_000 });
  const countries = new TabledCountries({ '203.0.113.7': 'NZ' });
  const userAgents = new TabledUserAgents({ [APPLE]: { device: 'mobile', browser: null, os: 'iOS' } });
  const record = new RecordAudioRequest(new AnalyticsCalendar('UTC'), salts, new InMemoryDailySalts(), buffer, noEpisodes, timers, userAgents, countries);
  const rows = () => writes.batches.flat();
  const stop = async () => {
    await record.onModuleDestroy();
    await buffer.onModuleDestroy();
  };
  return { record, salts, rows, stop, timers, countries };
}

describe(RecordAudioRequest.name, () => {
  // The clock of `record`'s default time; the buffers' timers are the hand-turned ones (which settle on setImmediate).
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-30T12:00:00Z'), doNotFake: ['setImmediate'] }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('only notes a request on the request path; the batch is handled off it, then merged per listener, the address not kept', async () => {
    const { record, salts, rows, stop, timers } = recorder();
    record.record(chunk(0, 65_535));
    record.record(chunk(65_536, 131_071));
    record.record(chunk(0, 65_535, { userAgent: OVERCAST }));
    expect(salts.reads).toBe(0);
    await timers.advance(AUDIO_REQUEST_BATCH_MS);
    expect(salts.reads).toBe(1);
    await record.writeAll();
    expect(rows().map(({ range, app, day }) => ({ range, app, day }))).toEqual([
      { range: { start: 0, end: 131_071 }, app: 'Apple Podcasts', day: '2026-06-30' },
      { range: { start: 0, end: 65_535 }, app: 'Overcast', day: '2026-06-30' },
    ]);
    const [apple, overcast] = rows();
    expect(apple!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(apple!.visitor).not.toBe(overcast!.visitor);
    expect(JSON.stringify(rows())).not.toContain('203.0.113.7');
    await stop();
  });

  it('writes what was recorded a moment ago when a read asks for everything, and what is left at shutdown', async () => {
    const { record, rows, stop } = recorder();
    record.record(chunk(0, 65_535));
    await record.writeAll();
    expect(rows()).toHaveLength(1);
    record.record(chunk(0, 65_535, { userAgent: OVERCAST }));
    await stop();
    expect(rows().map((row) => row.app)).toEqual(['Apple Podcasts', 'Overcast']);
  });

  it('dates each request by when it was served: across midnight a listener is a new visitor of the new day', async () => {
    const { record, salts, rows, stop } = recorder();
    record.record(chunk(0, 65_535), at('2026-06-30T23:59:59.900Z'));
    record.record(chunk(65_536, 131_071), at('2026-07-01T00:00:00.050Z'));
    await record.writeAll();
    expect(salts.reads).toBe(2);
    expect(rows().map(({ day, at: when }) => [day, when.toISOString()])).toEqual([
      ['2026-06-30', '2026-06-30T23:59:59.900Z'],
      ['2026-07-01', '2026-07-01T00:00:00.050Z'],
    ]);
    expect(rows()[0]!.visitor).not.toBe(rows()[1]!.visitor);
    await stop();
  });

  it('a salt that cannot be read loses its batch, says so, and crashes nothing: the next batch is logged', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { record, salts, rows, stop, timers } = recorder();
    salts.failing = true;
    record.record(chunk(0, 65_535));
    record.record(chunk(65_536, 131_071));
    await timers.advance(AUDIO_REQUEST_BATCH_MS);
    expect(error).toHaveBeenCalledWith('2 audio requests could not be logged: the database is down');
    salts.failing = false;
    record.record(chunk(131_072, 196_607));
    await record.writeAll();
    expect(rows().map((row) => row.range)).toEqual([{ start: 131_072, end: 196_607 }]);
    await stop();
  });

  it('handles a full batch at once, without waiting for its time', async () => {
    const { record, salts, stop, timers } = recorder();
    for (let index = 0; index < 4096; index += 1) record.record(chunk(index * 100, index * 100 + 99));
    await timers.advance(0);
    expect(salts.reads).toBe(1);
    await stop();
  });

  it("a read waits for a batch still reading the new day's salt: it sees every request recorded before it", async () => {
    const { record, salts, rows, stop, timers } = recorder();
    let releaseSalt = () => {};
    salts.gate = new Promise<void>((resolve) => (releaseSalt = resolve));
    record.record(chunk(0, 65_535));
    await timers.advance(AUDIO_REQUEST_BATCH_MS);
    record.record(chunk(65_536, 131_071));
    let read = false;
    const reading = record.writeAll().then(() => (read = true));
    await timers.advance(10);
    expect(read).toBe(false);
    releaseSalt();
    await reading;
    expect(rows().map((row) => row.range)).toEqual([{ start: 0, end: 131_071 }]);
    await stop();
  });

  it("keeps the listener's country and device, not the address: looked up once a day per address and agent", async () => {
    const { record, rows, stop, countries } = recorder();
    record.record(chunk(0, 65_535));
    record.record(chunk(65_536, 131_071));
    record.record(chunk(0, 65_535, { userAgent: OVERCAST, ip: '198.51.100.1' }));
    await record.writeAll();
    expect(rows().map(({ app, country, device }) => ({ app, country, device }))).toEqual([
      { app: 'Apple Podcasts', country: 'NZ', device: 'mobile' },
      // Not placed; a podcast app the parser (here: unknown) names no device of: a phone's.
      { app: 'Overcast', country: null, device: 'mobile' },
    ]);
    expect(countries.asked).toEqual(['203.0.113.7', '198.51.100.1']);
    expect(JSON.stringify(rows())).not.toMatch(/203\.0\.113\.7|198\.51\.100\.1/);
    await stop();
  });

  it("hashes a listener alike all month and anew the next month, apart from the day's visitor hash", async () => {
    const { record, rows, stop } = recorder();
    record.record(chunk(0, 65_535), at('2026-06-29T12:00:00Z'));
    record.record(chunk(0, 65_535), at('2026-06-30T12:00:00Z'));
    record.record(chunk(0, 65_535), at('2026-07-01T12:00:00Z'));
    await record.writeAll();
    const [first, second, nextMonth] = rows();
    expect(first!.listener).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.listener).toBe(first!.listener);
    expect(nextMonth!.listener).not.toBe(first!.listener);
    expect(second!.visitor).not.toBe(first!.visitor);
    expect(first!.listener).not.toBe(first!.visitor);
    await stop();
  });
});

