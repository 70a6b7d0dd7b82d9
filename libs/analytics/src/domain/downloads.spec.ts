import { anAudioRequest, aVisitor } from '../testing/analytics.mothers.js';
import { countDownloads, DEFAULT_FIRST_MINUTE_BYTES, durationSeconds, firstMinuteBytes, type AudioFacts, type AudioRequest } from './downloads.js';
import { downloadReport, downloadRollupOf, episodeOfAudio } from './download-report.js';
import { isBotRequest, listenerDevice, listeningApp } from './listening-app.js';

const EPISODE = '/media/episodes/1/audio-a.mp3';
const OTHER_EPISODE = '/media/episodes/2/audio-b.mp3';
// A 60-minute episode of 60 MB: its first minute is 1 000 000 bytes.
const facts: Record<string, AudioFacts> = { [EPISODE]: { durationSeconds: 3600 }, [OTHER_EPISODE]: { durationSeconds: 3600 } };
const factsOf = (audioUrl: string) => facts[audioUrl];
const FILE_SIZE = 60_000_000;
const MINUTE = 1_000_000;
const at = (time: string) => new Date(`2026-06-30T${time}Z`);
const on = (date: string) => new Date(date);
const request = (overrides: Partial<AudioRequest>): AudioRequest => anAudioRequest({ fileSize: FILE_SIZE, audioUrl: EPISODE, ...overrides });
const count = (requests: AudioRequest[]) => countDownloads(requests, factsOf).length;

describe('download counts (IAB Podcast Measurement 2.2, as OP3 applies them)', () => {
  it.each<[string, AudioRequest[], number]>([
    ['one whole-file request', [request({})], 1],
    ['duplicates within 24 hours: the same listener asks three times', [request({ at: at('08:00:00') }), request({ at: at('09:00:00') }), request({ at: at('23:00:00') })], 1],
    ['the same listener again once 24 hours have passed since the first request', [request({ at: on('2026-06-29T08:00:00Z') }), request({ at: on('2026-06-30T08:00:00Z') })], 2],
    ['the same listener 23 h 59 min after the first request: the window still holds', [request({ at: on('2026-06-29T08:00:00Z') }), request({ at: on('2026-06-30T07:59:00Z') })], 1],
    ['ranges that stop short of the first minute', [request({ range: { start: 0, end: MINUTE - 2 } })], 0],
    ['one range of exactly the first minute', [request({ range: { start: 0, end: MINUTE - 1 } })], 1],
    ['a bot', [request({ bot: true })], 0],
    ['a Range: bytes=0-1 probe', [request({ range: { start: 0, end: 1 } })], 0],
    ['a probe of 2 bytes anywhere, twice', [request({ range: { start: 500, end: 501 } }), request({ range: { start: 0, end: 1 } })], 0],
    ['a probe, then the whole file', [request({ range: { start: 0, end: 1 }, at: at('08:00:00') }), request({ range: { start: 0, end: FILE_SIZE - 1 }, at: at('08:00:01') })], 1],
    [
      'a download resumed in three ranges that reach the first minute together',
      [
        request({ range: { start: 0, end: 399_999 }, at: at('08:00:00') }),
        request({ range: { start: 400_000, end: 699_999 }, at: at('08:10:00') }),
        request({ range: { start: 700_000, end: 1_299_999 }, at: at('08:20:00') }),
      ],
      1,
    ],
    [
      'the same range asked for again and again: its bytes count once',
      [request({ range: { start: 0, end: 599_999 } }), request({ range: { start: 0, end: 599_999 } }), request({ range: { start: 100_000, end: 599_999 } })],
      0,
    ],
    ['two episodes by one listener', [request({}), request({ audioUrl: OTHER_EPISODE })], 2],
    ['one episode by two listeners', [request({ visitor: aVisitor(1) }), request({ visitor: aVisitor(2) })], 2],
    ["two listeners' ranges that reach a minute only together", [request({ visitor: aVisitor(1), range: { start: 0, end: 599_999 } }), request({ visitor: aVisitor(2), range: { start: 600_000, end: 1_199_999 } })], 0],
  ])('%s: %i download(s)', (_case, requests, downloads) => {
    expect(count(requests)).toBe(downloads);
  });

  it("dates a download at the request that reached the first minute, with its app and its listener's country, device and month hash", () => {
    const listener = { app: 'Overcast', country: 'NZ', device: 'tablet', listener: 'ab'.repeat(16) } as const;
    const downloads = countDownloads(
      [request({ range: { start: 0, end: 499_999 }, at: at('08:00:00'), ...listener }), request({ range: { start: 500_000, end: 999_999 }, at: at('08:05:00'), ...listener })],
      factsOf,
    );
    expect(downloads).toEqual([{ audioUrl: EPISODE, at: at('08:05:00'), ...listener }]);
  });

  it('reads the first minute from the bitrate, else the size over the duration, else 1 MB, never more than the file', () => {
    expect(firstMinuteBytes({ bitrate: 128_000 }, 50_000_000)).toBe(960_000);
    expect(firstMinuteBytes({ durationSeconds: 1800 }, 30_000_000)).toBe(1_000_000);
    expect(firstMinuteBytes(undefined, 50_000_000)).toBe(DEFAULT_FIRST_MINUTE_BYTES);
    expect(firstMinuteBytes({ durationSeconds: null }, null)).toBe(DEFAULT_FIRST_MINUTE_BYTES);
    expect(firstMinuteBytes(undefined, 300_000)).toBe(300_000);
  });

  it("uses 1 MB for a file it knows nothing of, so 900 kB of it is no download", () => {
    const unknown = '/media/other.mp3';
    expect(countDownloads([request({ audioUrl: unknown, range: { start: 0, end: 899_999 } })], factsOf)).toHaveLength(0);
    expect(countDownloads([request({ audioUrl: unknown, range: { start: 0, end: 999_999 } })], factsOf)).toHaveLength(1);
  });

  it('reads display durations as seconds', () => {
    expect([durationSeconds('42:15'), durationSeconds('1:05:09'), durationSeconds('soon')]).toEqual([2535, 3909, null]);
  });
});

describe('listening apps from the user agent', () => {
  it.each([
    ['AppleCoreMedia/1.0.0.20E247 (iPhone; U; CPU OS 16_4 like Mac OS X; en_us)', 'Apple Podcasts'],
    ['Podcasts/1650.20 CFNetwork/1408.0.4 Darwin/22.5.0', 'Apple Podcasts'],
    ['iTunes/12.12 (Macintosh; OS X 13.4)', 'Apple Podcasts'],
    ['Spotify/8.8.0 iOS/16.5 (iPhone15,2)', 'Spotify'],
    ['Overcast/3.0 (+http://overcast.fm/; iOS podcast app)', 'Overcast'],
    ['PocketCasts/1.0 (Pocket Casts iOS)', 'Pocket Casts'],
    ['Castro 2022.10/1234 Like iTunes', 'Castro'],
    ['PodcastAddict/v5 (+https://podcastaddict.com/; Android podcast app)', 'Podcast Addict'],
    ['GooglePodcasts/2.0.2', 'Google Podcasts'],
    ['com.google.android.apps.youtube.music/6.1 (Linux; U; Android 13)', 'YouTube Music'],
    ['AntennaPod/3.0.0', 'AntennaPod'],
    ['CastBox/8.0', 'Castbox'],
    ['Podbean/Android App 9.1', 'Podbean'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Web browser'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Web browser'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Other'],
    ['curl/8.0', 'Other'],
    ['', 'Other'],
  ])('%s → %s', (userAgent, app) => {
    expect(listeningApp(userAgent)).toBe(app);
  });

  it('takes a podcast app for a listener even where isbot takes it for a bot; crawlers, scripts and no user agent are bots', () => {
    for (const app of ['Overcast/3.0 (+http://overcast.fm/; iOS podcast app)', 'AntennaPod/3.0.0', 'CastBox/8.0']) expect(isBotRequest(app)).toBe(false);
    for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.0', 'python-requests/2.3', '']) expect(isBotRequest(bot)).toBe(true);
    expect(isBotRequest('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36')).toBe(false);
  });
});

describe('the downloads report', () => {
  const catalogue = [
    { episodeId: 2, title: 'Second', audioUrl: OTHER_EPISODE, durationSeconds: 3600 },
    { episodeId: 3, title: 'Demo three', audioUrl: '/media/demo/tune-1.mp3', durationSeconds: 60 },
    { episodeId: 1, title: 'Demo one', audioUrl: '/media/demo/tune-1.mp3', durationSeconds: 60 },
  ];

  it('finds the episode of a file: its current audio (the newest of those sharing it), else the upload path, else none', () => {
    const episodeOf = episodeOfAudio(catalogue);
    expect(episodeOf(OTHER_EPISODE)).toEqual({ episodeId: 2, title: 'Second' });
    expect(episodeOf('/media/demo/tune-1.mp3')).toEqual({ episodeId: 3, title: 'Demo three' });
    expect(episodeOf('/media/episodes/2/audio-old.mp3')).toEqual({ episodeId: 2, title: 'Second' });
    expect(episodeOf('/media/episodes/9/audio-gone.mp3')).toEqual({ episodeId: 9, title: null });
    expect(episodeOf('/media/generated/clip.mp3')).toBeNull();
  });

  it('sums the days of the window by episode, day and app, zero-filled, most first', () => {
    const report = downloadReport(
      [
        { day: '2026-06-29', audioUrl: OTHER_EPISODE, app: 'Spotify', downloads: 2 },
        { day: '2026-06-30', audioUrl: '/media/episodes/2/audio-old.mp3', app: 'Apple Podcasts', downloads: 1 },
        { day: '2026-06-30', audioUrl: '/media/demo/tune-1.mp3', app: 'Apple Podcasts', downloads: 3 },
        { day: '2026-06-30', audioUrl: '/media/generated/clip.mp3', app: 'Apple Podcasts', downloads: 5 },
        { day: '2026-05-01', audioUrl: OTHER_EPISODE, app: 'Spotify', downloads: 7 },
      ],
      catalogue,
      ['2026-06-28', '2026-06-29', '2026-06-30'],
    );
    expect(report).toEqual({
      total: 6,
      byEpisode: [
        { episodeId: 2, title: 'Second', downloads: 3 },
        { episodeId: 3, title: 'Demo three', downloads: 3 },
      ],
      byDay: [
        { date: '2026-06-28', downloads: 0 },
        { date: '2026-06-29', downloads: 2 },
        { date: '2026-06-30', downloads: 4 },
      ],
      byApp: [
        { app: 'Apple Podcasts', downloads: 4 },
        { app: 'Spotify', downloads: 2 },
      ],
    });
  });
});

describe('listener devices', () => {
  it.each([
    ['a phone the parser names', 'Apple Podcasts', { device: 'mobile', browser: null, os: 'iOS' }, 'mobile'],
    ['a tablet', 'Web browser', { device: 'tablet', browser: 'Mobile Safari', os: 'iOS' }, 'tablet'],
    ['an Apple TV', 'Apple Podcasts', { device: 'tv', browser: null, os: 'iOS' }, 'tv'],
    ["a podcast app on iOS the parser calls a desktop's (no device model)", 'Apple Podcasts', { device: 'desktop', browser: null, os: 'iOS' }, 'mobile'],
    ['a podcast app on Android, likewise', 'Pocket Casts', { device: 'desktop', browser: null, os: 'Android' }, 'mobile'],
    ['a podcast app that names no OS', 'Overcast', { device: null, browser: null, os: null }, 'mobile'],
    ['Apple Podcasts on a Mac', 'Apple Podcasts', { device: 'desktop', browser: null, os: 'Mac OS' }, 'desktop'],
    ['a desktop browser', 'Web browser', { device: 'desktop', browser: 'Chrome', os: 'Windows' }, 'desktop'],
    ['an unknown client', 'Other', { device: null, browser: null, os: null }, null],
  ] as const)('%s', (_case, app, client, device) => {
    expect(listenerDevice(app, client)).toBe(device);
  });
});

describe('downloadRollupOf', () => {
  it("counts a day's downloads by file and app, country and device, and its month's listeners once each", () => {
    const download = (overrides: Partial<ReturnType<typeof countDownloads>[number]>) => ({
      audioUrl: EPISODE,
      at: on('2026-06-30T10:00:00Z'),
      app: 'Spotify' as const,
      country: 'AU',
      device: 'mobile' as const,
      listener: 'aa',
      ...overrides,
    });
    const rollup = downloadRollupOf(
      [download({}), download({ app: 'Overcast', country: null }), download({ listener: 'bb', device: null }), download({ at: on('2026-07-01T10:00:00Z') })],
      (at) => at.toISOString().slice(0, 10),
    );
    expect(rollup.byApp).toEqual([
      { day: '2026-06-30', audioUrl: EPISODE, app: 'Spotify', downloads: 2 },
      { day: '2026-06-30', audioUrl: EPISODE, app: 'Overcast', downloads: 1 },
      { day: '2026-07-01', audioUrl: EPISODE, app: 'Spotify', downloads: 1 },
    ]);
    expect(rollup.byCountry).toEqual([
      { day: '2026-06-30', audioUrl: EPISODE, country: 'AU', downloads: 2 },
      { day: '2026-06-30', audioUrl: EPISODE, country: null, downloads: 1 },
      { day: '2026-07-01', audioUrl: EPISODE, country: 'AU', downloads: 1 },
    ]);
    expect(rollup.byDevice).toEqual([
      { day: '2026-06-30', audioUrl: EPISODE, device: 'mobile', downloads: 2 },
      { day: '2026-06-30', audioUrl: EPISODE, device: null, downloads: 1 },
      { day: '2026-07-01', audioUrl: EPISODE, device: 'mobile', downloads: 1 },
    ]);
    expect(rollup.listeners).toEqual([
      { month: '2026-06', listener: 'aa' },
      { month: '2026-06', listener: 'bb' },
      { month: '2026-07', listener: 'aa' },
    ]);
  });
});
