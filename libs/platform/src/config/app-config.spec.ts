import { loadConfig, plainHttpWarning } from './app-config.js';
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

  it('takes SECRETS_KEY as given (never repeating it in an error), else keeps a generated one under DATA_DIR', () => {
    expect(loadConfig({ SECRETS_KEY: 'k'.repeat(32) }).secretsKey).toEqual({ mode: 'given', value: 'k'.repeat(32) });
    expect(loadConfig({ DATA_DIR: '/srv/harmony' }).secretsKey).toEqual({ mode: 'generated', file: '/srv/harmony/secrets.key' });
    expect(() => loadConfig({ SECRETS_KEY: 'too-short-to-be-a-key' })).toThrow(/^Invalid environment variable SECRETS_KEY: expected at least 32 characters[^"]*$/);
  });

  it('requires SECRETS_KEY in production on its own database, where processes must share it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' })).toThrow(/SECRETS_KEY: missing/);
    expect(loadConfig({ NODE_ENV: 'production' }).secretsKey.mode).toBe('generated');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).secretsKey.mode).toBe('generated');
  });

  it('takes the canonical public address from PUBLIC_URL, without a trailing slash, else localhost on the port', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://podcast.example/' }).publicUrl).toBe('https://podcast.example');
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://podcast.example' })).toThrow(/PUBLIC_URL/);
  });

  it('serves over HTTPS only when PUBLIC_URL says https, whatever NODE_ENV', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://podcast.example' }).https).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://192.168.1.20:3000' }).https).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).https).toBe(false);
  });

  it('warns about plain HTTP on a network address, not over HTTPS nor on loopback', () => {
    const warningFor = (PUBLIC_URL?: string) => plainHttpWarning(loadConfig({ NODE_ENV: 'production', ...(PUBLIC_URL ? { PUBLIC_URL } : {}) }));
    expect(warningFor('http://192.168.1.20:3000')).toMatch(/^PUBLIC_URL is http:\/\/192\.168\.1\.20:3000: .*without Secure.*https:\/\//);
    expect(warningFor('http://podcast.lan')).toMatch(/plain HTTP/);
    for (const quiet of [undefined, 'https://podcast.example', 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://harmony.localhost']) {
      expect(warningFor(quiet)).toBeNull();
    }
  });

  it('trusts X-Forwarded-For from loopback only, by default', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['0', 0],
    ['false', false],
    ['172.18.0.0/16', ['172.18.0.0/16']],
    ['loopback, 10.0.0.2, fd00::/8', ['loopback', '10.0.0.2', 'fd00::/8']],
    ['uniquelocal', ['uniquelocal']],
  ])('takes TRUST_PROXY=%s in Express’s forms', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', 'loopback,', 'proxy.example'])('refuses TRUST_PROXY=%s naming the variable and its forms', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(new RegExp(`^Invalid environment variable TRUST_PROXY: .*\\(got "${value.replace(/[.]/g, '\\.')}"\\)`));
  });

  it('explains why TRUST_PROXY=true is refused', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/written by anyone.*number of proxies/);
  });
});
