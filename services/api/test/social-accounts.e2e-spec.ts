import { DataSource } from 'typeorm';
import { startBlueskyNetworkServer, startMastodonNetworkServer, startWebhookNetworkServer, type NetworkTestServer } from '@harmony/social/testing';
import { useOwner, useTestApp } from './test-app.js';

interface Account {
  id: number;
  platform: string;
  displayName: string;
  state: string;
  maxCharacters: number;
}

/**
 * Issue 26: the owner connects accounts on /admin/social-accounts. The real Mastodon and webhook adapters
 * speak to loopback servers implementing those networks' endpoints; nothing else is faked.
 */
describe('connected social accounts', () => {
  const { app, http } = useTestApp();
  const owner = useOwner(http);
  let mastodon: NetworkTestServer;
  let webhook: NetworkTestServer;
  let bluesky: NetworkTestServer;
  const secret = 'a-long-shared-secret';

  beforeAll(async () => {
    mastodon = await startMastodonNetworkServer({ maxCharacters: 700, wrongTokens: ['wrong-token'] });
    webhook = await startWebhookNetworkServer(secret);
    bluesky = await startBlueskyNetworkServer();
  });
  afterAll(async () => {
    await mastodon?.close();
    await webhook?.close();
    await bluesky?.close();
  });
  beforeEach(async () => {
    const { accounts } = (await owner.get('/api/admin/social-accounts').expect(200)).body as { accounts: Account[] };
    for (const { id } of accounts) await owner.delete(`/api/admin/social-accounts/${id}`).expect(204);
  });

  const storedRows = async (): Promise<number> => Number(((await app().app.get(DataSource).query(`SELECT count(*) AS n FROM "social_accounts"`)) as { n: string }[])[0]!.n);

  it('connects a Mastodon account checked against its instance, and never answers its token', async () => {
    const created = await owner.post('/api/admin/social-accounts').send({ platform: 'mastodon', instanceUrl: mastodon.url, accessToken: 'token-of-the-owner' }).expect(201);
    expect(created.body).toEqual(
      expect.objectContaining({ platform: 'mastodon', displayName: `@harmony@${new URL(mastodon.url).host}`, maxCharacters: 700, state: 'connected', expiresAt: null, expiresInDays: null, lastError: null }),
    );
    const listed = await owner.get('/api/admin/social-accounts').expect(200);
    expect((listed.body as { accounts: Account[] }).accounts).toEqual([created.body]);
    for (const answer of [created.text, listed.text]) expect(answer).not.toContain('token-of-the-owner');
    const [raw] = (await app().app.get(DataSource).query(`SELECT encode("credentials", 'escape') AS credentials FROM "social_accounts"`)) as { credentials: string }[];
    expect(raw!.credentials).not.toContain('token-of-the-owner');
  });

  it('lists every network with how to connect it', async () => {
    const { platforms } = (await owner.get('/api/admin/social-accounts').expect(200)).body as { platforms: { platform: string; connect: string; available: boolean; setup: string | null }[] };
    expect(platforms.map(({ platform }) => platform)).toEqual(['mastodon', 'bluesky', 'webhook', 'twitter', 'linkedin', 'facebook', 'instagram']);
    expect(platforms.find(({ platform }) => platform === 'twitter')).toEqual({
      platform: 'twitter',
      name: 'X',
      connect: 'oauth',
      available: false,
      setup: 'To connect X, register an app at developer.x.com and set X_CLIENT_ID and X_CLIENT_SECRET.',
    });
    expect(platforms.find(({ platform }) => platform === 'webhook')).toEqual(expect.objectContaining({ connect: 'form', available: true, setup: null }));
  });

  it('connects a webhook after a signed ping', async () => {
    await owner.post('/api/admin/social-accounts').send({ platform: 'webhook', url: `${webhook.url}/hooks/harmony`, secret }).expect(201);
    expect(webhook.requests.at(-1)?.headers['x-harmony-event']).toBe('ping');
  });

  it('connects a Bluesky account with an app password, named by its handle', async () => {
    const created = await owner.post('/api/admin/social-accounts').send({ platform: 'bluesky', service: bluesky.url, handle: 'harmony.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' }).expect(201);
    expect(created.body).toEqual(expect.objectContaining({ platform: 'bluesky', displayName: '@harmony.bsky.social', profileUrl: 'https://bsky.app/profile/harmony.bsky.social', maxCharacters: 300 }));
    expect(created.text).not.toContain('abcd-efgh-ijkl-mnop');
  });

  it('answers the network refusing the token with its reason in plain words, and stores nothing', async () => {
    const refused = await owner.post('/api/admin/social-accounts').send({ platform: 'mastodon', instanceUrl: mastodon.url, accessToken: 'wrong-token' }).expect(400);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body.detail).toBe('Mastodon did not accept the access token: The access token is invalid');
    expect(refused.text).not.toContain('wrong-token');
    expect(await storedRows()).toBe(0);
  });

  it.each([
    [{ platform: 'mastodon', instanceUrl: 'http://mastodon.example', accessToken: 'x' }, 'instanceUrl'],
    [{ platform: 'mastodon', instanceUrl: 'https://mastodon.example' }, 'accessToken'],
    [{ platform: 'webhook', url: 'https://hooks.example/h', secret: 'short' }, 'secret'],
    [{ platform: 'myspace' }, 'platform'],
    [{ instanceUrl: 'https://mastodon.example' }, 'platform'],
    [{ platform: 'twitter' }, 'platform'],
    [{ platform: 'mastodon', instanceUrl: 'https://mastodon.example', accessToken: 'x', password: 'extra' }, 'password'],
  ])('refuses %j by field (%s) and stores nothing', async (body, field) => {
    const refused = await owner.post('/api/admin/social-accounts').send(body).expect(400);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(refused.body)).toContain(field);
    expect(await storedRows()).toBe(0);
  });

  it('says an OAuth network connects through its own sign-in', async () => {
    const refused = await owner.post('/api/admin/social-accounts').send({ platform: 'twitter' }).expect(400);
    expect(refused.body.detail).toBe('X connects through its own sign-in: use Connect on the Social accounts screen.');
  });

  it('disconnects an account once, then answers 404; a bad id is 400', async () => {
    const { body } = await owner.post('/api/admin/social-accounts').send({ platform: 'mastodon', instanceUrl: mastodon.url, accessToken: 'token' }).expect(201);
    await owner.delete(`/api/admin/social-accounts/${(body as Account).id}`).expect(204);
    await owner.delete(`/api/admin/social-accounts/${(body as Account).id}`).expect(404);
    await owner.delete('/api/admin/social-accounts/abc').expect(400);
    expect(await storedRows()).toBe(0);
  });

  it('closes every route to a visitor without the session', async () => {
    await http().get('/api/admin/social-accounts').expect(401);
    await http().post('/api/admin/social-accounts').send({ platform: 'mastodon' }).expect(401);
  });
});
