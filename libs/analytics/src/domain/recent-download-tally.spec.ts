import { anAudioRequest, aVisitor } from '../testing/analytics.mothers.js';
import type { LoggedAudioRequest } from './audio-requests.js';
import { countDownloads, type AudioFacts } from './downloads.js';
import { RecentDownloadTally } from './recent-download-tally.js';

const EPISODE = '/media/episodes/1/audio-a.mp3';
// A 6-minute, 6 MB episode: its first minute is 1 000 000 bytes.
const factsOf = (): AudioFacts => ({ durationSeconds: 360 });
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const chunk = (visitor: number, start: number, end: number, at: string): LoggedAudioRequest =>
  anAudioRequest({ visitor: aVisitor(visitor), audioUrl: EPISODE, fileSize: 6_000_000, range: { start, end }, at: new Date(at) });

describe(RecentDownloadTally.name, () => {
  // Yesterday and today: listener 1 reaches the minute across two reads, listener 2 never, listener 3 twice in its window.
  const log = [
    chunk(1, 0, 599_999, '2026-06-29T10:00:00Z'),
    chunk(2, 0, 99_999, '2026-06-29T11:00:00Z'),
    chunk(1, 600_000, 999_999, '2026-06-29T10:05:00Z'),
    chunk(3, 0, 999_999, '2026-06-30T08:00:00Z'),
    chunk(3, 0, 5_999_999, '2026-06-30T09:00:00Z'),
    anAudioRequest({ visitor: aVisitor(4), day: '2026-06-30', bot: true }),
  ];

  it('counts a log fed a part at a time as countDownloads counts it whole', () => {
    const tally = new RecentDownloadTally();
    tally.take(['2026-06-29', '2026-06-30'], log.slice(0, 2), 2, factsOf);
    expect(tally.downloads(dayOf).byApp).toEqual([]);
    tally.take(['2026-06-29', '2026-06-30'], log.slice(2), 6, factsOf);
    expect(tally.seenUpTo).toBe(6);
    const whole = countDownloads(log, factsOf);
    expect(whole).toHaveLength(2);
    expect(tally.downloads(dayOf).byApp).toEqual([
      { day: '2026-06-29', audioUrl: EPISODE, app: 'Apple Podcasts', downloads: 1 },
      { day: '2026-06-30', audioUrl: EPISODE, app: 'Apple Podcasts', downloads: 1 },
    ]);
    expect(tally.downloads(dayOf).listeners).toHaveLength(2);
  });

  it('forgets a day once it is no more recent (rolled up), and keeps what it saw of the others', () => {
    const tally = new RecentDownloadTally();
    tally.take(['2026-06-29', '2026-06-30'], log, 6, factsOf);
    const before = tally.downloads(dayOf);
    expect(tally.downloads(dayOf)).toBe(before);
    tally.take(['2026-06-30', '2026-07-01'], [], 6, factsOf);
    expect(tally.downloads(dayOf).byApp).toEqual([{ day: '2026-06-30', audioUrl: EPISODE, app: 'Apple Podcasts', downloads: 1 }]);
    // Listener 3's window holds: a later chunk of today makes no second download.
    tally.take(['2026-06-30', '2026-07-01'], [chunk(3, 0, 5_999_999, '2026-06-30T20:00:00Z')], 7, factsOf);
    expect(tally.downloads(dayOf).byApp).toEqual([{ day: '2026-06-30', audioUrl: EPISODE, app: 'Apple Podcasts', downloads: 1 }]);
    expect(tally.seenUpTo).toBe(7);
  });
});
