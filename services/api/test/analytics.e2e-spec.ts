import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { TEST_ADMIN_PASSWORD, useTestApp } from './test-app.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ANALYTICS_TABLES = ['analytics', 'analytics_daily', 'analytics_daily_pages', 'analytics_daily_referrers', 'analytics_daily_visitors', 'analytics_salts'];
const BEACON_TYPE = 'text/plain;charset=UTF-8';

const problemOf = (response: Response) => JSON.parse(response.text);
const sessionCookieOf = (response: Response): string => [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('harmony_session='))!.split(';')[0]!;
/** The UTC day `days` before today (the default ANALYTICS_TIME_ZONE). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The page-view beacon as the shell sends it: navigator.sendBeacon with a JSON string, so text/plain. */
describe('POST /api/analytics/pageview', () => {
  const { http, app } = useTestApp({ PAGE_VIEW_RATE_LIMIT: '1000' });
  const database = () => app().app.get(DataSource);
  let cookie: string;

  beforeAll(async () => {
    cookie = sessionCookieOf(await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200));
  });

  const beacon = (body: unknown, userAgent = CHROME) =>
    http().post('/api/analytics/pageview').set('Content-Type', BEACON_TYPE).set('User-Agent', userAgent).send(typeof body === 'string' ? body : JSON.stringify(body));
  /** What is stored, once the dashboard's read has written what the API still held. */
  const stored = async () => {
    await http().get('/api/admin/analytics').set('Cookie', cookie).expect(200);
    return database().query(`SELECT "page_url", "referrer" FROM "analytics" ORDER BY "id"`);
  };

  it('counts a beacon answered ahead of Express (a bare 204) and one that goes the long way (a query string: through Express and the controller) alike', async () => {
    const before = (await stored()).length;
    const early = await beacon({ pageUrl: '/workshop', referrer: '' }).expect(204);
    // helmet runs on every answer Express gives: its headers tell which way the beacon went.
    expect(early.headers['content-security-policy']).toBeUndefined();
    const late = await http().post('/api/analytics/pageview?via=express').set('Content-Type', BEACON_TYPE).set('User-Agent', CHROME).send(JSON.stringify({ pageUrl: '/workshop', referrer: '' })).expect(204);
    expect(late.headers['content-security-policy']).toBeDefined();
    expect((await stored()).slice(before)).toEqual([
      { page_url: '/workshop', referrer: null },
      { page_url: '/workshop', referrer: null },
    ]);
  });

  it('says in its API documentation that a 204 is not yet stored, and what a kill loses', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body;
    expect(document.paths['/api/analytics/pageview'].post.description).toContain(
      'Durability: the 204 means accepted, not yet stored. Views are written in batches, at the latest 250 ms after they arrive: ' +
        'a shutdown (SIGTERM) writes the waiting ones first, but a process killed outright (kill -9, a crash, a power cut) loses what it had not written yet.',
    );
  });

  it('counts a beacon sent as text/plain JSON: 204, keeping the path and the referring site only', async () => {
    const before = (await stored()).length;
    const response = await beacon({ pageUrl: '/episode/4?utm_source=newsletter&email=ann%40example.com#listen', referrer: 'https://www.google.com/search?q=money' }).expect(204);
    expect(response.text).toBe('');
    expect((await stored()).slice(before)).toEqual([{ page_url: '/episode/4', referrer: 'google.com' }]);
  });

  it('counts one sent as application/json too, a referrer of this site as direct', async () => {
    const before = (await stored()).length;
    await http().post('/api/analytics/pageview').set('User-Agent', CHROME).send({ pageUrl: '/blog/', referrer: 'http://127.0.0.1/episodes' }).expect(204);
    expect((await stored()).slice(before)).toEqual([{ page_url: '/blog', referrer: null }]);
  });

  it('answers a bot, or a client that names no browser, alike and counts nothing', async () => {
    const before = (await stored()).length;
    await beacon({ pageUrl: '/episodes', referrer: '' }, GOOGLEBOT).expect(204);
    await http().post('/api/analytics/pageview').set('Content-Type', BEACON_TYPE).set('User-Agent', '').send('{"pageUrl":"/episodes"}').expect(204);
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ['no page', {}, 'invalid-page-view'],
    ['an address of another site', { pageUrl: 'https://evil.example/' }, 'invalid-page-view'],
    ['a protocol-relative address', { pageUrl: '//evil.example/' }, 'invalid-page-view'],
    ['a referrer that is no address', { pageUrl: '/', referrer: 'nonsense' }, 'invalid-page-view'],
    ['a page that is not text', { pageUrl: 42 }, 'invalid-request'],
    ['a field it does not know', { pageUrl: '/', ip: '203.0.113.7' }, 'invalid-request'],
    ['a page longer than 2048 characters', { pageUrl: `/${'a'.repeat(2048)}` }, 'invalid-request'],
    ['text that is not JSON', 'pageUrl=/', undefined],
    ['JSON that is not an object', '["/"]', undefined],
  ])('refuses %s with a 400 problem, counting nothing', async (_case, body, code) => {
    const before = (await stored()).length;
    const response = await beacon(body).expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    if (code) expect(problemOf(response).code).toBe(code);
    expect(await stored()).toHaveLength(before);
  });

  it('names the field of a bad page view, with the message a person can read', async () => {
    const response = await beacon({ pageUrl: 'episodes' }).expect(400);
    expect(problemOf(response)).toMatchObject({ status: 400, code: 'invalid-page-view', errors: [{ field: 'pageUrl', message: 'The page address must be a path of this site, starting with "/"' }] });
  });

  it('reads text/plain as JSON on the beacon route only: other routes still refuse it with 415', async () => {
    await http().post('/api/contact').set('Content-Type', BEACON_TYPE).send(JSON.stringify({ name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'Hello' })).expect(415);
  });

  it('keeps no IP address, user agent or cookie in any analytics table', async () => {
    await beacon({ pageUrl: '/workshop', referrer: '' }).set('Cookie', 'tracking=abc123').expect(204);
    await stored();
    for (const table of ANALYTICS_TABLES) {
      const text = JSON.stringify(await database().query(`SELECT * FROM "${table}"`));
      for (const personal of ['127.0.0.1', CHROME, 'Chrome/126', 'abc123']) expect({ table, found: text.includes(personal) }).toEqual({ table, found: false });
    }
  });
});

describe('page views behind a proxy: sources, client and country kept, the address not', () => {
  const { http, app } = useTestApp({ PAGE_VIEW_RATE_LIMIT: '1000', TRUST_PROXY: 'loopback' });
  const database = () => app().app.get(DataSource);

  it("keeps the campaign, the referring site's kind, the device, browser, OS and the country of the forwarded address, and no address", async () => {
    const cookie = sessionCookieOf(await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200));
    await http()
      .post('/api/analytics/pageview')
      .set('Content-Type', BEACON_TYPE)
      .set('User-Agent', CHROME_ON_ANDROID)
      .set('X-Forwarded-For', '133.11.0.1')
      .send(JSON.stringify({ pageUrl: '/episode/4?utm_source=newsletter&utm_medium=email&utm_campaign=june&email=ann%40example.com', referrer: 'https://podcasts.apple.com/au/podcast/x' }))
      .expect(204);
    await http().get('/api/admin/analytics/realtime').set('Cookie', cookie).expect(200);
    const rows = await database().query(`SELECT * FROM "analytics" WHERE "page_url" = '/episode/4'`);
    expect(rows).toEqual([
      expect.objectContaining({
        page_url: '/episode/4',
        referrer: 'podcasts.apple.com',
        referrer_kind: 'podcast',
        source: 'newsletter',
        medium: 'email',
        campaign: 'june',
        device: 'mobile',
        browser: 'Chrome',
        os: 'Android',
        country: 'JP',
      }),
    ]);
    for (const table of ANALYTICS_TABLES) {
      const text = JSON.stringify(await database().query(`SELECT * FROM "${table}"`));
      for (const personal of ['133.11.0.1', '127.0.0.1', CHROME_ON_ANDROID, 'Pixel 8', 'ann%40example.com']) expect({ table, found: text.includes(personal) }).toEqual({ table, found: false });
    }
  });
});

describe('GET /api/admin/analytics/realtime', () => {
  const { http } = useTestApp({ PAGE_VIEW_RATE_LIMIT: '1000' });
  const beacon = (userAgent: string, pageUrl = '/') =>
    http().post('/api/analytics/pageview').set('Content-Type', BEACON_TYPE).set('User-Agent', userAgent).send(JSON.stringify({ pageUrl, referrer: '' })).expect(204);

  it("is the owner's only: 401 problem+json without a session", async () => {
    const response = await http().get('/api/admin/analytics/realtime').expect(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemOf(response)).toMatchObject({ status: 401, code: 'not-signed-in' });
  });

  it('answers the distinct visitors of the last 5 minutes, the page views just sent included, bots not, and no cache keeps it', async () => {
    const cookie = sessionCookieOf(await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200));
    const visitors = async () => {
      const response = await http().get('/api/admin/analytics/realtime').set('Cookie', cookie).expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.body as { visitors: number };
    };
    const before = (await visitors()).visitors;
    // One address, two browsers: two visitors; the same browser again is the same visitor.
    await beacon(CHROME, '/');
    await beacon(CHROME, '/episodes');
    await beacon(FIREFOX, '/blog');
    await beacon(GOOGLEBOT, '/');
    expect(await visitors()).toEqual({ visitors: before + 2 });
  });

  it('is documented in the API document, with its answer and its 401', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body;
    const operation = document.paths['/api/admin/analytics/realtime'].get;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401']));
    expect(document.components.schemas.RealtimeVisitorsResponse.properties.visitors.type).toBe('number');
  });
});

describe('the page-view rate limit', () => {
  const { http } = useTestApp({ PAGE_VIEW_RATE_LIMIT: '2', PAGE_VIEW_RATE_WINDOW_SECONDS: '60' });

  it('refuses page views past the limit from one address with 429 problem+json', async () => {
    for (let view = 0; view < 2; view += 1) await http().post('/api/analytics/pageview').set('User-Agent', CHROME).send({ pageUrl: '/' }).expect(204);
    const limited = await http().post('/api/analytics/pageview').set('User-Agent', CHROME).send({ pageUrl: '/' }).expect(429);
    expect(problemOf(limited)).toMatchObject({ status: 429, code: 'too-many-page-views' });
  });
});

describe('GET /api/admin/analytics', () => {
  const { http, app } = useTestApp({ FORM_RATE_LIMIT: '100' });
  const database = () => app().app.get(DataSource);

  it('answers 401 problem+json without a session', async () => {
    const response = await http().get('/api/admin/analytics').expect(401);
    expect(problemOf(response)).toMatchObject({ status: 401, code: 'not-signed-in' });
  });

  it("answers the SPEC's analytics shape, exactly, from the rollups and today's beacons, never to be cached", async () => {
    // Three days ago and forty days ago, as ingestion writes them: the rows and their rollups.
    const seed: [day: string, statements: string[]][] = [
      [
        daysAgo(3),
        [
          `INSERT INTO "analytics" ("page_url", "referrer", "timestamp") SELECT p, r, $1::date + time '12:00' FROM unnest(ARRAY['/blog', '/blog', '/blog', '/episodes'], ARRAY[NULL, NULL, 'facebook.com', 'facebook.com']) AS t (p, r)`,
          `INSERT INTO "analytics_daily" VALUES ($1::date, 4, 3)`,
          `INSERT INTO "analytics_daily_pages" VALUES ($1::date, '/blog', 3), ($1::date, '/episodes', 1)`,
          `INSERT INTO "analytics_daily_referrers" VALUES ($1::date, '', 2), ($1::date, 'facebook.com', 2)`,
        ],
      ],
      [
        daysAgo(40),
        [
          `INSERT INTO "analytics" ("page_url", "referrer", "timestamp") SELECT '/old', 'old.example', $1::date + time '12:00' FROM generate_series(1, 7)`,
          `INSERT INTO "analytics_daily" VALUES ($1::date, 7, 7)`,
          `INSERT INTO "analytics_daily_pages" VALUES ($1::date, '/old', 7)`,
          `INSERT INTO "analytics_daily_referrers" VALUES ($1::date, 'old.example', 7)`,
        ],
      ],
    ];
    for (const [day, statements] of seed) for (const statement of statements) await database().query(statement, [day]);
    // Today, through the beacon: one visitor, two pages.
    await http().post('/api/analytics/pageview').set('User-Agent', CHROME).send({ pageUrl: '/episodes', referrer: 'https://www.google.com/' }).expect(204);
    await http().post('/api/analytics/pageview').set('User-Agent', CHROME).send({ pageUrl: '/', referrer: '' }).expect(204);
    await http().post('/api/newsletter/subscribe').send({ email: 'ann@example.com' }).expect(200);
    await http().post('/api/contact').send({ name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Loved episode 4.' }).expect(201);
    const cookie = sessionCookieOf(await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200));

    const response = await http().get('/api/admin/analytics').set('Cookie', cookie).expect(200);

    expect(response.headers['cache-control']).toBe('private, no-store');
    const [{ episodes }] = await database().query(`SELECT count(*)::int AS "episodes" FROM "episodes"`);
    const today: { id: string; page_url: string; timestamp: Date }[] = await database().query(`SELECT "id", "page_url", "timestamp" FROM "analytics" WHERE "timestamp" > now() - interval '1 day' ORDER BY "id" DESC`);
    expect(response.body).toEqual({
      totalVisits: 6,
      uniqueVisitors: 4,
      contentStats: { episodes, socialMediaPosts: 0, newsletterSubscribers: 1, contactMessages: 1 },
      topPages: [
        { pageUrl: '/blog', visits: 3 },
        { pageUrl: '/episodes', visits: 2 },
        { pageUrl: '/', visits: 1 },
      ],
      topReferrers: [
        { referrer: 'direct', visits: 3 },
        { referrer: 'facebook.com', visits: 2 },
        { referrer: 'google.com', visits: 1 },
      ],
      recentActivity: [
        { id: Number(today[0]!.id), pageUrl: '/', referrer: null, timestamp: today[0]!.timestamp.toISOString() },
        { id: Number(today[1]!.id), pageUrl: '/episodes', referrer: 'google.com', timestamp: today[1]!.timestamp.toISOString() },
      ],
      dailyVisits: [6, 5, 4, 3, 2, 1, 0].map((days) => ({ date: daysAgo(days), visits: days === 3 ? 4 : days === 0 ? 2 : 0 })),
      // No audio was requested (test/downloads.e2e-spec.ts counts them): 30 days of none.
      downloads: { total: 0, byEpisode: [], byDay: Array.from({ length: 30 }, (_, index) => ({ date: daysAgo(29 - index), downloads: 0 })), byApp: [] },
      // Issue 27: the days the figures cover, named.
      period: { name: '30d', from: daysAgo(29), to: daysAgo(0) },
      // Issue 27: no filter; the same period's visits and breakdowns (test/analytics-periods.e2e-spec.ts).
      filters: [],
      traffic: expect.objectContaining({ firstDay: daysAgo(29), lastDay: daysAgo(0), pageViews: 6, uniqueVisitors: 4 }),
    });
    expect(episodes).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/analytics with a period (issue 27)', () => {
  const { http, app } = useTestApp({ PAGE_VIEW_RATE_LIMIT: '1000' });
  let cookie = '';
  beforeAll(async () => {
    cookie = sessionCookieOf(await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200));
    // The daily rollups as the ingestion keeps them: yesterday, 8 days ago (in the 7 days before the last 7), 40 days ago.
    const dataSource = app().app.get(DataSource);
    for (const [days, visits, visitors] of [[1, 10, 4], [8, 6, 3], [40, 5, 5]] as const) {
      await dataSource.query(`INSERT INTO "analytics_daily" ("day", "visits", "unique_visitors") VALUES ($1, $2, $3)`, [daysAgo(days), visits, visitors]);
    }
  });
  const dashboard = async (query: string) => (await http().get(`/api/admin/analytics${query}`).set('Cookie', cookie).expect(200)).body;

  it('answers the 30 days ending today by default, as before, and names the period', async () => {
    const body = await dashboard('');
    expect(body).toMatchObject({ totalVisits: 16, uniqueVisitors: 7, period: { name: '30d', from: daysAgo(29), to: daysAgo(0) } });
    expect(body.dailyVisits).toHaveLength(7);
    expect(body).not.toHaveProperty('previous');
  });

  it.each([
    ['today', 0, 0],
    ['7d', 6, 10],
    ['30d', 29, 16],
  ])('answers period=%s from %i days ago, every day of it in the chart', async (period, firstDaysAgo, visits) => {
    const body = await dashboard(`?period=${period}`);
    expect(body.period).toEqual({ name: period, from: daysAgo(firstDaysAgo), to: daysAgo(0) });
    expect(body.totalVisits).toBe(visits);
    expect(body.dailyVisits).toHaveLength(firstDaysAgo + 1);
  });

  it('answers month and 12mo from the first of their months', async () => {
    expect((await dashboard('?period=month')).period.from).toBe(`${daysAgo(0).slice(0, 7)}-01`);
    const year = await dashboard('?period=12mo');
    expect(year.period.from.endsWith('-01')).toBe(true);
    expect(year.totalVisits).toBe(21);
  });

  it('compares with the previous period of the same length', async () => {
    const body = await dashboard('?period=7d&compare=previous');
    expect(body).toMatchObject({ totalVisits: 10, uniqueVisitors: 4 });
    // Rollups alone, no page views behind them: no visits to count.
    expect(body.previous).toEqual({ period: { name: '7d', from: daysAgo(13), to: daysAgo(7) }, totalVisits: 6, uniqueVisitors: 3, visits: 0, bounceRate: 0, visitDurationSeconds: 0, viewsPerVisit: 0 });
    const chosen = await dashboard(`?period=custom&from=${daysAgo(40)}&to=${daysAgo(40)}&compare=previous`);
    expect(chosen).toMatchObject({ totalVisits: 5, period: { name: 'custom', from: daysAgo(40), to: daysAgo(40) }, previous: { totalVisits: 0 } });
  });

  it.each([
    ['?period=nonsense', 'period'],
    [`?period=custom&from=${daysAgo(1)}&to=${daysAgo(3)}`, 'from'],
    ['?period=custom&from=2006-01-01&to=2026-01-01', 'to'],
    ['?period=custom&from=2026-02-30&to=2026-03-01', 'from'],
    ['?period=7d&from=2026-01-01', 'from'],
    ['?compare=next', 'compare'],
    ['?filter=colour:red', 'filter'],
    ['?colour=red', 'colour'],
  ])('refuses %s with a 400 problem naming %s', async (query, field) => {
    const response = await http().get(`/api/admin/analytics${query}`).set('Cookie', cookie).expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemOf(response).errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});
