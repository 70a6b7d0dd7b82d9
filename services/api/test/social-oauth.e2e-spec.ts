import { startXNetworkServer, type NetworkTestServer } from '@harmony/social/testing';
import { useOwner, useTestApp } from './test-app.js';

/**
 * Issue 26: X connects through its own sign-in (OAuth 2 with PKCE). The real adapter speaks to a loopback
 * server implementing X's authorize, token and v2 endpoints; the browser's hops are followed by hand.
 */
describe('connecting X through its sign-in', () => {
  let x: NetworkTestServer;
  const environment: Record<string, string> = { PUBLIC_URL: 'https://podcast.example', X_CLIENT_ID: 'x-client', X_CLIENT_SECRET: 'x-secret' };
  // Before useTestApp's: the app reads X's endpoints, on the loopback server, when it starts.
  beforeAll(async () => {
    x = await startXNetworkServer();
    environment['X_API_URL'] = x.url;
    environment['X_AUTHORIZE_URL'] = `${x.url}/i/oauth2/authorize`;
  });
  afterAll(() => x?.close());
  const { http } = useTestApp(environment);
  const owner = useOwner(http);

  /** Owner → connect (302) → X's authorize page (302 back with a code): the callback's path and query. */
  const authorizeAndComeBack = async (): Promise<string> => {
    const connect = await owner.get('/api/admin/social-accounts/twitter/connect').expect(302);
    const authorize = new URL(connect.headers['location'] as string);
    expect(authorize.origin + authorize.pathname).toBe(`${x.url}/i/oauth2/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://podcast.example/api/admin/social-accounts/twitter/callback');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    return callback.pathname + callback.search;
  };

  it('connects the account the sign-in named, and a replayed callback connects nothing', async () => {
    const callback = await authorizeAndComeBack();
    const connected = await owner.get(callback).expect(303);
    expect(connected.headers['location']).toBe('/admin/social-accounts?connected=twitter');
    const { accounts } = (await owner.get('/api/admin/social-accounts').expect(200)).body as { accounts: { platform: string; displayName: string; state: string }[] };
    expect(accounts).toEqual([expect.objectContaining({ platform: 'twitter', displayName: '@harmonypod', state: 'connected' })]);

    const replayed = await owner.get(callback).expect(303);
    expect(decodeURIComponent(replayed.headers['location'] as string)).toBe('/admin/social-accounts?error=The X sign-in expired or was already used: connect again.');
  });

  it('says so when the owner cancelled on X', async () => {
    const callback = new URL(await authorizeAndComeBack(), 'https://podcast.example');
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    const cancelled = await owner.get(callback.pathname + callback.search).expect(303);
    expect(decodeURIComponent(cancelled.headers['location'] as string)).toBe('/admin/social-accounts?error=X sign-in was cancelled: nothing was connected.');
  });

  it('offers no sign-in for a network connected by form, nor for one without its app', async () => {
    const mastodon = await owner.get('/api/admin/social-accounts/mastodon/connect').expect(400);
    expect(mastodon.body.detail).toBe('Mastodon does not connect through a sign-in: use its form on the Social accounts screen.');
    const linkedin = await owner.get('/api/admin/social-accounts/linkedin/connect').expect(400);
    expect(linkedin.body.detail).toBe('To connect LinkedIn, register an app at linkedin.com/developers and set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET.');
    await owner.get('/api/admin/social-accounts/myspace/connect').expect(400);
  });

  it('starts a sign-in only for the owner; a callback without the state the owner started connects nothing', async () => {
    await http().get('/api/admin/social-accounts/twitter/connect').expect(401);
    // The network's redirect carries no session cookie (SameSite=Strict): the callback is public, the state is the proof.
    const forged = await http().get('/api/admin/social-accounts/twitter/callback?code=a&state=b').expect(303);
    expect(decodeURIComponent(forged.headers['location'] as string)).toBe('/admin/social-accounts?error=The X sign-in expired or was already used: connect again.');
  });

  it('completes a sign-in the network sends back without the session cookie', async () => {
    const callback = await authorizeAndComeBack();
    await http().get(callback).expect(303).expect('location', '/admin/social-accounts?connected=twitter');
  });
});
