import type { Response } from 'supertest';
import { TEST_ADMIN_PASSWORD, useTestApp } from './test-app.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';

const sessionCookieOf = (response: Response): string => [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('harmony_session='))!.split(';')[0]!;
const today = () => new Date().toISOString().slice(0, 10);

/** Issue 27: the dashboard over a period, compared and filtered. */
describe('GET /api/admin/analytics?period=…&filter=… (visits, breakdowns, filters)', () => {
  const { http } = useTestApp({ PAGE_VIEW_RATE_LIMIT: '1000' });
  let cookie: string;

  beforeAll(async () => {
    cookie = sessionCookieOf(await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200));
    const beacon = (pageUrl: string, userAgent: string, referrer = '') =>
      http().post('/api/analytics/pageview').set('User-Agent', userAgent).send({ pageUrl, referrer }).expect(204);
    await beacon('/episodes?utm_source=newsletter&utm_campaign=spring', CHROME);
    await beacon('/episodes/4', CHROME);
    await beacon('/', CHROME_ON_ANDROID, 'https://www.google.com/');
  });

  const dashboard = (query: string) => http().get(`/api/admin/analytics${query}`).set('Cookie', cookie);

  it('answers the 30 days ending today by default: visits, visitors, sources and campaigns', async () => {
    const { body } = await dashboard('').expect(200);
    expect(body).toMatchObject({ period: { name: '30d' }, filters: [], traffic: { lastDay: today(), pageViews: 3, visits: 2, uniqueVisitors: 2 } });
    expect(body.previous).toBeUndefined();
    expect(body.traffic.breakdowns.kinds).toEqual([{ value: 'direct', pageViews: 2 }, { value: 'search', pageViews: 1 }]);
    expect(body.traffic.breakdowns.campaigns).toEqual([{ value: null, pageViews: 2 }, { value: 'spring', pageViews: 1 }]);
    expect(body.traffic.breakdowns.devices).toEqual([{ value: 'desktop', pageViews: 2 }, { value: 'mobile', pageViews: 1 }]);
    // Chrome's first page was /episodes, its visit's last /episodes/4; the phone's one page both.
    expect(body.traffic.entryPages).toEqual([{ pageUrl: '/', visits: 1 }, { pageUrl: '/episodes', visits: 1 }]);
    expect(body.traffic.exitPages).toEqual([{ pageUrl: '/', visits: 1 }, { pageUrl: '/episodes/4', visits: 1 }]);
  });

  it.each(['today', '7d', '30d', 'month', '12mo'])('answers %p with the previous period of the same length', async (period) => {
    const { body } = await dashboard(`?period=${period}&compare=previous`).expect(200);
    expect(body.period.name).toBe(period);
    expect(body.traffic).toMatchObject({ lastDay: today(), pageViews: 3 });
    expect(body.previous).toMatchObject({ totalVisits: 0, uniqueVisitors: 0, visits: 0, bounceRate: 0, visitDurationSeconds: 0, viewsPerVisit: 0 });
  });

  it('answers a custom period', async () => {
    const { body } = await dashboard(`?period=custom&from=${today()}&to=${today()}`).expect(200);
    expect(body.traffic.pageViews).toBe(3);
  });

  it('filters the whole dashboard, filters composing', async () => {
    const { body } = await dashboard('?period=7d&filter=page:/episodes&filter=utm_source:newsletter').expect(200);
    expect(body).toMatchObject({ filters: ['page:/episodes', 'source:newsletter'], totalVisits: 1, uniqueVisitors: 1, traffic: { pageViews: 1 } });
    expect(body.topPages).toEqual([{ pageUrl: '/episodes', visits: 1 }]);
    expect(body.recentActivity.map((view: { pageUrl: string }) => view.pageUrl)).toEqual(['/episodes']);
    const phone = await dashboard('?filter=device:mobile').expect(200);
    expect(phone.body).toMatchObject({ totalVisits: 1, topReferrers: [{ referrer: 'google.com', visits: 1 }] });
  });

  it.each([
    ['?period=nonsense', 'invalid-analytics-period'],
    ['?period=custom&from=2026-03-02&to=2026-03-01', 'invalid-analytics-period'],
    ['?period=custom&from=2000-01-01&to=2019-12-31', 'invalid-analytics-period'],
    ['?compare=next', 'invalid-request'],
    ['?filter=device:phone', 'invalid-analytics-filter'],
    ['?filter=page:/a&filter=page:/b', 'invalid-analytics-filter'],
    ['?filter=colour:red', 'invalid-analytics-filter'],
  ])('refuses %p: 400 problem+json', async (query, code) => {
    const response = await dashboard(query).expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ status: 400, code });
  });

  it('exports the daily figures as CSV', async () => {
    const response = await http().get('/api/admin/analytics/export?period=7d').set('Cookie', cookie).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="analytics-days-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.text).toBe(`\uFEFFdate,pageViews,visitors\r\n${today()},3,2\r\n`);
  });

  it('exports a breakdown as CSV, filtered', async () => {
    const response = await http().get('/api/admin/analytics/export?period=30d&breakdown=pages&filter=device:desktop').set('Cookie', cookie).expect(200);
    expect(response.text).toBe('\uFEFFvalue,pageViews\r\n/episodes,1\r\n/episodes/4,1\r\n');
  });

  it('refuses an export of a breakdown it does not have: 400 problem+json', async () => {
    const response = await http().get('/api/admin/analytics/export?breakdown=colours').set('Cookie', cookie).expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
