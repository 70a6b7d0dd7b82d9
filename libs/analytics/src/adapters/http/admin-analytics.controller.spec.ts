import { jest } from '@jest/globals';
import { AnalyticsCalendar } from '../../domain/index.js';
import { FixedContentCounts, InMemoryPageViews, InMemoryPeriodTraffic, ManualBufferTimers } from '../../testing/index.js';
import { GetAnalytics, GetDownloads, GetPeriodAnalytics, GetRealtimeVisitors, PageViewBuffer } from '../../application/index.js';
import { AdminAnalyticsController } from './admin-analytics.controller.js';

const noDownloads = { total: 0, byEpisode: [], byDay: [], byApp: [] };

const setUp = () => {
  const calendar = new AnalyticsCalendar('UTC');
  const pageViews = new InMemoryPageViews();
  const buffer = new PageViewBuffer(pageViews, new ManualBufferTimers());
  const counts = new FixedContentCounts({ episodes: 0, socialMediaPosts: 0, newsletterSubscribers: 0, contactMessages: 0 });
  const getAnalytics = new GetAnalytics(calendar, pageViews, new GetPeriodAnalytics(calendar, new InMemoryPeriodTraffic(pageViews), buffer), counts, counts);
  // The downloads' own reads are tested with their adapters; here only whether the controller starts one.
  const readDownloads = jest.fn(async () => noDownloads);
  const getDownloads = { execute: readDownloads } as unknown as GetDownloads;
  const controller = new AdminAnalyticsController(getAnalytics, getDownloads, {} as GetRealtimeVisitors);
  return { controller, readDownloads };
};

describe(AdminAnalyticsController.name, () => {
  it('reads the figures and the downloads of a good request', async () => {
    const { controller, readDownloads } = setUp();
    const response = await controller.analytics({ period: '7d' });
    expect(response.downloads.total).toBe(0);
    expect(readDownloads).toHaveBeenCalledTimes(1);
  });

  it.each([{ period: 'nonsense' }, { period: 'custom', from: '2026-03-02', to: '2026-03-01' }, { filter: 'colour:red' }])(
    'refuses %p before the downloads are read',
    async (query) => {
      const { controller, readDownloads } = setUp();
      await expect(controller.analytics(query)).rejects.toMatchObject({ fieldErrors: expect.any(Array) });
      expect(readDownloads).not.toHaveBeenCalled();
    },
  );
});
