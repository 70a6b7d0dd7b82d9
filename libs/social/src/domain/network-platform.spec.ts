import { isNetworkPlatform, isOAuthPlatform } from './network-platform.js';

describe('network platforms', () => {
  it('knows the seed four and the three that connect without OAuth', () => {
    for (const platform of ['mastodon', 'bluesky', 'webhook', 'twitter', 'linkedin', 'facebook', 'instagram']) expect(isNetworkPlatform(platform)).toBe(true);
    expect(isNetworkPlatform('myspace')).toBe(false);
  });

  it('sends only X, LinkedIn and Meta through OAuth', () => {
    expect(['twitter', 'linkedin', 'facebook', 'instagram'].every(isOAuthPlatform)).toBe(true);
    expect(['mastodon', 'bluesky', 'webhook'].some(isOAuthPlatform)).toBe(false);
  });
});
