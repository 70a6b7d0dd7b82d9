import { listUnsubscribeHeaders } from './list-unsubscribe-headers.js';

describe(listUnsubscribeHeaders.name, () => {
  it('names the one-click address first, then a mailto, and says the POST is one click (RFC 8058)', () => {
    expect(listUnsubscribeHeaders('https://podcast.example/api/newsletter/unsubscribe?token=u.1.abc', 'hello@podcast.example')).toEqual({
      'List-Unsubscribe': '<https://podcast.example/api/newsletter/unsubscribe?token=u.1.abc>, <mailto:hello@podcast.example?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('refuses what is not an http(s) address or one email address', () => {
    expect(() => listUnsubscribeHeaders('javascript:alert(1)', 'hello@podcast.example')).toThrow(/http/);
    expect(() => listUnsubscribeHeaders('https://podcast.example/u', 'a@b.example>, <https://evil.example')).toThrow(/email address/);
  });
});
