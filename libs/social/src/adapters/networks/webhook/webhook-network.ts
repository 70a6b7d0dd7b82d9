import { createHmac } from 'node:crypto';
import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_SOCIAL_ACCOUNT, networkBaseUrl } from '../../../domain/index.js';
import { SocialNetwork, type ConnectionFields, type NetworkAccount, type OutgoingPost, type RemotePost, type VerifiedAccount } from '../../../application/index.js';
import { networkRequest, type NetworkHttpOptions } from '../network-http.js';

/** Long enough that the signature cannot be guessed. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;
/** No network behind a webhook limits it; this keeps a post a post. */
const WEBHOOK_MAX_CHARACTERS = 5000;
const words = { network: 'The webhook', refused: 'The webhook refused the post', unauthorized: 'The webhook refused our signature' };

/** The signature header's value: HMAC-SHA256 of the exact body with the shared secret, as GitHub's webhooks sign. */
export const webhookSignature = (secret: string, body: string | Uint8Array): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * Any automation that takes a signed JSON POST (n8n, Zapier, Make, an own server): each post is sent as
 * `{post, episode, media}` with X-Harmony-Event, X-Harmony-Delivery (the post's idempotency key: a receiver
 * that has seen it drops the repeat) and X-Harmony-Signature; a 2xx answer means published.
 */
export class WebhookNetwork extends SocialNetwork {
  readonly platform = 'webhook' as const;

  constructor(private readonly options: NetworkHttpOptions = {}) {
    super();
  }

  async verify(fields: ConnectionFields): Promise<VerifiedAccount> {
    const target = networkBaseUrl(fields['url'] ?? '');
    const secret = fields['secret'] ?? '';
    new FieldChecks(INVALID_SOCIAL_ACCOUNT)
      .require('url' in target, 'url', 'reason' in target ? `The webhook address: ${target.reason}` : '')
      .require(secret.length >= MIN_WEBHOOK_SECRET_LENGTH, 'secret', `The signing secret needs at least ${MIN_WEBHOOK_SECRET_LENGTH} characters.`)
      .throwIfAny();
    const url = (target as { url: string }).url;
    await this.send(url, secret, 'ping', `harmony-ping-${Date.now()}`, { event: 'ping' }, 'The webhook did not accept the test delivery');
    return { remoteAccountId: url, displayName: new URL(url).host, profileUrl: null, maxCharacters: WEBHOOK_MAX_CHARACTERS, credentials: { url, secret }, expiresAt: null };
  }

  async publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost> {
    const { url, secret } = account.credentials as { url: string; secret: string };
    const payload = {
      post: { id: post.postId, platform: 'webhook', text: post.text, link: post.link },
      episode: post.episode,
      media: post.media.map(({ kind, url: mediaUrl, contentType }) => ({ kind, url: mediaUrl, contentType })),
    };
    const answer = await this.send(url, secret, 'post.publish', post.idempotencyKey, payload, words.refused);
    const body = (answer && typeof answer === 'object' ? answer : {}) as { id?: unknown; url?: unknown };
    const remoteUrl = typeof body.url === 'string' && body.url.startsWith('https://') ? body.url : null;
    return { remoteId: typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : post.idempotencyKey, remoteUrl };
  }

  /** Receivers drop a delivery id they have seen (README): a repeat is safe, nothing to look for. */
  async findPublished(): Promise<RemotePost | null> {
    return null;
  }

  private async send(url: string, secret: string, event: string, delivery: string, payload: unknown, refused: string): Promise<unknown> {
    const body = JSON.stringify(payload);
    const answer = await networkRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-harmony-event': event, 'x-harmony-delivery': delivery, 'x-harmony-signature': webhookSignature(secret, body) },
        body,
      },
      { ...words, refused },
      this.options,
    );
    return answer.body;
  }
}
