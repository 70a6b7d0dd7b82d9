import { AnalyticsCalendar } from './analytics-calendar.js';
import { downloadDashboard } from './download-dashboard.js';

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

describe('downloadDashboard', () => {
  const daily = [row('2026-06-01', 1, 10), row('2026-06-02', 1, 5), row('2026-11-26', 1, 1), row('2026-11-25', 2, 3), row('2026-11-26', 2, 4), row('2026-11-26', 2, 2, 'Spotify' as never)];
  const dashboard = downloadDashboard(daily, catalogue, { name: '7d', firstDay: '2026-11-21', lastDay: '2026-11-27' }, '2026-11-27', dayOf);

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
