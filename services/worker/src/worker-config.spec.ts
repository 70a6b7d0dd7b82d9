import { ConfigError } from '@harmony/platform';
import { loadWorkerConfig } from './worker-config.js';

describe(loadWorkerConfig.name, () => {
  const database = { DATABASE_URL: 'postgres://harmony@db:5432/harmony' };

  it('takes the Redis URL from REDIS_URL and the database from DATABASE_URL', () => {
    const config = loadWorkerConfig({ REDIS_URL: 'redis://127.0.0.1:6379', ...database });
    expect(config.queue).toEqual({ mode: 'bullmq', redisUrl: 'redis://127.0.0.1:6379' });
    expect(config.database).toEqual({ mode: 'postgres', url: 'postgres://harmony@db:5432/harmony' });
  });

  it('locks a running job for 30 s unless JOB_LOCK_SECONDS says otherwise', () => {
    expect(loadWorkerConfig({ REDIS_URL: 'redis://r', ...database }).jobLockMs).toBe(30_000);
    expect(loadWorkerConfig({ REDIS_URL: 'redis://r', ...database, JOB_LOCK_SECONDS: '5' }).jobLockMs).toBe(5_000);
    expect(() => loadWorkerConfig({ REDIS_URL: 'redis://r', ...database, JOB_LOCK_SECONDS: '0' })).toThrow(/JOB_LOCK_SECONDS/);
  });

  it('runs one job at a time unless WORKER_CONCURRENCY says otherwise', () => {
    expect(loadWorkerConfig({ REDIS_URL: 'redis://r', ...database }).jobConcurrency).toBe(1);
    expect(loadWorkerConfig({ REDIS_URL: 'redis://r', ...database, WORKER_CONCURRENCY: '8' }).jobConcurrency).toBe(8);
    expect(() => loadWorkerConfig({ REDIS_URL: 'redis://r', ...database, WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
  });

  it('refuses to start without REDIS_URL, naming it', () => {
    expect(() => loadWorkerConfig(database)).toThrow(ConfigError);
    expect(() => loadWorkerConfig(database)).toThrow(/^Invalid environment variable REDIS_URL: missing\. The worker consumes jobs from BullMQ on Redis/);
  });

  it('refuses to start without DATABASE_URL, naming it: it stores what it generates in the API’s database', () => {
    expect(() => loadWorkerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/^Invalid environment variable DATABASE_URL: missing\. The worker stores/);
  });

  it('passes on the config errors of the shared schema', () => {
    expect(() => loadWorkerConfig({ REDIS_URL: 'http://cache', ...database })).toThrow(/REDIS_URL/);
  });
});
