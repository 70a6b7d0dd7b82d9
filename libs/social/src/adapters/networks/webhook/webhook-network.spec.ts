import { createHmac } from 'node:crypto';
import { InvalidInput } from '@harmony/platform/domain';
import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../../domain/index.js';
import type { NetworkAccount, OutgoingPost } from '../../../application/index.js';
import { startWebhookNetworkServer, type NetworkTestServer } from '../../../testing/index.js';
import { WebhookNetwork } from './webhook-network.js';

const secret = 'a-long-shared-secret';
const post: OutgoingPost = {
  postId: 12,
  idempotencyKey: 'harmony-post-12',
  text: 'We split bills 50/50 — until we didn’t. 💸',
  media: [{ kind: 'video', url: 'https://harmony.example/media/clip-12.mp4', contentType: 'video/mp4', description: 'Clip', bytes: async () => new Uint8Array() }],
  link: 'https://harmony.example/episodes/4',
  episode: { number: 4, title: 'Fair is not equal', url: 'https://harmony.example/episodes/4' },
};

describe('WebhookNetwork', () => {
  let server: NetworkTestServer;
  const network = new WebhookNetwork();
  const hook = () => `${server.url}/hooks/harmony`;
  const account = (key = secret): NetworkAccount => ({ id: 3, platform: 'webhook', remoteAccountId: hook(), credentials: { url: hook(), secret: key } });

  beforeEach(async () => {
    server = await startWebhookNetworkServer(secret);
  });
  afterEach(() => server.close());

  it('connects after a signed ping the receiver accepts', async () => {
    const verified = await network.verify({ url: hook(), secret });
    expect(verified).toMatchObject({ remoteAccountId: hook(), displayName: new URL(server.url).host, maxCharacters: 5000, credentials: { url: hook(), secret }, expiresAt: null });
    expect(server.requests[0]?.headers['x-harmony-event']).toBe('ping');
  });

  it('refuses a short secret and an address in clear, by field, sending nothing', async () => {
    const refused = (await network.verify({ url: 'http://hooks.example/x', secret: 'short' }).catch((error: unknown) => error)) as InvalidInput;
    expect(refused.fieldErrors.map(({ field }) => field)).toEqual(['url', 'secret']);
    expect(server.requests).toHaveLength(0);
  });

  it('posts the signed JSON the README documents; a repeat delivery is the same post', async () => {
    const remote = await network.publish(account(), post);
    expect(remote).toEqual({ remoteId: 'delivery-1', remoteUrl: null });
    const [request] = server.requests;
    expect(request?.headers['x-harmony-event']).toBe('post.publish');
    expect(request?.headers['x-harmony-delivery']).toBe('harmony-post-12');
    expect(request?.headers['x-harmony-signature']).toBe(`sha256=${createHmac('sha256', secret).update(request!.raw).digest('hex')}`);
    expect(request?.body).toEqual({
      post: { id: 12, platform: 'webhook', text: post.text, link: post.link },
      episode: post.episode,
      media: [{ kind: 'video', url: 'https://harmony.example/media/clip-12.mp4', contentType: 'video/mp4' }],
    });
    await expect(network.publish(account(), post)).resolves.toEqual(remote);
  });

  it('words a wrong secret, a 429, a 5xx and a 4xx', async () => {
    await expect(network.publish(account('another-long-secret'), post)).rejects.toEqual(new NetworkUnauthorized('The webhook refused our signature: Signature mismatch'));
    server.answerNext('/hooks', { status: 429, headers: { 'retry-after': '5' } });
    await expect(network.publish(account(), post)).rejects.toMatchObject({ retryAfterMs: 5000 });
    server.answerNext('/hooks', { status: 502 });
    await expect(network.publish(account(), post)).rejects.toBeInstanceOf(NetworkUnavailable);
    server.answerNext('/hooks', { status: 400, body: { message: 'Unknown workflow' } });
    await expect(network.publish(account(), post)).rejects.toEqual(new NetworkRefused('The webhook refused the post: Unknown workflow'));
  });
});
