import { loadConfig } from './app-config.js';
import { ConfigError } from './config-slice.js';

describe(loadConfig.name, () => {
  it('defaults to embedded mode on port 3000 with data under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ mode: 'embedded', directory: expect.stringMatching(/data\/pglite$/) });
    expect(config.queue).toEqual({ mode: 'in-process' });
  });

  it('selects PostgreSQL and BullMQ when their URLs are given', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config.database).toEqual({ mode: 'postgres', url: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.queue).toEqual({ mode: 'bullmq', redisUrl: 'redis://127.0.0.1:6379' });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects a malformed %s naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid environment variable ${variable}: .*\\(got "${value}"\\)`));
  });

  it('takes the canonical public address from PUBLIC_URL, without a trailing slash, else localhost on the port', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://podcast.example/' }).publicUrl).toBe('https://podcast.example');
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://podcast.example' })).toThrow(/PUBLIC_URL/);
  });
});
