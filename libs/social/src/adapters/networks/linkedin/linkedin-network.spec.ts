import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../../domain/index.js';
import type { NetworkAccount, OutgoingPost } from '../../../application/index.js';
import { startLinkedInNetworkServer, type NetworkTestServer } from '../../../testing/index.js';
import { LinkedInNetwork, littleText } from './linkedin-network.js';

const redirectUri = 'https://harmony.example/api/admin/social-accounts/linkedin/callback';
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  postId: 8,
  idempotencyKey: 'harmony-post-8',
  text: 'Money talks (the kind that help) #marriage',
  media: [{ kind: 'image', url: 'https://harmony.example/media/q.png', contentType: 'image/png', description: 'Quote card', bytes: async () => new Uint8Array([9, 9, 9]) }],
  link: null,
  episode: null,
  ...overrides,
});

describe('LinkedInNetwork', () => {
  let server: NetworkTestServer;
  let network: LinkedInNetwork;

  beforeEach(async () => {
    server = await startLinkedInNetworkServer();
    network = new LinkedInNetwork({ clientId: 'li-client', clientSecret: 'li-secret', apiUrl: server.url, authorizeUrl: `${server.url}/oauth/v2/authorization` });
  });
  afterEach(() => server.close());

  const connected = async (): Promise<{ account: NetworkAccount; expiresAt: Date | null }> => {
    const back = await fetch(network.authorizeUrl({ state: 's', redirectUri, codeChallenge: 'unused' }), { redirect: 'manual' });
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const grant = await network.exchangeCode({ code, redirectUri, codeVerifier: 'unused' });
    const verified = await network.verify(grant.credentials);
    return { account: { id: 1, platform: 'linkedin', remoteAccountId: verified.remoteAccountId, credentials: verified.credentials }, expiresAt: grant.expiresAt };
  };

  it('asks to post as the member, and gets a 60-day connection for the code', async () => {
    const url = new URL(network.authorizeUrl({ state: 's', redirectUri, codeChallenge: 'unused' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: 'li-client', redirect_uri: redirectUri, state: 's', scope: 'openid profile w_member_social' });
    const { account, expiresAt } = await connected();
    expect(account.credentials).toEqual({ accessToken: expect.stringMatching(/^li-access-/), author: 'urn:li:person:AbC123' });
    expect(Math.round((expiresAt!.getTime() - Date.now()) / 86_400_000)).toBe(60);
    expect(server.requestsTo('POST', '/oauth/v2/accessToken')[0]?.body).toEqual(expect.objectContaining({ grant_type: 'authorization_code', client_secret: 'li-secret', redirect_uri: redirectUri }));
  });

  it('registers the image, uploads it, then posts with the versioned headers and escaped text', async () => {
    const { account } = await connected();
    const remote = await network.publish(account, post());
    expect(remote).toEqual({ remoteId: expect.stringMatching(/^urn:li:share:/), remoteUrl: `https://www.linkedin.com/feed/update/${remote.remoteId}/` });
    expect(server.requests.slice(-3).map(({ method, path }) => `${method} ${path.replace(/\/[^/]+$/, '/…')}`)).toEqual(['POST /rest/…', 'PUT /dms-uploads/…', 'POST /rest/…']);
    const [created] = server.requestsTo('POST', '/rest/posts');
    expect(created?.headers['linkedin-version']).toBe('202505');
    expect(created?.body).toEqual(
      expect.objectContaining({ author: 'urn:li:person:AbC123', commentary: 'Money talks \\(the kind that help\\) \\#marriage', visibility: 'PUBLIC', lifecycleState: 'PUBLISHED', content: { media: { id: expect.stringMatching(/^urn:li:image:/), altText: 'Quote card' } } }),
    );
  });

  it('cannot refresh a member connection: it asks to reconnect', async () => {
    const { account } = await connected();
    await expect(network.refresh(account.credentials)).rejects.toEqual(new NetworkUnauthorized('LinkedIn connections last 60 days: reconnect LinkedIn on the Social accounts screen.'));
  });

  it('words a revoked token, a 429, a 5xx and a refusal', async () => {
    const { account } = await connected();
    await expect(network.publish({ ...account, credentials: { ...account.credentials, accessToken: 'revoked' } }, post({ media: [] }))).rejects.toEqual(
      new NetworkUnauthorized('LinkedIn did not accept the connection: Invalid access token'),
    );
    server.answerNext('/rest/posts', { status: 429, headers: { 'retry-after': '120' } });
    await expect(network.publish(account, post({ media: [] }))).rejects.toMatchObject({ retryAfterMs: 120_000 });
    server.answerNext('/rest/posts', { status: 500 });
    await expect(network.publish(account, post({ media: [] }))).rejects.toBeInstanceOf(NetworkUnavailable);
    await expect(network.publish(account, post({ media: [], text: 'x'.repeat(3001) }))).rejects.toEqual(new NetworkRefused('LinkedIn refused the post: commentary length exceeds 3000 characters'));
  });

  it('escapes what LinkedIn would read as markup', () => {
    expect(littleText('a_b *c* @d [e](f) <g> {h} |i| ~j~ \\k')).toBe('a\\_b \\*c\\* \\@d \\[e\\]\\(f\\) \\<g\\> \\{h\\} \\|i\\| \\~j\\~ \\\\k');
  });
});
