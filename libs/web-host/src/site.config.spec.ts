import { ConfigError } from '@harmony/platform';
import { defaultSiteConfig } from '@harmony/site-config';
import { siteConfig } from './site.config.js';

describe('siteConfig', () => {
  it('serves the defaults with the links the environment names', () => {
    expect(siteConfig.load({})).toEqual(defaultSiteConfig);
    expect(siteConfig.load({ SITE_INSTAGRAM_URL: 'https://www.instagram.com/show' }).social).toEqual({ instagram: 'https://www.instagram.com/show' });
  });

  it('stops the start on a link that is no web address, naming the variable as every other setting does', () => {
    expect(() => siteConfig.load({ SITE_TWITTER_URL: '#' })).toThrow(new ConfigError('SITE_TWITTER_URL', 'expected a URL starting with https:// or http:// (got "#")'));
  });

  it('names the variables it reads', () => {
    expect(siteConfig.variables).toEqual([
      'SITE_PRODUCT_NAME',
      'SITE_CONTACT_EMAIL',
      'SITE_FUNDING_URL',
      'SITE_FUNDING_LABEL',
      'SITE_APPLE_PODCASTS_URL',
      'SITE_SPOTIFY_URL',
      'SITE_AMAZON_MUSIC_URL',
      'SITE_YOUTUBE_URL',
      'SITE_FACEBOOK_URL',
      'SITE_TWITTER_URL',
      'SITE_INSTAGRAM_URL',
      'SITE_LINKEDIN_URL',
    ]);
  });
});
