import { InvalidInput } from '@harmony/platform/domain';
import { ConnectsThroughSignIn, NetworkRefused, NetworkUnauthorized, NoConnectedAccount, PlatformNotAvailable, SocialAccountNotFound } from '../domain/index.js';
import { InMemorySocialAccounts, ScriptedSocialNetwork } from '../testing/index.js';
import { ConnectSocialAccount } from './connect-social-account.js';
import { DisconnectSocialAccount } from './disconnect-social-account.js';
import { ListSocialAccounts } from './list-social-accounts.js';
import { PublishThroughConnectedAccount } from './publish-through-connected-account.js';
import { SocialNetworkDirectory } from './social-network-directory.js';
import type { OutgoingPost } from './social-network.js';

const now = new Date('2026-11-26T12:00:00Z');
const post: OutgoingPost = { postId: 4, idempotencyKey: 'harmony-post-4', text: 'New episode', media: [], link: null, episode: null };

describe('social accounts', () => {
  let accounts: InMemorySocialAccounts;
  let mastodon: ScriptedSocialNetwork;
  let directory: SocialNetworkDirectory;

  beforeEach(() => {
    accounts = new InMemorySocialAccounts();
    mastodon = new ScriptedSocialNetwork('mastodon');
    directory = new SocialNetworkDirectory([mastodon], { twitter: true, linkedin: false, facebook: false, instagram: false });
  });

  describe(ConnectSocialAccount.name, () => {
    const connect = () => new ConnectSocialAccount(accounts, directory);

    it('stores the account as the network described it, after the network checked it', async () => {
      const account = await connect().execute('mastodon', { instanceUrl: 'https://social.example', accessToken: 'secret-token' }, now);
      expect(mastodon.calls).toEqual([{ method: 'verify', argument: { instanceUrl: 'https://social.example', accessToken: 'secret-token' } }]);
      expect(account).toEqual(expect.objectContaining({ platform: 'mastodon', displayName: '@harmony@social.example', maxCharacters: 500, state: 'connected' }));
    });

    it('stores nothing when the network refuses', async () => {
      mastodon.verifyAnswer = new NetworkUnauthorized('Mastodon did not accept the access token: The access token is invalid');
      await expect(connect().execute('mastodon', { instanceUrl: 'https://social.example', accessToken: 'wrong' })).rejects.toBeInstanceOf(NetworkUnauthorized);
      expect(await accounts.list()).toEqual([]);
    });

    it('sends an OAuth network to its sign-in, names an unknown platform, and says when an adapter is missing', async () => {
      await expect(connect().execute('twitter', {})).rejects.toEqual(new ConnectsThroughSignIn('twitter'));
      await expect(connect().execute('myspace', {})).rejects.toBeInstanceOf(InvalidInput);
      await expect(connect().execute('bluesky', {})).rejects.toEqual(new PlatformNotAvailable('Bluesky'));
    });
  });

  it('lists the platforms with the setup sentence of an unconfigured OAuth network', async () => {
    const { platforms } = await new ListSocialAccounts(accounts, directory).execute();
    expect(platforms.find(({ platform }) => platform === 'mastodon')).toEqual({ platform: 'mastodon', name: 'Mastodon', connect: 'form', available: true, setup: null });
    expect(platforms.find(({ platform }) => platform === 'linkedin')).toEqual({
      platform: 'linkedin',
      name: 'LinkedIn',
      connect: 'oauth',
      available: false,
      setup: 'To connect LinkedIn, register an app at linkedin.com/developers and set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET.',
    });
    expect(platforms.find(({ platform }) => platform === 'twitter')?.setup).toBe('Connecting X is not available in this version.');
  });

  it('disconnects an account, and says when there is none', async () => {
    const account = await new ConnectSocialAccount(accounts, directory).execute('mastodon', {}, now);
    await new DisconnectSocialAccount(accounts).execute(account.id);
    await expect(new DisconnectSocialAccount(accounts).execute(account.id)).rejects.toEqual(new SocialAccountNotFound(account.id));
  });

  describe(PublishThroughConnectedAccount.name, () => {
    const publishing = () => new PublishThroughConnectedAccount(accounts, directory);
    const connected = () => new ConnectSocialAccount(accounts, directory).execute('mastodon', {}, now);

    it('looks for an earlier attempt first, then publishes with the stored credentials', async () => {
      await connected();
      await expect(publishing().publish('mastodon', post, now)).resolves.toEqual({ remoteId: 'remote-4', remoteUrl: 'https://social.example/@harmony/4' });
      expect(mastodon.calls.map(({ method }) => method)).toEqual(['verify', 'findPublished', 'publish']);
      expect(mastodon.calls[2]?.argument).toEqual({ account: expect.objectContaining({ credentials: { accessToken: 'secret-token' } }), post });
    });

    it('answers the post an earlier attempt put out, without posting again', async () => {
      await connected();
      mastodon.alreadyPublished = { remoteId: 'earlier', remoteUrl: null };
      await expect(publishing().publish('mastodon', post, now)).resolves.toEqual({ remoteId: 'earlier', remoteUrl: null });
      expect(mastodon.calls.some(({ method }) => method === 'publish')).toBe(false);
    });

    it('marks the account when the network stops taking its token, then asks nothing more of it', async () => {
      const account = await connected();
      mastodon.publishAnswers = [new NetworkUnauthorized('Mastodon did not accept the access token: The access token was revoked')];
      await expect(publishing().publish('mastodon', post, now)).rejects.toBeInstanceOf(NetworkUnauthorized);
      expect((await accounts.list())[0]).toEqual(expect.objectContaining({ id: account.id, state: 'needs_reconnect', lastError: expect.stringContaining('revoked') }));
      expect(await publishing().publishingPlatforms(now)).toEqual([expect.objectContaining({ platform: 'mastodon', state: 'needs_reconnect' })]);

      const calls = mastodon.calls.length;
      await expect(publishing().publish('mastodon', post, now)).rejects.toEqual(new NetworkUnauthorized('Your Mastodon connection needs reconnecting.'));
      expect(mastodon.calls).toHaveLength(calls);
    });

    it('passes a refusal on as it is, and has no account for an unconnected platform', async () => {
      await connected();
      mastodon.publishAnswers = [new NetworkRefused('Mastodon refused the post: Text too long')];
      await expect(publishing().publish('mastodon', post, now)).rejects.toEqual(new NetworkRefused('Mastodon refused the post: Text too long'));
      await expect(publishing().publish('webhook', post, now)).rejects.toEqual(new NoConnectedAccount('webhook'));
      await expect(publishing().publish('myspace', post, now)).rejects.toBeInstanceOf(NoConnectedAccount);
    });
  });
});
