import request from 'supertest';
import { deleteQueueKeys, missingRedisMessage, redisTestTarget, uniqueQueuePrefix } from '@harmony/platform/testing';
import { startTestApp, TEST_ADMIN_PASSWORD, TEST_APP_START_TIMEOUT_MS, type TestApp } from './test-app.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const redis = redisTestTarget();

/** Two API processes behind one load balancer: one database each here, one Redis, one count per visitor. */
(redis.available || redis.required ? describe : describe.skip)('rate limits shared by every API process through Redis (TEST_REDIS_URL)', () => {
  const rateLimitPrefix = uniqueQueuePrefix();
  const processes: TestApp[] = [];
  const http = (index: 0 | 1) => request(processes[index]!.app.getHttpServer());

  beforeAll(async () => {
    if (!redis.available) throw new Error(missingRedisMessage);
    const environment = { REDIS_URL: redis.url, LOGIN_RATE_LIMIT: '4', PAGE_VIEW_RATE_LIMIT: '3', FORM_RATE_LIMIT: '2' };
    processes.push(await startTestApp(environment, { rateLimitPrefix }), await startTestApp(environment, { rateLimitPrefix }));
  }, TEST_APP_START_TIMEOUT_MS);
  afterAll(async () => {
    for (const process of processes) await process.close();
    if (redis.available) await deleteQueueKeys(redis.url, rateLimitPrefix);
  });

  it('counts failed sign-ins on either process against one limit, then both refuse with the same problem+json', async () => {
    await http(0).post('/api/auth/login').send({ password: 'wrong 1' }).expect(401);
    await http(1).post('/api/auth/login').send({ password: 'wrong 2' }).expect(401);
    await http(0).post('/api/auth/login').send({ password: 'wrong 3' }).expect(401);
    await http(1).post('/api/auth/login').send({ password: 'wrong 4' }).expect(401);

    for (const index of [0, 1] as const) {
      const limited = await http(index).post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(429);
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(limited.body).toEqual({
        type: expect.any(String),
        title: expect.any(String),
        status: 429,
        code: 'too-many-sign-in-attempts',
        detail: 'Too many failed sign-ins from your network. Please wait a few minutes and try again.',
        instance: '/api/auth/login',
      });
    }
  });

  it('counts page views (the beacon’s fast path) and form submissions on either process against one limit', async () => {
    const beacon = (index: 0 | 1) => http(index).post('/api/analytics/pageview').set('User-Agent', CHROME).send({ pageUrl: '/' });
    await beacon(0).expect(204);
    await beacon(1).expect(204);
    await beacon(0).expect(204);
    expect((await beacon(1).expect(429)).body).toMatchObject({ status: 429, code: 'too-many-page-views' });

    const message = (index: 0 | 1) => http(index).post('/api/contact').send({ name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'From the other process' });
    await message(0).expect(201);
    await message(1).expect(201);
    expect((await message(0).expect(429)).body).toMatchObject({ code: 'too-many-submissions' });
    // Each form keeps its own budget, in Redis too.
    await http(1).post('/api/newsletter/subscribe').send({ email: 'ann@example.com' }).expect(200);
  });
});
