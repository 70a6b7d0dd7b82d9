import { USER_AGENT_CACHE, UaParserUserAgents } from './ua-parser-user-agents.js';
import { MmdbCountryLookup } from './mmdb-country-lookup.js';

const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SAFARI_ON_IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const SAMSUNG_TV = 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36';

describe(UaParserUserAgents.name, () => {
  const userAgents = new UaParserUserAgents();

  it.each([
    [CHROME_ON_ANDROID, { device: 'mobile', browser: 'Chrome', os: 'Android' }],
    [SAFARI_ON_IPHONE, { device: 'mobile', browser: 'Mobile Safari', os: 'iOS' }],
    [SAFARI_ON_IPAD, { device: 'tablet', browser: 'Mobile Safari', os: 'iOS' }],
    [CHROME_ON_WINDOWS, { device: 'desktop', browser: 'Chrome', os: 'Windows' }],
    [FIREFOX_ON_LINUX, { device: 'desktop', browser: 'Firefox', os: 'Linux' }],
    [SAFARI_ON_MAC, { device: 'desktop', browser: 'Safari', os: 'Mac OS' }],
    [SAMSUNG_TV, { device: 'tv', browser: expect.any(String), os: 'Tizen' }],
    ['', { device: null, browser: null, os: null }],
    ['curl-ish thing/1.0', { device: null, browser: null, os: null }],
  ])('describes %p', (userAgent, client) => {
    expect(userAgents.describe(userAgent)).toEqual(client);
  });

  it('answers a user agent seen before from its cache, and keeps the cache bounded', () => {
    const cached = new UaParserUserAgents();
    const first = cached.describe(CHROME_ON_ANDROID);
    expect(cached.describe(CHROME_ON_ANDROID)).toBe(first);
    for (let n = 0; n <= USER_AGENT_CACHE.entries; n += 1) cached.describe(`${CHROME_ON_WINDOWS} n/${n}`);
    // Pushed out by the newer ones: parsed again, the same answer in a new object.
    const again = cached.describe(CHROME_ON_ANDROID);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('takes a user agent longer than the whole cache without keeping it', () => {
    const huge = `${CHROME_ON_WINDOWS} ${'x'.repeat(USER_AGENT_CACHE.characters)}`;
    expect(userAgents.describe(huge)).toEqual({ device: 'desktop', browser: 'Chrome', os: 'Windows' });
  });
});

describe(MmdbCountryLookup.name, () => {
  const countries = new MmdbCountryLookup();

  it.each([
    ['81.2.69.142', 'GB'],
    ['133.11.0.1', 'JP'],
    ['::ffff:133.11.0.1', 'JP'],
    ['2001:200::1', 'JP'],
    ['2001:67c:2e8::2', 'NL'],
    ['2a01:4f8::1', 'DE'],
  ])('places the public address %p in %p, from the database the package ships', (address, country) => {
    expect(countries.countryOf(address)).toBe(country);
  });

  it.each(['10.0.0.1', '192.168.1.10', '172.16.0.1', '127.0.0.1', '::1', 'fd00::1', 'fe80::1%eth0', '203.0.113.7', '0.0.0.0', '', 'not an address', '999.1.1.1'])(
    'places %p nowhere: private, loopback, reserved or not an address',
    (address) => {
      expect(countries.countryOf(address)).toBeNull();
    },
  );
});
