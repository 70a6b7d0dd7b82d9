import { checkPlatformText, countCharacters, countHashtags, PLATFORM_LIMITS } from './platform-limits.js';
import { SOCIAL_PLATFORMS } from './social-platform.js';

const words = (count: number): string => 'a'.repeat(count);
const hashtags = (count: number): string => Array.from({ length: count }, (_, index) => `#money${index}`).join(' ');
const LONG_URL = 'https://harmony.example.com/episodes/42-spender-meets-saver?utm_source=x&utm_medium=social';

describe('PLATFORM_LIMITS', () => {
  it('holds the limits of every platform a post may be for', () => {
    expect(Object.keys(PLATFORM_LIMITS).sort()).toEqual([...SOCIAL_PLATFORMS].sort());
    expect(PLATFORM_LIMITS).toEqual({
      twitter: { name: 'X', characters: 280, linkCharacters: 23, hashtags: null },
      instagram: { name: 'Instagram', characters: 2200, linkCharacters: null, hashtags: 30 },
      linkedin: { name: 'LinkedIn', characters: 3000, linkCharacters: null, hashtags: null },
      facebook: { name: 'Facebook', characters: 63206, linkCharacters: null, hashtags: null },
      mastodon: { name: 'Mastodon', characters: 500, linkCharacters: null, hashtags: null },
      bluesky: { name: 'Bluesky', characters: 300, linkCharacters: null, hashtags: null },
      webhook: { name: 'Webhook', characters: 5000, linkCharacters: null, hashtags: null },
    });
    expect(Object.isFrozen(PLATFORM_LIMITS.twitter)).toBe(true);
  });
});

describe('X (twitter): 280 characters, every link counted as 23', () => {
  it.each([
    [279, true],
    [280, true],
    [281, false],
  ])('%i plain characters fit: %s', (length, fits) => {
    const check = checkPlatformText('twitter', words(length));
    expect(check.characters).toEqual({ used: length, limit: 280 });
    expect(check.broken.length === 0).toBe(fits);
  });

  it('counts a link as 23 whatever its length', () => {
    expect(LONG_URL.length).toBeGreaterThan(23);
    expect(countCharacters('twitter', LONG_URL)).toBe(23);
    expect(countCharacters('twitter', 'https://x.co')).toBe(23);
    expect(countCharacters('twitter', `Listen: ${LONG_URL}`)).toBe('Listen: '.length + 23);
    // X links a bare domain too, and counts it the same.
    expect(countCharacters('twitter', 'harmony.example.com/ep/42')).toBe(23);
  });

  it.each([
    [255, 279, true],
    [256, 280, true],
    [257, 281, false],
  ])('%i characters, a space and a long link weigh %i: fits %s', (length, weighted, fits) => {
    const check = checkPlatformText('twitter', `${words(length)} ${LONG_URL}`);
    expect(check.characters).toEqual({ used: weighted, limit: 280 });
    expect(check.broken.length === 0).toBe(fits);
  });

  it('counts a text of 281 raw characters that holds a link as what X counts (it fits)', () => {
    const text = `${words(150)} ${LONG_URL} ${words(40)}`;
    expect(text.length).toBeGreaterThan(280);
    expect(checkPlatformText('twitter', text)).toMatchObject({ characters: { used: 150 + 1 + 23 + 1 + 40 }, broken: [] });
  });

  it('weighs an emoji and a CJK character as 2, as X does', () => {
    expect(countCharacters('twitter', '💸')).toBe(2);
    expect(countCharacters('twitter', '家計')).toBe(4);
    expect(countCharacters('twitter', 'café')).toBe(4);
  });

  it('names the rule, the limit and the count when a post is too long', () => {
    expect(checkPlatformText('twitter', `${words(257)} ${LONG_URL}`).broken).toEqual([
      { rule: 'characters', used: 281, limit: 280, message: 'X allows at most 280 characters in a post, each link counted as 23: this one has 281.' },
    ]);
  });

  it('sets no hashtag cap', () => {
    expect(checkPlatformText('twitter', hashtags(31)).hashtags).toBeNull();
  });
});

describe('Instagram: 2,200 characters and at most 30 hashtags', () => {
  it.each([
    [2199, true],
    [2200, true],
    [2201, false],
  ])('%i characters fit: %s', (length, fits) => {
    const check = checkPlatformText('instagram', words(length));
    expect(check.characters).toEqual({ used: length, limit: 2200 });
    expect(check.broken.length === 0).toBe(fits);
  });

  it('counts a link as its own characters (Instagram does not shorten links)', () => {
    expect(countCharacters('instagram', LONG_URL)).toBe(LONG_URL.length);
  });

  it.each([
    [29, true],
    [30, true],
    [31, false],
  ])('%i hashtags fit: %s', (count, fits) => {
    const check = checkPlatformText('instagram', `Talk money tonight. ${hashtags(count)}`);
    expect(check.hashtags).toEqual({ used: count, limit: 30 });
    expect(check.broken.length === 0).toBe(fits);
  });

  it('names each broken rule, characters first', () => {
    const text = `${words(2200)} ${hashtags(31)}`;
    expect(checkPlatformText('instagram', text).broken).toEqual([
      { rule: 'characters', used: text.length, limit: 2200, message: `Instagram allows at most 2,200 characters in a post: this one has ${text.length.toLocaleString('en-AU')}.` },
      { rule: 'hashtags', used: 31, limit: 30, message: 'Instagram allows at most 30 hashtags in a post: this one has 31.' },
    ]);
  });

  it('counts every hashtag occurrence, and only real hashtags', () => {
    expect(countHashtags('#budget #Budget #budget')).toBe(3);
    expect(countHashtags('Learn C# at https://example.com/page#section, 100% #1 #money_talks #ÉpargneEnCouple')).toBe(2);
  });
});

describe.each([
  ['linkedin', 'LinkedIn', 3000],
  ['facebook', 'Facebook', 63206],
] as const)('%s: %s allows %i characters', (platform, name, limit) => {
  it.each([
    [limit - 1, true],
    [limit, true],
    [limit + 1, false],
  ])('%i characters fit: %s', (length, fits) => {
    const check = checkPlatformText(platform, words(length));
    expect(check).toMatchObject({ platform, characters: { used: length, limit }, hashtags: null });
    expect(check.broken.length === 0).toBe(fits);
  });

  it('says so with the count when a post is too long', () => {
    expect(checkPlatformText(platform, words(limit + 1)).broken[0]?.message).toBe(
      `${name} allows at most ${limit.toLocaleString('en-AU')} characters in a post: this one has ${(limit + 1).toLocaleString('en-AU')}.`,
    );
  });

  it('counts an emoji as 2, the stricter count, and a link as its own characters', () => {
    expect(countCharacters(platform, '💸')).toBe(2);
    expect(countCharacters(platform, LONG_URL)).toBe(LONG_URL.length);
  });
});
