import { InvalidInput } from '@harmony/platform/domain';
import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../../domain/index.js';
import type { NetworkAccount, OutgoingPost } from '../../../application/index.js';
import { startMastodonNetworkServer, type NetworkTestServer } from '../../../testing/index.js';
import { MastodonNetwork } from './mastodon-network.js';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  postId: 7,
  idempotencyKey: 'harmony-post-7',
  text: 'Money talks go better on a Sunday. New episode out now.',
  media: [{ kind: 'image', url: 'https://harmony.example/media/quote-7.png', contentType: 'image/png', description: 'Episode 3 quote card', bytes: async () => png }],
  link: 'https://harmony.example/episodes/3',
  episode: { number: 3, title: 'Sunday money talks', url: 'https://harmony.example/episodes/3' },
  ...overrides,
});

describe('MastodonNetwork', () => {
  let server: NetworkTestServer;
  const network = new MastodonNetwork({ processingPollMs: 5 });
  const account = (): NetworkAccount => ({ id: 1, platform: 'mastodon', remoteAccountId: '109', credentials: { instanceUrl: server.url, accessToken: 'token-1' } });

  beforeEach(async () => {
    server = await startMastodonNetworkServer({ maxCharacters: 1000, wrongTokens: ['revoked'], mediaPolls: 2 });
  });
  afterEach(() => server.close());

  it('verifies the token and reads the instance character limit', async () => {
    const verified = await network.verify({ instanceUrl: `${server.url}/`, accessToken: ' token-1 ' });
    expect(verified).toEqual({
      remoteAccountId: '109',
      displayName: '@harmony@' + new URL(server.url).host,
      profileUrl: `${server.url}/@harmony`,
      maxCharacters: 1000,
      credentials: { instanceUrl: server.url, accessToken: 'token-1' },
      expiresAt: null,
    });
    expect(server.requestsTo('GET', '/api/v1/accounts/verify_credentials')[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('says in plain words that a wrong token was refused, without the token', async () => {
    const refused = await network.verify({ instanceUrl: server.url, accessToken: 'revoked' }).catch((error: unknown) => error);
    expect(refused).toEqual(new NetworkUnauthorized('Mastodon did not accept the access token: The access token is invalid'));
    expect(String((refused as Error).message)).not.toContain('revoked');
  });

  it('refuses an address in clear over the network and a missing token, by field', async () => {
    const refused = (await network.verify({ instanceUrl: 'http://mastodon.social', accessToken: '' }).catch((error: unknown) => error)) as InvalidInput;
    expect(refused).toBeInstanceOf(InvalidInput);
    expect(refused.fieldErrors.map(({ field }) => field)).toEqual(['instanceUrl', 'accessToken']);
    expect(server.requests).toHaveLength(0);
  });

  it('uploads the media first, waits for processing, then posts with the idempotency key', async () => {
    const remote = await network.publish(account(), post());
    expect(remote).toEqual({ remoteId: expect.any(String), remoteUrl: `${server.url}/@harmony/${remote.remoteId}` });
    const order = server.requests.map(({ method, path }) => `${method} ${path}`);
    expect(order[0]).toBe('POST /api/v2/media');
    expect(order.at(-1)).toBe('POST /api/v1/statuses');
    expect(order.filter((line) => line.startsWith('GET /api/v1/media/'))).toHaveLength(2);
    const [upload] = server.requestsTo('POST', '/api/v2/media');
    expect(upload?.body).toEqual({ file: { name: 'quote-7.png', type: 'image/png', size: png.length }, description: 'Episode 3 quote card' });
    const [status] = server.requestsTo('POST', '/api/v1/statuses');
    expect(status?.headers['idempotency-key']).toBe('harmony-post-7');
    expect(status?.headers.authorization).toBe('Bearer token-1');
    expect(status?.body).toEqual({ status: post().text, media_ids: [expect.any(String)], visibility: 'public' });
  });

  it('gets the same status back when a retry repeats the key: one post on the instance', async () => {
    const first = await network.publish(account(), post({ media: [] }));
    const again = await network.publish(account(), post({ media: [] }));
    expect(again).toEqual(first);
  });

  it('passes on Retry-After of a 429, a 503 as temporary, and a validation error in its words', async () => {
    server.answerNext('/api/v1/statuses', { status: 429, headers: { 'retry-after': '42' }, body: { error: 'Too many requests' } });
    const limited = (await network.publish(account(), post({ media: [] })).catch((error: unknown) => error)) as NetworkUnavailable;
    expect(limited).toBeInstanceOf(NetworkUnavailable);
    expect(limited.retryAfterMs).toBe(42_000);

    server.answerNext('/api/v1/statuses', { status: 503 });
    await expect(network.publish(account(), post({ media: [] }))).rejects.toBeInstanceOf(NetworkUnavailable);

    await expect(network.publish(account(), post({ media: [], text: 'x'.repeat(1001) }))).rejects.toEqual(
      new NetworkRefused('Mastodon refused the post: Validation failed: Text character limit of 1000 exceeded'),
    );
  });

  it('marks a token revoked since connecting as unauthorized', async () => {
    const revoked = { ...account(), credentials: { instanceUrl: server.url, accessToken: 'revoked' } };
    await expect(network.publish(revoked, post({ media: [] }))).rejects.toBeInstanceOf(NetworkUnauthorized);
  });
});
