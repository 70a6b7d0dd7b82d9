import { NetworkUnauthorized, NetworkUnavailable } from '../domain/index.js';
import { InMemorySocialAccounts, ScriptedOAuthNetwork } from '../testing/index.js';
import { CheckConnections } from './check-connections.js';
import { PublishThroughConnectedAccount } from './publish-through-connected-account.js';
import { SocialNetworkDirectory } from './social-network-directory.js';
import { ACCESS_TOKEN_EXPIRES_AT, type OutgoingPost } from './social-network.js';

const now = new Date('2026-11-26T12:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const post: OutgoingPost = { postId: 9, idempotencyKey: 'harmony-post-9', text: 'Out now', media: [], link: null, episode: null };

describe('OAuth tokens', () => {
  let accounts: InMemorySocialAccounts;
  let network: ScriptedOAuthNetwork;
  let directory: SocialNetworkDirectory;
  const connect = (credentials: Record<string, string>, expiresAt: Date | null) =>
    accounts.connect({ platform: 'twitter', remoteAccountId: 'u1', displayName: '@harmony', profileUrl: null, maxCharacters: 280, credentials, expiresAt }, now);

  beforeEach(() => {
    accounts = new InMemorySocialAccounts();
    network = new ScriptedOAuthNetwork();
    directory = new SocialNetworkDirectory([network]);
  });

  it('refreshes an access token about to expire before publishing, and keeps the fresh one', async () => {
    const account = await connect({ accessToken: 'old', refreshToken: 'r', [ACCESS_TOKEN_EXPIRES_AT]: inMinutes(5).toISOString() }, null);
    await new PublishThroughConnectedAccount(accounts, directory).publish('twitter', post, now);
    expect(network.published).toEqual([{ accessToken: 'fresh' }]);
    expect(await accounts.credentialsOf(account.id)).toEqual({ accessToken: 'fresh' });
  });

  it('publishes with the stored token while it has time left', async () => {
    await connect({ accessToken: 'current', [ACCESS_TOKEN_EXPIRES_AT]: inMinutes(90).toISOString() }, null);
    await new PublishThroughConnectedAccount(accounts, directory).publish('twitter', post, now);
    expect(network.refreshed).toEqual([]);
    expect(network.published).toEqual([{ accessToken: 'current', [ACCESS_TOKEN_EXPIRES_AT]: inMinutes(90).toISOString() }]);
  });

  it('marks the connection when the refresh is refused', async () => {
    const account = await connect({ accessToken: 'old', refreshToken: 'r' }, inMinutes(1));
    network.refreshAnswer = new NetworkUnauthorized('X refused the sign-in: invalid_grant');
    await expect(new PublishThroughConnectedAccount(accounts, directory).publish('twitter', post, now)).rejects.toBeInstanceOf(NetworkUnauthorized);
    expect((await accounts.list()).find(({ id }) => id === account.id)?.state).toBe('needs_reconnect');
  });

  it('checks every hour: refreshes what expires within 7 days, marks what cannot be, leaves the rest', async () => {
    const soon = await connect({ accessToken: 'a', refreshToken: 'r' }, inMinutes(60 * 24 * 3));
    await accounts.connect({ platform: 'twitter', remoteAccountId: 'u2', displayName: '@later', profileUrl: null, maxCharacters: 280, credentials: { accessToken: 'b', refreshToken: 'r' }, expiresAt: inMinutes(60 * 24 * 30) }, now);
    await expect(new CheckConnections(accounts, directory).execute(now)).resolves.toEqual({ refreshed: 1, broken: 0 });
    expect(network.refreshed).toEqual([{ accessToken: 'a', refreshToken: 'r' }]);
    expect((await accounts.list()).find(({ id }) => id === soon.id)?.expiresAt).toBeNull();

    await connect({ accessToken: 'a', refreshToken: 'r' }, inMinutes(60));
    network.refreshAnswer = new NetworkUnavailable('X is having trouble (HTTP 503).');
    await expect(new CheckConnections(accounts, directory).execute(now)).resolves.toEqual({ refreshed: 0, broken: 0 });
    network.refreshAnswer = new NetworkUnauthorized('X refused the sign-in: invalid_grant');
    await expect(new CheckConnections(accounts, directory).execute(now)).resolves.toEqual({ refreshed: 0, broken: 1 });
    expect((await accounts.list()).find(({ id }) => id === soon.id)).toEqual(expect.objectContaining({ state: 'needs_reconnect', lastError: 'X refused the sign-in: invalid_grant' }));
  });

  it('leaves a connection without a refresh token to count its days down', async () => {
    const linkedin = await connect({ accessToken: 'a' }, inMinutes(60 * 24 * 3));
    await expect(new CheckConnections(accounts, directory).execute(now)).resolves.toEqual({ refreshed: 0, broken: 0 });
    expect(network.refreshed).toEqual([]);
    expect((await accounts.list()).find(({ id }) => id === linkedin.id)?.state).toBe('connected');
  });
});
