import { createHash } from 'node:crypto';
import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../../domain/index.js';
import { ACCESS_TOKEN_EXPIRES_AT, type NetworkAccount, type OutgoingPost } from '../../../application/index.js';
import { startXNetworkServer, type NetworkTestServer } from '../../../testing/index.js';
import { XNetwork } from './x-network.js';

const verifier = 'a-code-verifier-of-43-characters-at-least-ok';
const challenge = createHash('sha256').update(verifier).digest('base64url');
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  postId: 5,
  idempotencyKey: 'harmony-post-5',
  text: 'Two budgets, one home. https://harmony.example/episodes/2',
  media: [{ kind: 'image', url: 'https://harmony.example/media/q.png', contentType: 'image/png', description: 'Quote', bytes: async () => new Uint8Array([1, 2, 3]) }],
  link: null,
  episode: null,
  ...overrides,
});

describe('XNetwork', () => {
  let server: NetworkTestServer;
  let network: XNetwork;

  beforeEach(async () => {
    server = await startXNetworkServer();
    network = new XNetwork({ clientId: 'x-client', clientSecret: 'x-secret', apiUrl: server.url, authorizeUrl: `${server.url}/i/oauth2/authorize` });
  });
  afterEach(() => server.close());

  /** The authorize page's answer followed as the browser would: the code it sends back. */
  const signIn = async (): Promise<string> => {
    const authorize = network.authorizeUrl({ state: 'state-1', redirectUri: 'https://harmony.example/api/admin/social-accounts/twitter/callback', codeChallenge: challenge });
    const answer = await fetch(authorize, { redirect: 'manual' });
    return new URL(answer.headers.get('location')!).searchParams.get('code')!;
  };
  const connected = async (): Promise<NetworkAccount> => {
    const grant = await network.exchangeCode({ code: await signIn(), redirectUri: 'https://harmony.example/api/admin/social-accounts/twitter/callback', codeVerifier: verifier });
    const verified = await network.verify(grant.credentials);
    return { id: 1, platform: 'twitter', remoteAccountId: verified.remoteAccountId, credentials: verified.credentials };
  };

  it('sends the owner to authorize with PKCE, the scopes and the state', () => {
    const url = new URL(network.authorizeUrl({ state: 'state-1', redirectUri: 'https://harmony.example/cb', codeChallenge: challenge }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'x-client',
      redirect_uri: 'https://harmony.example/cb',
      scope: 'tweet.read tweet.write users.read media.write offline.access',
      state: 'state-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(new XNetwork(null).isConfigured()).toBe(false);
  });

  it('trades the code and verifier for tokens with the client credentials, then knows the account', async () => {
    const grant = await network.exchangeCode({ code: await signIn(), redirectUri: 'https://harmony.example/cb', codeVerifier: verifier });
    expect(grant).toEqual({ credentials: { accessToken: expect.stringMatching(/^access-/), refreshToken: expect.stringMatching(/^refresh-/), [ACCESS_TOKEN_EXPIRES_AT]: expect.any(String) }, expiresAt: null });
    const [token] = server.requestsTo('POST', '/2/oauth2/token');
    expect(token?.headers.authorization).toBe(`Basic ${Buffer.from('x-client:x-secret').toString('base64')}`);
    expect(token?.body).toEqual(expect.objectContaining({ grant_type: 'authorization_code', code_verifier: verifier, client_id: 'x-client' }));
    const verified = await network.verify(grant.credentials);
    expect(verified).toEqual(expect.objectContaining({ remoteAccountId: '2244994945', displayName: '@harmonypod', profileUrl: 'https://x.com/harmonypod', maxCharacters: 280 }));
  });

  it('refuses a code exchanged with the wrong verifier', async () => {
    await expect(network.exchangeCode({ code: await signIn(), redirectUri: 'https://harmony.example/cb', codeVerifier: 'another-verifier' })).rejects.toEqual(
      new NetworkRefused('X refused the sign-in: Value passed for the authorization code was invalid.'),
    );
  });

  it('refreshes with the refresh token, which works once', async () => {
    const account = await connected();
    const refreshed = await network.refresh(account.credentials);
    expect(refreshed.credentials['accessToken']).not.toBe(account.credentials['accessToken']);
    expect(refreshed.credentials['username']).toBe('harmonypod');
    await expect(network.refresh(account.credentials)).rejects.toEqual(new NetworkUnauthorized('X no longer accepts this connection: Value passed for the token was invalid.'));
  });

  it('uploads the image, then posts with its media id', async () => {
    const account = await connected();
    const remote = await network.publish(account, post());
    expect(remote).toEqual({ remoteId: expect.stringMatching(/^1990/), remoteUrl: `https://x.com/harmonypod/status/${remote.remoteId}` });
    const paths = server.requests.map(({ method, path }) => `${method} ${path}`);
    expect(paths.slice(-2)).toEqual(['POST /2/media/upload', 'POST /2/tweets']);
    const [upload] = server.requestsTo('POST', '/2/media/upload');
    expect(upload?.body).toEqual({ media: expect.objectContaining({ type: 'image/png', size: 3 }), media_category: 'tweet_image' });
    const [tweet] = server.requestsTo('POST', '/2/tweets');
    expect(tweet?.body).toEqual({ text: post().text, media: { media_ids: [expect.stringMatching(/^1880/)] } });
    expect(tweet?.headers.authorization).toBe(`Bearer ${account.credentials['accessToken']}`);
  });

  describe('with a video', () => {
    const nineMegabytes = 9 * 1024 * 1024;
    const video = (bytes = new Uint8Array(nineMegabytes)) => post({
      media: [
        { kind: 'video', url: 'https://harmony.example/media/reel-5.mp4', contentType: 'video/mp4', description: 'Reel', bytes: async () => bytes },
        { kind: 'image', url: 'https://harmony.example/media/q.png', contentType: 'image/png', description: 'Quote', bytes: async () => new Uint8Array([1, 2, 3]) },
      ],
    });
    const withVideos = (options: ConstructorParameters<typeof XNetwork>[1] = {}) =>
      new XNetwork({ clientId: 'x-client', clientSecret: 'x-secret', apiUrl: server.url, authorizeUrl: `${server.url}/i/oauth2/authorize` }, { processingPollMs: 5, ...options });

    it('uploads it in chunks, waits while X processes it, then posts it alone (X takes a video or images, not both)', async () => {
      const account = await connected();
      const remote = await withVideos().publish(account, video());
      expect(remote.remoteUrl).toBe(`https://x.com/harmonypod/status/${remote.remoteId}`);
      const paths = server.requests.map(({ method, path }) => `${method} ${path.replace(/\/1881\d+\//, '/{id}/')}`);
      expect(paths.slice(paths.indexOf('POST /2/media/upload/initialize'))).toEqual([
        'POST /2/media/upload/initialize',
        'POST /2/media/upload/{id}/append',
        'POST /2/media/upload/{id}/append',
        'POST /2/media/upload/{id}/append',
        'POST /2/media/upload/{id}/finalize',
        'GET /2/media/upload',
        'GET /2/media/upload',
        'POST /2/tweets',
      ]);
      expect(server.requestsTo('POST', '/2/media/upload/initialize')[0]?.body).toEqual({ media_type: 'video/mp4', total_bytes: nineMegabytes, media_category: 'tweet_video' });
      const chunks = server.requests.filter(({ path }) => path.endsWith('/append')).map(({ body }) => body as { segment_index: string; media: { size: number } });
      expect(chunks.map(({ segment_index: index, media }) => [index, media.size])).toEqual([['0', 4 * 1024 * 1024], ['1', 4 * 1024 * 1024], ['2', 1024 * 1024]]);
      const mediaId = server.requestsTo('GET', '/2/media/upload')[0]?.query['media_id'];
      expect(server.requestsTo('POST', '/2/tweets')[0]?.body).toEqual({ text: post().text, media: { media_ids: [mediaId] } });
    });

    it('says so when X could not process it, and posts nothing', async () => {
      const account = await connected();
      // X's status answer for a clip it gave up on (e.g. longer than an account may post).
      const failing: typeof fetch = async (input, init) =>
        String(input).includes('command=STATUS')
          ? Response.json({ data: { processing_info: { state: 'failed', error: { code: 1, name: 'InvalidMedia', message: 'Your media file could not be processed.' } } } })
          : fetch(input, init);
      await expect(withVideos({ fetch: failing }).publish(account, video())).rejects.toEqual(new NetworkRefused('X could not process the video: Your media file could not be processed.'));
      expect(server.requestsTo('POST', '/2/tweets')).toEqual([]);
    });

    it('tries again later when X is still processing it after the wait', async () => {
      const account = await connected();
      await expect(withVideos({ processingWaitMs: 0 }).publish(account, video(new Uint8Array(1000)))).rejects.toEqual(new NetworkUnavailable('X is still processing the video; we will try again.'));
      expect(server.requestsTo('POST', '/2/tweets')).toEqual([]);
    });
  });

  it('finds an earlier attempt\'s post by its text, so a retry posts nothing', async () => {
    const account = await connected();
    expect(await network.findPublished(account, post())).toBeNull();
    const first = await network.publish(account, post({ media: [] }));
    await expect(network.findPublished(account, post())).resolves.toEqual(first);
  });

  it('words a 401, a 429 with Retry-After, a 503 and a refusal', async () => {
    const account = await connected();
    await expect(network.publish({ ...account, credentials: { ...account.credentials, accessToken: 'revoked' } }, post({ media: [] }))).rejects.toBeInstanceOf(NetworkUnauthorized);
    server.answerNext('/2/tweets', { status: 429, headers: { 'retry-after': '900' }, body: { title: 'Too Many Requests', detail: 'Too Many Requests' } });
    await expect(network.publish(account, post({ media: [] }))).rejects.toMatchObject({ retryAfterMs: 900_000 });
    server.answerNext('/2/tweets', { status: 503 });
    await expect(network.publish(account, post({ media: [] }))).rejects.toBeInstanceOf(NetworkUnavailable);
    server.answerNext('/2/tweets', { status: 400, body: { title: 'Invalid Request', detail: 'One or more parameters to your request was invalid.' } });
    await expect(network.publish(account, post({ media: [] }))).rejects.toEqual(new NetworkRefused('X refused the post: One or more parameters to your request was invalid.'));
  });
});
