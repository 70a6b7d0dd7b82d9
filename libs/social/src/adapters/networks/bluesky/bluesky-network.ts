import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_SOCIAL_ACCOUNT, networkBaseUrl, NetworkRefused, NetworkUnavailable } from '../../../domain/index.js';
import { SocialNetwork, type ConnectionFields, type NetworkAccount, type OutgoingPost, type RemotePost, type VerifiedAccount } from '../../../application/index.js';
import { networkRequest, type NetworkHttpOptions } from '../network-http.js';
import { recordKeyOf } from './record-key.js';

export const DEFAULT_BLUESKY_SERVICE = 'https://bsky.social';
/** app.bsky.feed.post's text limit, in graphemes. */
const BLUESKY_MAX_GRAPHEMES = 300;
/** uploadBlob's image limit for a post embed. */
const MAX_IMAGE_BYTES = 1_000_000;
const words = { network: 'Bluesky', refused: 'Bluesky refused the post', unauthorized: 'Bluesky did not accept the handle and app password' };
const POST_COLLECTION = 'app.bsky.feed.post';

interface Session {
  readonly accessJwt: string;
  readonly did: string;
  readonly handle: string;
}

/** Where a URL sits in the text, in UTF-8 bytes (what app.bsky.richtext.facet counts). */
export function linkFacets(text: string): { index: { byteStart: number; byteEnd: number }; features: { $type: 'app.bsky.richtext.facet#link'; uri: string }[] }[] {
  const encoder = new TextEncoder();
  return [...text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g)].map((match) => {
    const byteStart = encoder.encode(text.slice(0, match.index)).length;
    return { index: { byteStart, byteEnd: byteStart + encoder.encode(match[0]).length }, features: [{ $type: 'app.bsky.richtext.facet#link', uri: match[0] }] };
  });
}

const graphemes = (text: string): number => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;

/**
 * Bluesky (or any AT Protocol PDS): a handle and an app password (Settings → App passwords), a session per
 * publication. Images go up as blobs first, then the post record, links made clickable with facets. The
 * record key comes from the post (recordKeyOf), so `findPublished` asks getRecord whether an earlier attempt
 * put it out.
 */
export class BlueskyNetwork extends SocialNetwork {
  readonly platform = 'bluesky' as const;

  constructor(private readonly options: NetworkHttpOptions = {}) {
    super();
  }

  async verify(fields: ConnectionFields): Promise<VerifiedAccount> {
    const base = networkBaseUrl(fields['service']?.trim() || DEFAULT_BLUESKY_SERVICE);
    const handle = (fields['handle'] ?? '').trim().replace(/^@/, '');
    const appPassword = (fields['appPassword'] ?? '').trim();
    new FieldChecks(INVALID_SOCIAL_ACCOUNT)
      .require('url' in base, 'service', 'reason' in base ? `The Bluesky service: ${base.reason}` : '')
      .require(handle.length > 0, 'handle', 'Enter your Bluesky handle, such as harmony.bsky.social.')
      .require(appPassword.length > 0, 'appPassword', 'Paste an app password from Bluesky\'s Settings → App passwords.')
      .throwIfAny();
    const service = (base as { url: string }).url;
    const session = await this.session({ service, handle, appPassword });
    return {
      remoteAccountId: session.did,
      displayName: `@${session.handle}`,
      profileUrl: `https://bsky.app/profile/${session.handle}`,
      maxCharacters: BLUESKY_MAX_GRAPHEMES,
      credentials: { service, handle: session.handle, appPassword, did: session.did },
      expiresAt: null,
    };
  }

  async publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost> {
    if (graphemes(post.text) > BLUESKY_MAX_GRAPHEMES) throw new NetworkRefused(`Bluesky refused the post: it holds ${graphemes(post.text)} characters, and Bluesky takes ${BLUESKY_MAX_GRAPHEMES}.`);
    const credentials = account.credentials as { service: string; handle: string; appPassword: string };
    const session = await this.session(credentials);
    const images = [];
    for (const medium of post.media.filter(({ kind }) => kind === 'image').slice(0, 4)) {
      const bytes = await medium.bytes();
      if (bytes.length > MAX_IMAGE_BYTES) throw new NetworkRefused(`Bluesky refused the image: it takes images up to 1 MB, and this one is ${(bytes.length / 1_000_000).toFixed(1)} MB.`);
      const uploaded = await networkRequest(
        `${credentials.service}/xrpc/com.atproto.repo.uploadBlob`,
        { method: 'POST', headers: { authorization: `Bearer ${session.accessJwt}`, 'content-type': medium.contentType }, body: new Uint8Array(bytes) },
        { ...words, refused: 'Bluesky refused the image' },
        this.options,
      );
      images.push({ alt: medium.description, image: (uploaded.body as { blob: unknown }).blob });
    }
    const rkey = recordKeyOf(post.postId, post.idempotencyKey);
    const facets = linkFacets(post.text);
    const record = {
      $type: POST_COLLECTION,
      text: post.text,
      createdAt: new Date().toISOString(),
      ...(facets.length ? { facets } : {}),
      ...(images.length ? { embed: { $type: 'app.bsky.embed.images', images } } : {}),
    };
    const created = await networkRequest(
      `${credentials.service}/xrpc/com.atproto.repo.createRecord`,
      { method: 'POST', headers: { authorization: `Bearer ${session.accessJwt}`, 'content-type': 'application/json' }, body: JSON.stringify({ repo: session.did, collection: POST_COLLECTION, rkey, record }) },
      words,
      this.options,
    );
    const uri = (created.body as { uri?: unknown } | null)?.uri;
    if (typeof uri !== 'string') throw new NetworkUnavailable('Bluesky answered without the new post: it may be out; Retry looks for it before posting again.');
    return { remoteId: uri, remoteUrl: `https://bsky.app/profile/${session.handle}/post/${rkey}` };
  }

  async findPublished(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost | null> {
    const { service, handle, did } = account.credentials as { service: string; handle: string; did: string };
    const rkey = recordKeyOf(post.postId, post.idempotencyKey);
    const query = new URLSearchParams({ repo: did, collection: POST_COLLECTION, rkey });
    try {
      const found = await networkRequest(`${service}/xrpc/com.atproto.repo.getRecord?${query}`, {}, words, this.options);
      const uri = (found.body as { uri?: unknown } | null)?.uri;
      return typeof uri === 'string' ? { remoteId: uri, remoteUrl: `https://bsky.app/profile/${handle}/post/${rkey}` } : null;
    } catch (error) {
      // RecordNotFound (a 400 in XRPC): not out yet.
      if (error instanceof NetworkRefused) return null;
      throw error;
    }
  }

  private async session({ service, handle, appPassword }: { service: string; handle: string; appPassword: string }): Promise<Session> {
    const answer = await networkRequest(
      `${service}/xrpc/com.atproto.server.createSession`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: handle, password: appPassword }) },
      words,
      this.options,
    );
    const session = answer.body as Partial<Session> | null;
    if (!session?.accessJwt || !session.did || !session.handle) throw new NetworkRefused(`${service} did not answer as a Bluesky service.`);
    return { accessJwt: session.accessJwt, did: session.did, handle: session.handle };
  }
}
