import { AnalyticsCalendar } from './analytics-calendar.js';
import { downloadCountsOf, downloadDashboard, joinDownloadCounts } from './download-dashboard.js';

const calendar = new AnalyticsCalendar('UTC');
const dayOf = (at: Date) => calendar.dayOf(at);
const catalogue = [
  { episodeId: 1, title: 'Old', audioUrl: '/media/episodes/1/audio-a.mp3', durationSeconds: 60, publishedAt: new Date('2026-06-01T10:00:00Z') },
  { episodeId: 2, title: 'New', audioUrl: '/media/episodes/2/audio-b.mp3', durationSeconds: 60, publishedAt: new Date('2026-11-25T23:30:00Z') },
  { episodeId: 3, title: 'Scheduled', audioUrl: '/media/episodes/3/audio-c.mp3', durationSeconds: 60, publishedAt: new Date('2026-12-24T08:00:00Z') },
];
const row = (day: string, episode: number, downloads: number, app = 'Apple Podcasts' as const) => ({
  day,
  audioUrl: catalogue[episode - 1]!.audioUrl,
  app,
  downloads,
});

const period = { name: '7d', firstDay: '2026-11-21', lastDay: '2026-11-27' } as const;

describe('downloadDashboard', () => {
  const daily = [row('2026-06-01', 1, 10), row('2026-06-02', 1, 5), row('2026-11-26', 1, 1), row('2026-11-25', 2, 3), row('2026-11-26', 2, 4), row('2026-11-26', 2, 2, 'Spotify' as never)];
  // The same downloads by country and device: a file of no episode counts in none of them.
  const byCountry = [
    { day: '2026-11-26', audioUrl: catalogue[1]!.audioUrl, country: 'AU', downloads: 4 },
    { day: '2026-11-26', audioUrl: catalogue[1]!.audioUrl, country: null, downloads: 2 },
    { day: '2026-11-25', audioUrl: catalogue[1]!.audioUrl, country: 'NZ', downloads: 3 },
    { day: '2026-11-26', audioUrl: catalogue[0]!.audioUrl, country: 'NZ', downloads: 1 },
    { day: '2026-11-26', audioUrl: '/media/jingle.mp3', country: 'FR', downloads: 50 },
    { day: '2026-06-01', audioUrl: catalogue[0]!.audioUrl, country: 'FR', downloads: 10 },
  ];
  const byDevice = [
    { day: '2026-11-26', audioUrl: catalogue[1]!.audioUrl, device: 'mobile' as const, downloads: 6 },
    { day: '2026-11-25', audioUrl: catalogue[1]!.audioUrl, device: 'desktop' as const, downloads: 3 },
    { day: '2026-11-26', audioUrl: catalogue[0]!.audioUrl, device: null, downloads: 1 },
  ];
  // The rolled-up part and the recent part of the counts, joined as the use case joins them.
  const rolledUp = downloadCountsOf({ byApp: daily.filter(({ day }) => day < '2026-11-26'), byCountry: byCountry.filter(({ day }) => day < '2026-11-26'), byDevice: byDevice.filter(({ day }) => day < '2026-11-26'), listeners: [] }, period);
  const recent = downloadCountsOf({ byApp: daily.filter(({ day }) => day >= '2026-11-26'), byCountry: byCountry.filter(({ day }) => day >= '2026-11-26'), byDevice: byDevice.filter(({ day }) => day >= '2026-11-26'), listeners: [] }, period);
  const monthly = [
    { month: '2026-10', listeners: 40 },
    { month: '2026-11', listeners: 7 },
  ];
  const dashboard = downloadDashboard(joinDownloadCounts(rolledUp, recent), catalogue, period, '2026-11-27', dayOf, monthly);

  it("counts the period's days with their release markers and its apps", () => {
    expect(dashboard.total).toBe(10);
    expect(dashboard.byDay.find(({ date }) => date === '2026-11-25')).toEqual({ date: '2026-11-25', downloads: 3, releases: [2] });
    expect(dashboard.byDay).toHaveLength(7);
    expect(dashboard.byApp).toEqual([
      { app: 'Apple Podcasts', downloads: 8 },
      { app: 'Spotify', downloads: 2 },
    ]);
  });

  it('gives each released episode its milestones from every day, newest release first, an unreleased one left out', () => {
    expect(dashboard.byEpisode.map(({ episodeId }) => episodeId)).toEqual([2, 1]);
    const [recent, old] = dashboard.byEpisode;
    expect(recent).toMatchObject({ releaseDay: '2026-11-25', inPeriod: 9, allTime: 9, milestones: { 1: 3, 3: 9, 7: null, 30: null, 90: null }, cumulative: [3, 9, 9] });
    expect(old).toMatchObject({ inPeriod: 1, allTime: 16, milestones: { 1: 10, 3: 15, 7: 15, 30: 15, 90: 15 } });
    expect(dashboard.pacingEpisodeIds).toEqual([2, 1]);
  });
});

describe('downloadDashboard: listeners', () => {
  const dashboard = (counts: Parameters<typeof downloadCountsOf>[0], monthly: { month: string; listeners: number }[] = []) =>
    downloadDashboard(downloadCountsOf(counts, period), catalogue, period, '2026-11-27', dayOf, monthly);
  const empty = { byApp: [], byCountry: [], byDevice: [], listeners: [] };

  it("ranks the period's countries and devices by downloads, the unknown last among equals, episode audio only", () => {
    const counts = {
      ...empty,
      byCountry: [
        { day: '2026-11-26', audioUrl: catalogue[1]!.audioUrl, country: 'AU', downloads: 4 },
        { day: '2026-11-25', audioUrl: catalogue[0]!.audioUrl, country: 'AU', downloads: 1 },
        { day: '2026-11-26', audioUrl: catalogue[1]!.audioUrl, country: null, downloads: 2 },
        { day: '2026-11-25', audioUrl: catalogue[1]!.audioUrl, country: 'NZ', downloads: 2 },
        { day: '2026-11-26', audioUrl: '/media/jingle.mp3', country: 'FR', downloads: 50 },
        { day: '2026-06-01', audioUrl: catalogue[0]!.audioUrl, country: 'GB', downloads: 10 },
      ],
      byDevice: [
        { day: '2026-11-26', audioUrl: catalogue[1]!.audioUrl, device: 'mobile' as const, downloads: 6 },
        { day: '2026-11-25', audioUrl: catalogue[1]!.audioUrl, device: 'desktop' as const, downloads: 3 },
        { day: '2026-11-26', audioUrl: catalogue[0]!.audioUrl, device: null, downloads: 3 },
      ],
    };
    expect(dashboard(counts).countries).toEqual([
      { country: 'AU', downloads: 5 },
      { country: 'NZ', downloads: 2 },
      { country: null, downloads: 2 },
    ]);
    expect(dashboard(counts).devices).toEqual([
      { device: 'mobile', downloads: 6 },
      { device: 'desktop', downloads: 3 },
      { device: null, downloads: 3 },
    ]);
  });

  it('gives each month asked its unique listeners, the current one as so far', () => {
    expect(
      dashboard(empty, [
        { month: '2026-10', listeners: 40 },
        { month: '2026-11', listeners: 7 },
      ]).monthlyUniqueListeners,
    ).toEqual([
      { month: '2026-10', listeners: 40, soFar: false },
      { month: '2026-11', listeners: 7, soFar: true },
    ]);
  });
});
