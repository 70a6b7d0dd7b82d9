import { pageView } from './page-view.js';
import { campaignOf, MAX_CAMPAIGN_TAG_LENGTH, REFERRER_HOST_KINDS, referrerKindOf } from './traffic-source.js';

const SITE = 'harmony.example';

describe(campaignOf.name, () => {
  it('keeps utm_source, utm_medium and utm_campaign, decoded', () => {
    expect(campaignOf('/episode/4?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20launch&email=ann%40example.com#listen')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring launch',
    });
  });

  it.each([
    ['/?ref=producthunt', 'producthunt'],
    ['/?source=podnews', 'podnews'],
    ['/?source=podnews&ref=producthunt', 'producthunt'],
    ['/?ref=producthunt&utm_source=newsletter', 'newsletter'],
    ['/?UTM_Source=Newsletter', 'Newsletter'],
    ['/?utm_source=&ref=reddit', 'reddit'],
    ['/?utm_source=a+b', 'a b'],
    ['/?utm_source=100%', '100%'],
    ['/?utm_source=one&utm_source=two', 'one'],
  ])('takes the source of %p as %p (utm_source, else ref, else source)', (pageUrl, source) => {
    expect(campaignOf(pageUrl).source).toBe(source);
  });

  it.each(['/', '/episodes', '/?q=money&email=ann%40example.com&token=abc', '/#utm_source=fragment', '/?utm_source=%20%0A%20'])('finds no campaign in %p', (pageUrl) => {
    expect(campaignOf(pageUrl)).toEqual({ source: null, medium: null, campaign: null });
  });

  it(`cuts a tag to ${MAX_CAMPAIGN_TAG_LENGTH} characters and drops control characters`, () => {
    expect(campaignOf(`/?utm_campaign=${'x'.repeat(300)}`).campaign).toBe('x'.repeat(MAX_CAMPAIGN_TAG_LENGTH));
    expect(campaignOf('/?utm_medium=e%00mail%0D%0A').medium).toBe('email');
  });
});

describe(referrerKindOf.name, () => {
  it.each([
    [null, 'direct'],
    ['google.com', 'search'],
    ['google.co.uk', 'search'],
    ['google.de', 'search'],
    ['bing.com', 'search'],
    ['duckduckgo.com', 'search'],
    ['search.brave.com', 'search'],
    ['yandex.ru', 'search'],
    ['com.google.android.googlequicksearchbox', 'search'],
    ['facebook.com', 'social'],
    ['l.facebook.com', 'social'],
    ['m.youtube.com', 'social'],
    ['t.co', 'social'],
    ['x.com', 'social'],
    ['news.ycombinator.com', 'social'],
    ['com.instagram.android', 'social'],
    ['podcasts.apple.com', 'podcast'],
    ['open.spotify.com', 'podcast'],
    ['overcast.fm', 'podcast'],
    ['pca.st', 'podcast'],
    ['music.youtube.com', 'podcast'],
    ['au.com.shiftyjelly.pocketcasts', 'podcast'],
    ['mail.google.com', 'other'],
    ['docs.google.com', 'other'],
    ['apple.com', 'other'],
    ['spotify.com', 'other'],
    ['notfacebook.com', 'other'],
    ['facebook.com.evil.example', 'other'],
    ['com.google.android.gm', 'other'],
    ['blog.example.org', 'other'],
    ['localhost', 'other'],
  ])('counts %p as %p', (host, kind) => {
    expect(referrerKindOf(host)).toBe(kind);
  });

  it('lists each host under one kind only, in lower case', () => {
    const hosts = Object.values(REFERRER_HOST_KINDS).flat();
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(hosts.every((host) => host === host.toLowerCase())).toBe(true);
  });
});

describe('pageView: sources', () => {
  it('keeps the campaign tags and drops every other query key: the path has no query string', () => {
    expect(pageView({ pageUrl: '/episode/4?utm_source=newsletter&utm_medium=email&utm_campaign=june&email=ann%40example.com&fbclid=x1', referrer: '' }, SITE)).toEqual({
      pageUrl: '/episode/4',
      referrer: null,
      referrerKind: 'direct',
      source: 'newsletter',
      medium: 'email',
      campaign: 'june',
    });
  });

  it("takes the referring site's host as the source when the address names none, and classifies it", () => {
    expect(pageView({ pageUrl: '/episodes?q=money', referrer: 'https://www.google.com/search?q=money+and+marriage' }, SITE)).toEqual({
      pageUrl: '/episodes',
      referrer: 'google.com',
      referrerKind: 'search',
      source: 'google.com',
      medium: null,
      campaign: null,
    });
    expect(pageView({ pageUrl: '/', referrer: 'android-app://com.google.android.gm/' }, SITE)).toMatchObject({ referrer: 'com.google.android.gm', referrerKind: 'other', source: 'com.google.android.gm' });
  });

  it('keeps the campaign source over the referring host, and the referrer with its own kind', () => {
    expect(pageView({ pageUrl: '/?utm_source=instagram-bio', referrer: 'https://l.instagram.com/' }, SITE)).toMatchObject({ referrer: 'l.instagram.com', referrerKind: 'social', source: 'instagram-bio' });
  });

  it('counts a referrer on this site as direct, without a source', () => {
    expect(pageView({ pageUrl: '/blog', referrer: 'https://harmony.example/episodes' }, SITE)).toMatchObject({ referrer: null, referrerKind: 'direct', source: null });
  });
});
