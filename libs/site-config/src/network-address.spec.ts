import { networkBaseUrl } from './network-address.js';

describe('networkBaseUrl', () => {
  it('takes https anywhere and http only on loopback', () => {
    expect(networkBaseUrl('https://mastodon.social/')).toEqual({ url: 'https://mastodon.social' });
    expect(networkBaseUrl('http://127.0.0.1:4010')).toEqual({ url: 'http://127.0.0.1:4010' });
    expect(networkBaseUrl('http://[::1]:4010/api')).toEqual({ url: 'http://[::1]:4010/api' });
    expect(networkBaseUrl('http://mastodon.social')).toEqual({ reason: expect.stringContaining('https://') });
  });

  it('refuses what is not an address, and credentials in it', () => {
    expect(networkBaseUrl('mastodon.social')).toEqual({ reason: 'Enter a full address, starting with https://' });
    expect(networkBaseUrl('https://me:secret@hooks.example')).toEqual({ reason: 'Leave the user name and password out of the address.' });
  });
});
