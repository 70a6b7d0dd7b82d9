import { InvalidInput } from '@harmony/platform/domain';
import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../../domain/index.js';
import type { NetworkAccount, OutgoingPost } from '../../../application/index.js';
import { startBlueskyNetworkServer } from '../../../testing/index.js';
import { BlueskyNetwork, linkFacets, sessionUsableUntil } from './bluesky-network.js';
import { recordKeyOf } from './record-key.js';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  postId: 21,
  idempotencyKey: 'harmony-post-21',
  text: '💸 Budget night, together: https://harmony.example/episodes/5',
  media: [{ kind: 'image', url: 'https://harmony.example/media/quote-21.png', contentType: 'image/png', description: 'Quote card', bytes: async () => png }],
  link: 'https://harmony.example/episodes/5',
  episode: null,
  ...overrides,
});

describe('BlueskyNetwork', () => {
  let server: Awaited<ReturnType<typeof startBlueskyNetworkServer>>;
  const network = new BlueskyNetwork();
  const account = (): NetworkAccount => ({ id: 2, platform: 'bluesky', remoteAccountId: 'did:plc:harmonytest', credentials: { service: server.url, handle: 'harmony.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', did: 'did:plc:harmonytest' } });

  beforeEach(async () => {
    server = await startBlueskyNetworkServer();
  });
  afterEach(() => server.close());

  it('signs in with the handle and app password, and keeps the account DID', async () => {
    const verified = await network.verify({ service: server.url, handle: '@harmony.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' });
    expect(verified).toEqual({
      remoteAccountId: 'did:plc:harmonytest',
      displayName: '@harmony.bsky.social',
      profileUrl: 'https://bsky.app/profile/harmony.bsky.social',
      maxCharacters: 300,
      credentials: { service: server.url, handle: 'harmony.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', did: 'did:plc:harmonytest' },
      expiresAt: null,
    });
    expect(server.requests[0]?.body).toEqual({ identifier: 'harmony.bsky.social', password: 'abcd-efgh-ijkl-mnop' });
  });

  it('says a wrong app password was refused, and names missing fields', async () => {
    await expect(network.verify({ service: server.url, handle: 'harmony.bsky.social', appPassword: 'nope' })).rejects.toEqual(
      new NetworkUnauthorized('Bluesky did not accept the handle and app password: Invalid identifier or password'),
    );
    const refused = (await network.verify({ service: 'http://bsky.example' }).catch((error: unknown) => error)) as InvalidInput;
    expect(refused.fieldErrors.map(({ field }) => field)).toEqual(['service', 'handle', 'appPassword']);
  });

  it('uploads the image first, then writes the post with a link facet counted in UTF-8 bytes', async () => {
    const remote = await network.publish(account(), post());
    const rkey = recordKeyOf(21, 'harmony-post-21');
    expect(remote).toEqual({ remoteId: `at://did:plc:harmonytest/app.bsky.feed.post/${rkey}`, remoteUrl: `https://bsky.app/profile/harmony.bsky.social/post/${rkey}` });
    expect(server.requests.map(({ path }) => path)).toEqual(['/xrpc/com.atproto.server.createSession', '/xrpc/com.atproto.repo.uploadBlob', '/xrpc/com.atproto.repo.createRecord']);
    const [upload] = server.requestsTo('POST', '/xrpc/com.atproto.repo.uploadBlob');
    expect(upload?.headers['content-type']).toBe('image/png');
    expect(upload?.headers.authorization).toBe('Bearer access-jwt');
    const [create] = server.requestsTo('POST', '/xrpc/com.atproto.repo.createRecord');
    const { record, rkey: sentKey, repo, collection } = create?.body as { record: { text: string; facets: { index: { byteStart: number; byteEnd: number } }[]; embed: unknown }; rkey: string; repo: string; collection: string };
    expect({ repo, collection, sentKey }).toEqual({ repo: 'did:plc:harmonytest', collection: 'app.bsky.feed.post', sentKey: rkey });
    // "💸 Budget night, together: " is 4 + 1 + 24 = 29 bytes in UTF-8, though 28 UTF-16 units.
    expect(record.facets).toEqual([{ index: { byteStart: 29, byteEnd: 29 + 'https://harmony.example/episodes/5'.length }, features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'https://harmony.example/episodes/5' }] }]);
    expect(record.embed).toEqual({ $type: 'app.bsky.embed.images', images: [{ alt: 'Quote card', image: expect.objectContaining({ $type: 'blob', mimeType: 'image/png', size: png.length }) }] });
  });

  it('finds the record an earlier attempt wrote, so a retry never posts twice', async () => {
    expect(await network.findPublished(account(), post())).toBeNull();
    const first = await network.publish(account(), post({ media: [] }));
    await expect(network.findPublished(account(), post())).resolves.toEqual(first);
  });

  it('words a 429, a 5xx, a refused record and a post over 300 graphemes', async () => {
    server.answerNext('/xrpc/com.atproto.repo.createRecord', { status: 429, headers: { 'retry-after': '60' }, body: { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' } });
    await expect(network.publish(account(), post({ media: [] }))).rejects.toMatchObject({ retryAfterMs: 60_000 });
    server.answerNext('/xrpc/com.atproto.repo.createRecord', { status: 502 });
    await expect(network.publish(account(), post({ media: [] }))).rejects.toBeInstanceOf(NetworkUnavailable);
    server.answerNext('/xrpc/com.atproto.repo.createRecord', { status: 400, body: { error: 'InvalidRequest', message: 'Invalid app.bsky.feed.post record' } });
    await expect(network.publish(account(), post({ media: [] }))).rejects.toEqual(new NetworkRefused('Bluesky refused the post: Invalid app.bsky.feed.post record'));
    await expect(network.publish(account(), post({ media: [], text: 'é'.repeat(301) }))).rejects.toEqual(new NetworkRefused('Bluesky refused the post: it holds 301 characters, and Bluesky takes 300.'));
  });

  it('keeps one session for many posts (createSession is rate-limited), and makes a new one when the network ends it', async () => {
    const sessions = () => server.requestsTo('POST', '/xrpc/com.atproto.server.createSession').length;
    await network.publish(account(), post({ postId: 31, idempotencyKey: 'harmony-post-31', media: [] }));
    await network.publish(account(), post({ postId: 32, idempotencyKey: 'harmony-post-32', media: [] }));
    expect(sessions()).toBe(1);
    server.expireSessions();
    const third = await network.publish(account(), post({ postId: 33, idempotencyKey: 'harmony-post-33', media: [] }));
    expect(third.remoteId).toContain(recordKeyOf(33, 'harmony-post-33'));
    expect(sessions()).toBe(2);
    expect(server.requestsTo('POST', '/xrpc/com.atproto.repo.createRecord').map(({ headers }) => headers.authorization)).toEqual(['Bearer access-jwt', 'Bearer access-jwt', 'Bearer access-jwt', 'Bearer access-jwt-2']);
  });

  it('calls the connection refused when even a new session is turned away', async () => {
    await network.publish(account(), post({ postId: 41, idempotencyKey: 'harmony-post-41', media: [] }));
    server.expireSessions();
    server.answerNext('/xrpc/com.atproto.server.createSession', { status: 401, body: { error: 'AuthenticationRequired', message: 'Invalid identifier or password' } });
    await expect(network.publish(account(), post({ postId: 42, idempotencyKey: 'harmony-post-42', media: [] }))).rejects.toEqual(
      new NetworkUnauthorized('Bluesky did not accept the handle and app password: Invalid identifier or password'),
    );
  });

  it("keeps a session until a minute before its token's exp, or 15 minutes when the token does not say", () => {
    const payload = Buffer.from(JSON.stringify({ scope: 'com.atproto.appPass', exp: 1_800_000_000 })).toString('base64url');
    expect(sessionUsableUntil(`eyJhbGciOiJIUzI1NiJ9.${payload}.signature`)).toBe(1_800_000_000_000 - 60_000);
    expect(sessionUsableUntil('access-jwt', 1_000)).toBe(1_000 + 15 * 60_000);
  });

  it('keeps the record key a valid TID, the same for every attempt of a post', () => {
    expect(recordKeyOf(21, 'harmony-post-21')).toMatch(/^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/);
    expect(recordKeyOf(21, 'harmony-post-21')).toBe(recordKeyOf(21, 'harmony-post-21'));
    expect(recordKeyOf(22, 'harmony-post-22')).not.toBe(recordKeyOf(21, 'harmony-post-21'));
    expect(linkFacets('no link here')).toEqual([]);
  });
});
