import { ConfigError } from '@harmony/platform';
import { loadWorkerConfig } from './worker-config.js';

describe(loadWorkerConfig.name, () => {
  it('takes the Redis URL from REDIS_URL', () => {
    expect(loadWorkerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).queue).toEqual({ mode: 'bullmq', redisUrl: 'redis://127.0.0.1:6379' });
  });

  it('refuses to start without REDIS_URL, naming it', () => {
    expect(() => loadWorkerConfig({})).toThrow(ConfigError);
    expect(() => loadWorkerConfig({})).toThrow(/^Invalid environment variable REDIS_URL: missing\. The worker consumes jobs from BullMQ on Redis/);
  });

  it('passes on the config errors of the shared schema', () => {
    expect(() => loadWorkerConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  });
});
