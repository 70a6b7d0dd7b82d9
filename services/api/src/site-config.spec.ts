import { ConfigError } from '@harmony/platform';
import { defaultSiteConfig } from '@harmony/site-config';
import { loadSiteConfig } from './site-config.js';

describe(loadSiteConfig.name, () => {
  it('serves the defaults with the links the environment names', () => {
    expect(loadSiteConfig({})).toEqual(defaultSiteConfig);
    expect(loadSiteConfig({ SITE_INSTAGRAM_URL: 'https://www.instagram.com/show' }).social).toEqual({ instagram: 'https://www.instagram.com/show' });
  });

  it('stops the start on a link that is no web address, naming the variable as every other setting does', () => {
    expect(() => loadSiteConfig({ SITE_TWITTER_URL: '#' })).toThrow(new ConfigError('SITE_TWITTER_URL', 'expected a URL starting with https:// or http:// (got "#")'));
  });
});
