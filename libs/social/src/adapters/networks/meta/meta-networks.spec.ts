import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../../domain/index.js';
import type { NetworkAccount, OAuthNetwork, OutgoingPost } from '../../../application/index.js';
import { startMetaNetworkServer, type NetworkTestServer } from '../../../testing/index.js';
import { FacebookPageNetwork, InstagramNetwork } from './meta-networks.js';

const redirectUri = 'https://harmony.example/api/admin/social-accounts/facebook/callback';
const image = { kind: 'image' as const, url: 'https://harmony.example/media/quote-3.png', contentType: 'image/png', description: 'Quote', bytes: async () => new Uint8Array([1]) };
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({ postId: 3, idempotencyKey: 'harmony-post-3', text: 'Date night, budget night.', media: [image], link: 'https://harmony.example/episodes/3', episode: null, ...overrides });

describe('Meta networks', () => {
  let server: NetworkTestServer;
  const app = () => ({ clientId: 'meta-app', clientSecret: 'meta-secret', apiUrl: server.url, authorizeUrl: `${server.url}/dialog/oauth` });
  const connect = async (network: OAuthNetwork): Promise<NetworkAccount> => {
    const back = await fetch(network.authorizeUrl({ state: 's', redirectUri, codeChallenge: 'unused' }), { redirect: 'manual' });
    const grant = await network.exchangeCode({ code: new URL(back.headers.get('location')!).searchParams.get('code')!, redirectUri, codeVerifier: 'unused' });
    expect(grant.expiresAt).toBeNull();
    const verified = await network.verify(grant.credentials);
    return { id: 1, platform: network.platform, remoteAccountId: verified.remoteAccountId, credentials: verified.credentials };
  };

  afterEach(() => server?.close());

  describe(FacebookPageNetwork.name, () => {
    beforeEach(async () => {
      server = await startMetaNetworkServer();
    });

    it('asks for the Page and Instagram permissions, and keeps the first Page with its token', async () => {
      const network = new FacebookPageNetwork(app());
      expect(new URL(network.authorizeUrl({ state: 's', redirectUri, codeChallenge: 'x' })).searchParams.get('scope')).toBe(
        'pages_show_list,pages_manage_posts,pages_read_engagement,instagram_basic,instagram_content_publish,business_management',
      );
      const account = await connect(network);
      expect(account).toMatchObject({ remoteAccountId: '1011', credentials: { pageId: '1011', pageName: 'Harmony Podcast', pageToken: 'page-token' } });
      expect(server.requestsTo('GET', '/oauth/access_token').map(({ query }) => query['grant_type'] ?? 'code')).toEqual(['code', 'fb_exchange_token']);
    });

    it('posts a photo by its public address, finds it again, and words an expired token', async () => {
      const network = new FacebookPageNetwork(app());
      const account = await connect(network);
      const remote = await network.publish(account, post());
      expect(remote).toEqual({ remoteId: expect.stringMatching(/^1011_/), remoteUrl: `https://www.facebook.com/${remote.remoteId}` });
      expect(server.requestsTo('POST', '/1011/photos')[0]?.body).toEqual({ url: image.url, caption: post().text, access_token: 'page-token' });
      await expect(network.findPublished(account, post())).resolves.toEqual(remote);
      await expect(network.publish({ ...account, credentials: { ...account.credentials, pageToken: 'old' } }, post())).rejects.toEqual(
        new NetworkUnauthorized('Facebook did not accept the connection: Error validating access token: Session has expired.'),
      );
    });

    it('posts text with the episode link, and treats a rate limit as temporary', async () => {
      const network = new FacebookPageNetwork(app());
      const account = await connect(network);
      await network.publish(account, post({ media: [] }));
      expect(server.requestsTo('POST', '/1011/feed')[0]?.body).toEqual({ message: post().text, link: post().link, access_token: 'page-token' });
      server.answerNext('/1011/feed', { status: 400, body: { error: { message: 'Application request limit reached', code: 4 } } });
      await expect(network.publish(account, post({ media: [], text: 'Another' }))).rejects.toBeInstanceOf(NetworkUnavailable);
    });
  });

  describe(InstagramNetwork.name, () => {
    it('publishes a container once it is ready, with its permalink', async () => {
      server = await startMetaNetworkServer({ containerPolls: 2 });
      const network = new InstagramNetwork(app(), { processingPollMs: 5 });
      const account = await connect(network);
      expect(account).toMatchObject({ remoteAccountId: '1784', credentials: { igUserId: '1784', pageToken: 'page-token', igUsername: 'harmonypod' } });
      const remote = await network.publish(account, post());
      expect(remote).toEqual({ remoteId: expect.stringMatching(/^1790/), remoteUrl: `https://www.instagram.com/p/${remote.remoteId}/` });
      expect(server.requestsTo('POST', '/1784/media')[0]?.body).toEqual({ image_url: image.url, caption: post().text, access_token: 'page-token' });
      expect(server.requestsTo('POST', '/1784/media_publish')).toHaveLength(1);
      await expect(network.findPublished(account, post())).resolves.toEqual(remote);
    });

    it('sends a reel as REELS with its video, and refuses media off a public https address in plain words', async () => {
      server = await startMetaNetworkServer();
      const network = new InstagramNetwork(app(), { processingPollMs: 5 });
      const account = await connect(network);
      await network.publish(account, post({ media: [{ ...image, kind: 'video', url: 'https://harmony.example/media/reel.mp4', contentType: 'video/mp4' }] }));
      expect(server.requestsTo('POST', '/1784/media')[0]?.body).toEqual(expect.objectContaining({ media_type: 'REELS', video_url: 'https://harmony.example/media/reel.mp4' }));
      await expect(network.publish(account, post({ media: [{ ...image, url: 'http://localhost:3000/media/quote-3.png' }] }))).rejects.toEqual(
        new NetworkRefused("Instagram needs the image on a public address: set PUBLIC_URL to your site's https address"),
      );
      await expect(network.publish(account, post({ media: [] }))).rejects.toEqual(new NetworkRefused('Instagram needs an image or a video: this post has none.'));
    });

    it('says when no Page has an Instagram business account', async () => {
      server = await startMetaNetworkServer({ instagramLinked: false });
      await expect(connect(new InstagramNetwork(app()))).rejects.toEqual(
        new NetworkRefused('Instagram: none of your Facebook Pages has an Instagram business account linked; link one in Meta Business Suite, then connect again.'),
      );
    });
  });
});
