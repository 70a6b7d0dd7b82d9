import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_SOCIAL_ACCOUNT, networkBaseUrl, NetworkRefused, NetworkUnavailable } from '../../../domain/index.js';
import { SocialNetwork, type ConnectionFields, type NetworkAccount, type OutgoingMedium, type OutgoingPost, type RemotePost, type VerifiedAccount } from '../../../application/index.js';
import { networkRequest, untilProcessed, type NetworkHttpOptions } from '../network-http.js';

/** Mastodon's own default, for an instance that does not say (older than 4.0). */
const DEFAULT_MAX_CHARACTERS = 500;
const words = { network: 'Mastodon', refused: 'Mastodon refused the post', unauthorized: 'Mastodon did not accept the access token' };

interface MastodonAccount {
  readonly id: string;
  readonly acct: string;
  readonly url?: string;
}

/**
 * Mastodon (any instance): the access token of an application the owner creates under Preferences →
 * Development, with write:statuses, write:media and read:accounts. Media go first (POST /api/v2/media,
 * processed asynchronously for video), then the status, sent with an Idempotency-Key: Mastodon keeps the
 * key for an hour and answers a repeated request with the status it already made, so a retry after a
 * crash never posts twice and `findPublished` has nothing to add.
 */
export class MastodonNetwork extends SocialNetwork {
  readonly platform = 'mastodon' as const;

  constructor(private readonly options: NetworkHttpOptions = {}) {
    super();
  }

  async verify(fields: ConnectionFields): Promise<VerifiedAccount> {
    const base = networkBaseUrl(fields['instanceUrl'] ?? '');
    const accessToken = (fields['accessToken'] ?? '').trim();
    new FieldChecks(INVALID_SOCIAL_ACCOUNT)
      .require('url' in base, 'instanceUrl', 'reason' in base ? `Your Mastodon instance: ${base.reason}` : '')
      .require(accessToken.length > 0, 'accessToken', 'Paste the access token of your Mastodon application.')
      .throwIfAny();
    const instanceUrl = (base as { url: string }).url;
    const account = (await networkRequest(`${instanceUrl}/api/v1/accounts/verify_credentials`, { headers: bearer(accessToken) }, words, this.options)).body as MastodonAccount;
    if (!account || typeof account.id !== 'string') throw new NetworkRefused(`${instanceUrl} did not answer as a Mastodon instance.`);
    const instance = await networkRequest(`${instanceUrl}/api/v2/instance`, { headers: bearer(accessToken) }, words, this.options);
    const host = new URL(instanceUrl).host;
    return {
      remoteAccountId: account.id,
      displayName: account.acct.includes('@') ? `@${account.acct}` : `@${account.acct}@${host}`,
      profileUrl: typeof account.url === 'string' ? account.url : null,
      maxCharacters: maxCharactersOf(instance.body),
      credentials: { instanceUrl, accessToken },
      expiresAt: null,
    };
  }

  async publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost> {
    const { instanceUrl, accessToken } = account.credentials as { instanceUrl: string; accessToken: string };
    const mediaIds: string[] = [];
    for (const medium of post.media) mediaIds.push(await this.upload(instanceUrl, accessToken, medium));
    const status = await networkRequest(
      `${instanceUrl}/api/v1/statuses`,
      {
        method: 'POST',
        headers: { ...bearer(accessToken), 'content-type': 'application/json', 'idempotency-key': post.idempotencyKey },
        body: JSON.stringify({ status: post.text, media_ids: mediaIds, visibility: 'public' }),
      },
      words,
      this.options,
    );
    const body = status.body as { id?: string; url?: string | null };
    if (typeof body?.id !== 'string') throw new NetworkUnavailable('Mastodon answered without the new post: it may be out; Retry checks before posting again.');
    return { remoteId: body.id, remoteUrl: typeof body.url === 'string' ? body.url : null };
  }

  /** Mastodon's Idempotency-Key answers a repeat with the status already made: nothing to look for. */
  async findPublished(): Promise<RemotePost | null> {
    return null;
  }

  private async upload(instanceUrl: string, accessToken: string, medium: OutgoingMedium): Promise<string> {
    const form = new FormData();
    const bytes = await medium.bytes();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: medium.contentType }), fileName(medium));
    if (medium.description) form.append('description', medium.description.slice(0, 1500));
    const uploaded = await networkRequest(`${instanceUrl}/api/v2/media`, { method: 'POST', headers: bearer(accessToken), body: form }, { ...words, refused: 'Mastodon refused the media' }, this.options);
    const attachment = uploaded.body as { id?: string; url?: string | null };
    if (typeof attachment?.id !== 'string') throw new NetworkUnavailable('Mastodon answered the upload without an id.');
    // 202: the video is still being processed; a status may only attach it once it has a URL.
    if (uploaded.status === 202 || !attachment.url) await this.waitForProcessing(instanceUrl, accessToken, attachment.id);
    return attachment.id;
  }

  private async waitForProcessing(instanceUrl: string, accessToken: string, id: string): Promise<void> {
    await untilProcessed(
      async () => {
        const answer = await networkRequest(`${instanceUrl}/api/v1/media/${encodeURIComponent(id)}`, { headers: bearer(accessToken) }, words, this.options);
        return answer.status === 200 && (answer.body as { url?: string | null })?.url ? 'ready' : { checkAfterMs: null };
      },
      'Mastodon is still processing the video; we will try again.',
      this.options,
    );
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const fileName = (medium: OutgoingMedium): string => {
  const last = new URL(medium.url).pathname.split('/').pop();
  return last || (medium.kind === 'video' ? 'clip.mp4' : 'image.png');
};

function maxCharactersOf(instance: unknown): number {
  const value = (instance as { configuration?: { statuses?: { max_characters?: unknown } } } | null)?.configuration?.statuses?.max_characters;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_CHARACTERS;
}
