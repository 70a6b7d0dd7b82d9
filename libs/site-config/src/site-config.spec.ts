import { defaultSiteConfig, listeningLinks, pageTitle, siteConfigFromEnvironment, SiteSettingError, socialLinks } from './site-config.js';

describe('site configuration', () => {
  it('gives the SPEC page title for the product', () => {
    expect(pageTitle(defaultSiteConfig)).toBe('Money Together Podcast | Financial Harmony for Couples');
  });

  it('carries the SPEC statistics: 19+ episodes and a 5★ rating, three cards', () => {
    expect(defaultSiteConfig.stats).toHaveLength(3);
    expect(defaultSiteConfig.stats.map((stat) => stat.value)).toEqual(expect.arrayContaining(['19+', '5★']));
  });

  it('lets the environment rename the product everywhere it is named', () => {
    const config = siteConfigFromEnvironment({ SITE_PRODUCT_NAME: ' Wealthy Together ', SITE_CONTACT_EMAIL: 'hi@example.com' });
    expect(config.productName).toBe('Wealthy Together');
    expect(config.description).toMatch(/^Wealthy Together helps couples/);
    expect(config.contactEmail).toBe('hi@example.com');
    expect(siteConfigFromEnvironment({ SITE_PRODUCT_NAME: '  ' })).toEqual(defaultSiteConfig);
  });

  it('links a way to support the show only when the environment names one', () => {
    expect(defaultSiteConfig.funding).toBeUndefined();
    expect(siteConfigFromEnvironment({ SITE_FUNDING_URL: ' https://support.example/us ' }).funding).toEqual({ url: 'https://support.example/us', label: 'Support the show' });
    expect(siteConfigFromEnvironment({ SITE_FUNDING_URL: 'https://support.example/us', SITE_FUNDING_LABEL: 'Buy us a coffee' }).funding?.label).toBe('Buy us a coffee');
    expect(siteConfigFromEnvironment({ SITE_FUNDING_LABEL: 'Buy us a coffee' }).funding).toBeUndefined();
  });

  it('lists only the site feed and no social profile until the owner names them', () => {
    expect(listeningLinks(defaultSiteConfig)).toEqual([{ key: 'rss', label: 'RSS Feed', url: '/rss.xml' }]);
    expect(socialLinks(defaultSiteConfig)).toEqual([]);
  });

  it('takes each listening platform and social profile from its own variable, in the site order, the feed last', () => {
    const config = siteConfigFromEnvironment({
      SITE_YOUTUBE_URL: 'https://www.youtube.com/@show',
      SITE_APPLE_PODCASTS_URL: ' https://podcasts.apple.com/au/podcast/show/id1 ',
      SITE_SPOTIFY_URL: '',
      SITE_TWITTER_URL: 'https://x.com/show',
      SITE_FACEBOOK_URL: 'https://www.facebook.com/show',
    });
    expect(listeningLinks(config)).toEqual([
      { key: 'apple', label: 'Apple Podcasts', url: 'https://podcasts.apple.com/au/podcast/show/id1' },
      { key: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@show' },
      { key: 'rss', label: 'RSS Feed', url: '/rss.xml' },
    ]);
    expect(socialLinks(config)).toEqual([
      { key: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/show' },
      { key: 'twitter', label: 'Twitter', url: 'https://x.com/show' },
    ]);
  });

  it.each(['#', '/spotify', 'javascript:alert(1)', 'open.spotify.com/show/1'])('refuses %j as a link, naming the variable', (value) => {
    const read = () => siteConfigFromEnvironment({ SITE_SPOTIFY_URL: value });
    expect(read).toThrow(SiteSettingError);
    expect(read).toThrow(`Invalid environment variable SITE_SPOTIFY_URL: expected a URL starting with https:// or http:// (got "${value}")`);
  });
});
