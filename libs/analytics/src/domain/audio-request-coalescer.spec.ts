import { anAudioRequest, aVisitor } from '../testing/analytics.mothers.js';
import { AudioRequestCoalescer } from './audio-request-coalescer.js';
import type { LoggedAudioRequest } from './audio-requests.js';
import { CoveredBytes, countDownloads, type AudioFacts } from './downloads.js';

const EPISODE = '/media/episodes/1/audio-a.mp3';
const OTHER_EPISODE = '/media/episodes/2/audio-b.mp3';
const FILE_SIZE = 6_000_000;
// A 6-minute, 6 MB episode: its first minute is 1 000 000 bytes.
const facts: Record<string, AudioFacts> = { [EPISODE]: { durationSeconds: 360 }, [OTHER_EPISODE]: { durationSeconds: 360 } };
const factsOf = (audioUrl: string) => facts[audioUrl];
const MINUTE = 1_000_000;
const at = (second: number) => new Date(Date.parse('2026-06-30T08:00:00Z') + second * 1000);
const chunk = (start: number, end: number, second: number, overrides: Partial<LoggedAudioRequest> = {}) =>
  anAudioRequest({ audioUrl: EPISODE, fileSize: FILE_SIZE, range: { start, end }, at: at(second), day: '2026-06-30', ...overrides });

/** Feeds the requests through a coalescer as RecordAudioRequest does: rows due at once, then what drains. */
function stored(requests: readonly LoggedAudioRequest[], firstMinuteKnown = true, maxListenings?: number): LoggedAudioRequest[] {
  const coalescer = new AudioRequestCoalescer(maxListenings);
  const rows = requests.flatMap((request) => coalescer.take(request, firstMinuteKnown ? MINUTE : undefined));
  return [...rows, ...coalescer.drain()];
}
const downloadsOf = (requests: readonly LoggedAudioRequest[]) =>
  countDownloads(requests, factsOf)
    .map((download) => `${download.audioUrl} ${download.app} ${download.at.toISOString().slice(0, 10)}`)
    .sort();

describe('CoveredBytes', () => {
  it('counts overlapping and repeated ranges once, and tells whether a range added anything', () => {
    const covered = new CoveredBytes();
    expect(covered.add({ start: 0, end: 99 })).toBe(true);
    expect(covered.add({ start: 50, end: 99 })).toBe(false);
    expect(covered.add({ start: 200, end: 299 })).toBe(true);
    expect(covered.atLeast(200)).toBe(true);
    expect(covered.atLeast(201)).toBe(false);
    // Spans the gap and both known ranges: only the gap's 100 bytes are new.
    expect(covered.add({ start: 0, end: 299 })).toBe(true);
    expect(covered.atLeast(300)).toBe(true);
    expect(covered.atLeast(301)).toBe(false);
    expect(covered.add({ start: 100, end: 199 })).toBe(false);
  });

  it('extends the last range with the next chunk, and merges a range that bridges two', () => {
    const covered = new CoveredBytes();
    covered.add({ start: 0, end: 99 });
    expect(covered.add({ start: 100, end: 199 })).toBe(true);
    expect(covered.add({ start: 150, end: 249 })).toBe(true);
    covered.add({ start: 400, end: 499 });
    expect(covered.covered()).toEqual([
      { start: 0, end: 249 },
      { start: 400, end: 499 },
    ]);
    expect(covered.add({ start: 200, end: 450 })).toBe(true);
    expect(covered.covered()).toEqual([{ start: 0, end: 499 }]);
    expect(covered.atLeast(500)).toBe(true);
    expect(covered.atLeast(501)).toBe(false);
  });

  it('takes a request without Range as the whole file, after which nothing is new', () => {
    const covered = new CoveredBytes();
    expect(covered.add(null)).toBe(true);
    expect(covered.atLeast(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(covered.add({ start: 0, end: 10 })).toBe(false);
  });
});

describe('AudioRequestCoalescer', () => {
  it('keeps one row for a range asked for again and again', () => {
    expect(stored([chunk(0, 65_535, 0), chunk(0, 65_535, 1), chunk(0, 65_535, 2), chunk(1000, 2000, 3)])).toEqual([chunk(0, 65_535, 0)]);
  });

  it('merges successive chunks into one row dated by the latest, and keeps none after they reach the first minute', () => {
    const coalescer = new AudioRequestCoalescer();
    expect(coalescer.take(chunk(0, 499_999, 0), MINUTE)).toEqual([]);
    expect(coalescer.take(chunk(500_000, 999_999, 5), MINUTE)).toEqual([]);
    expect(coalescer.take(chunk(1_000_000, 1_999_999, 9), MINUTE)).toEqual([]);
    expect(coalescer.drain()).toEqual([chunk(0, 999_999, 5)]);
    expect(coalescer.take(chunk(2_000_000, 2_999_999, 12), MINUTE)).toEqual([]);
    expect(coalescer.drain()).toEqual([]);
  });

  it('keeps ranges apart when a seek leaves a gap', () => {
    expect(stored([chunk(0, 99_999, 0), chunk(500_000, 599_999, 1), chunk(100_000, 199_999, 2)])).toEqual([chunk(0, 199_999, 2), chunk(500_000, 599_999, 2)]);
  });

  it('keeps the first request of a bot and the first probe of a listener, and no more of either', () => {
    const bot = { visitor: aVisitor(9), bot: true };
    const rows = stored([chunk(0, 1, 0), chunk(0, 1, 1), chunk(0, 65_535, 2, bot), chunk(65_536, 131_071, 3, bot)]);
    expect(rows).toEqual([chunk(0, 1, 0), chunk(0, 65_535, 2, bot)]);
  });

  it('writes what waited when the day turns, and starts the new day with nothing remembered', () => {
    const coalescer = new AudioRequestCoalescer();
    coalescer.take(chunk(0, 99, 0), MINUTE);
    const nextDay = chunk(0, 99, 86_400, { day: '2026-07-01' });
    expect(coalescer.take(nextDay, MINUTE)).toEqual([chunk(0, 99, 0)]);
    expect(coalescer.drain()).toEqual([nextDay]);
  });

  it('drops nothing for being counted while the first minute is not known', () => {
    const rows = stored([chunk(0, 1_999_999, 0), chunk(2_000_000, 2_999_999, 1)], false);
    expect(rows).toEqual([chunk(0, 2_999_999, 1)]);
  });

  it('writes what waited and starts over when it remembers too many listeners, which only costs rows', () => {
    const requests = [1, 2, 3, 1].map((visitor, second) => chunk(0, 99, second, { visitor: aVisitor(visitor) }));
    expect(stored(requests, true, 2)).toHaveLength(4);
  });

  // The property the coalescer exists for: the counts come out as if every request were stored.
  it('stores what makes the same downloads as every request, over many random listening sessions', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    for (let run = 0; run < 200; run += 1) {
      const requests: LoggedAudioRequest[] = [];
      for (let index = 0, second = 0; index < 60; index += 1, second += Math.floor(random() * 30)) {
        const start = pick([0, 0, 65_536, 500_000, 900_000, Math.floor(random() * FILE_SIZE)]);
        const length = pick([2, 65_536, 65_536, 300_000, 1_000_000]);
        const range = pick([null, { start, end: Math.min(FILE_SIZE, start + length) - 1 }, { start, end: Math.min(FILE_SIZE, start + length) - 1 }, { start, end: Math.min(FILE_SIZE, start + length) - 1 }]);
        requests.push(
          chunk(0, 0, second, {
            range,
            visitor: aVisitor(pick([1, 2, 3])),
            audioUrl: pick([EPISODE, OTHER_EPISODE]),
            bot: random() < 0.05,
          }),
        );
      }
      const rows = stored(requests);
      expect(downloadsOf(rows)).toEqual(downloadsOf(requests));
      expect(rows.length).toBeLessThanOrEqual(requests.length);
    }
  });
});
