import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_SOCIAL_ACCOUNT, networkBaseUrl, NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../../domain/index.js';
import { SocialNetwork, type ConnectionFields, type NetworkAccount, type OutgoingPost, type RemotePost, type VerifiedAccount } from '../../../application/index.js';
import { networkRequest, type NetworkHttpOptions } from '../network-http.js';
import { recordKeyOf } from './record-key.js';

export const DEFAULT_BLUESKY_SERVICE = 'https://bsky.social';
/** app.bsky.feed.post's text limit, in graphemes. */
const BLUESKY_MAX_GRAPHEMES = 300;
/** uploadBlob's image limit for a post embed. */
const MAX_IMAGE_BYTES = 1_000_000;
/** An ended session is a 400 in XRPC (ExpiredToken, InvalidToken), not a 401: it is the session's failure, not the post's. */
const sessionEnded = (_status: number, body: unknown) => (['ExpiredToken', 'InvalidToken'].includes(String((body as { error?: unknown } | null)?.error)) ? ('unauthorized' as const) : undefined);
const words = { network: 'Bluesky', refused: 'Bluesky refused the post', unauthorized: 'Bluesky did not accept the handle and app password', classify: sessionEnded };
/** How long a session is kept when its access token does not say (Bluesky's last about two hours). */
const FALLBACK_SESSION_MS = 15 * 60_000;
const POST_COLLECTION = 'app.bsky.feed.post';

interface Session {
  readonly accessJwt: string;
  readonly did: string;
  readonly handle: string;
}

type Credentials = { readonly service: string; readonly handle: string; readonly appPassword: string };

/** Until when an access token may be used: its JWT `exp` less a minute, else FALLBACK_SESSION_MS from now. */
export function sessionUsableUntil(accessJwt: string, now: number = Date.now()): number {
  try {
    const { exp } = JSON.parse(Buffer.from(accessJwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof exp === 'number') return exp * 1000 - 60_000;
  } catch {
    // Not a JWT we can read: the fallback below.
  }
  return now + FALLBACK_SESSION_MS;
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
 * Bluesky (or any AT Protocol PDS): a handle and an app password (Settings → App passwords). The session is
 * kept while its access token lasts, because createSession is rate-limited per account (30 in 5 minutes, 300 a
 * day): a session per post would fail a busy morning of scheduled posts. An ended session is made again once
 * before the connection is called refused. Images go up as blobs first, then the post record, links made
 * clickable with facets. The record key comes from the post (recordKeyOf), so `findPublished` asks getRecord
 * whether an earlier attempt put it out.
 */
export class BlueskyNetwork extends SocialNetwork {
  readonly platform = 'bluesky' as const;
  /** By service, handle and app password: a new app password is a new session. In memory: one process's. */
  private readonly sessions = new Map<string, { readonly session: Session; readonly until: number }>();

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
    const credentials = account.credentials as Credentials;
    return this.withSession(credentials, (session) => this.publishIn(session, credentials, post));
  }

  private async publishIn(session: Session, credentials: Credentials, post: OutgoingPost): Promise<RemotePost> {
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

  /** `use` in the kept session, or in a new one when there is none, it has run out, or the network ended it. */
  private async withSession<T>(credentials: Credentials, use: (session: Session) => Promise<T>): Promise<T> {
    const key = JSON.stringify([credentials.service, credentials.handle, credentials.appPassword]);
    const kept = this.sessions.get(key);
    if (kept && kept.until > Date.now()) {
      try {
        return await use(kept.session);
      } catch (error) {
        if (!(error instanceof NetworkUnauthorized)) throw error;
        this.sessions.delete(key);
      }
    }
    const session = await this.session(credentials);
    this.sessions.set(key, { session, until: sessionUsableUntil(session.accessJwt) });
    return use(session);
  }

  private async session({ service, handle, appPassword }: Credentials): Promise<Session> {
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
