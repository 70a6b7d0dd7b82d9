import { redactRedisUrl } from './redis-url.js';

describe(redactRedisUrl.name, () => {
  it('masks the password and keeps the rest', () => {
    expect(redactRedisUrl('rediss://worker:hunter2@cache.internal:6380/2')).toBe('rediss://worker:***@cache.internal:6380/2');
    expect(redactRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });

  it('never echoes a URL it cannot parse (it might hold a password)', () => {
    expect(redactRedisUrl('not a url :secret@')).toBe('<invalid Redis URL>');
  });
});
