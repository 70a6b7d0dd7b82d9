import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../../domain/index.js';
import { ACCESS_TOKEN_EXPIRES_AT, type ConnectionFields, type NetworkAccount, type NetworkCredentials, type OAuthGrant, type OutgoingMedium, type OutgoingPost, type RemotePost, type VerifiedAccount } from '../../../application/index.js';
import { AppOAuthNetwork } from '../app-oauth-network.js';
import { networkRequest, untilProcessed } from '../network-http.js';

/** What the app asks of the owner's X account: post, upload media, read who they are, and stay connected (refresh token). */
export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'] as const;
const X_MAX_CHARACTERS = 280;
const words = { network: 'X', refused: 'X refused the post', unauthorized: 'X did not accept the connection' };
/** Links count as 23 characters on X and come back shortened: texts are compared without them. */
const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, '').replace(/\s+/g, ' ').trim();

/**
 * X (API v2) through OAuth 2 with PKCE: the owner signs in on x.com, the code becomes an access token (2 hours)
 * and a refresh token. Images go up through the v2 media upload (a video in chunks), then the post. A retry after a crash first
 * reads the account's recent posts for one with the same text (`findPublished`).
 */
export class XNetwork extends AppOAuthNetwork {
  readonly platform = 'twitter' as const;
  protected readonly name = 'X';
  protected readonly appVariables = 'X_CLIENT_ID and X_CLIENT_SECRET';

  authorizeUrl({ state, redirectUri, codeChallenge }: { state: string; redirectUri: string; codeChallenge: string }): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.configured().clientId,
      redirect_uri: redirectUri,
      scope: X_SCOPES.join(' '),
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${this.configured().authorizeUrl}?${query}`;
  }

  async exchangeCode({ code, redirectUri, codeVerifier }: { code: string; redirectUri: string; codeVerifier: string }): Promise<OAuthGrant> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
  }

  async refresh(credentials: NetworkCredentials): Promise<OAuthGrant> {
    const refreshToken = credentials['refreshToken'];
    if (!refreshToken) throw new NetworkRefused('X gave no refresh token: reconnect the account.');
    // A refresh token X refuses (400 invalid_request: used, revoked, or the app's access withdrawn) ends the connection.
    const grant = await this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }).catch((error: unknown) => {
      throw error instanceof NetworkRefused ? new NetworkUnauthorized(`X no longer accepts this connection: ${error.message.replace(/^X refused the sign-in: /, '')}`) : error;
    });
    return { credentials: { ...credentials, ...grant.credentials }, expiresAt: null };
  }

  async verify(fields: ConnectionFields): Promise<VerifiedAccount> {
    const me = await networkRequest(`${this.configured().apiUrl}/2/users/me`, { headers: bearer(fields['accessToken'] ?? '') }, words, this.options);
    const user = (me.body as { data?: { id?: string; username?: string; name?: string } } | null)?.data;
    if (!user?.id || !user.username) throw new NetworkUnavailable('X answered without the account: try connecting again.');
    return {
      remoteAccountId: user.id,
      displayName: `@${user.username}`,
      profileUrl: `https://x.com/${user.username}`,
      maxCharacters: X_MAX_CHARACTERS,
      credentials: { ...fields, username: user.username, userId: user.id },
      expiresAt: null,
    };
  }

  async publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost> {
    const { accessToken, username } = account.credentials as { accessToken: string; username: string };
    // A post carries one video or up to four images on X, never both: the clip when there is one.
    const video = post.media.find(({ kind }) => kind === 'video');
    const mediaIds = video ? [await this.uploadVideo(accessToken, video)] : [];
    for (const medium of video ? [] : post.media.filter(({ kind }) => kind === 'image').slice(0, 4)) {
      const form = new FormData();
      form.append('media', new Blob([new Uint8Array(await medium.bytes())], { type: medium.contentType }), 'image');
      form.append('media_category', 'tweet_image');
      const uploaded = await networkRequest(`${this.configured().apiUrl}/2/media/upload`, { method: 'POST', headers: bearer(accessToken), body: form }, { ...words, refused: 'X refused the image' }, this.options);
      mediaIds.push(mediaIdOf(uploaded.body));
    }
    const created = await networkRequest(
      `${this.configured().apiUrl}/2/tweets`,
      { method: 'POST', headers: { ...bearer(accessToken), 'content-type': 'application/json' }, body: JSON.stringify({ text: post.text, ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}) }) },
      words,
      this.options,
    );
    const id = (created.body as { data?: { id?: string } } | null)?.data?.id;
    if (!id) throw new NetworkUnavailable('X answered without the new post: it may be out; Retry looks for it before posting again.');
    return { remoteId: id, remoteUrl: `https://x.com/${username}/status/${id}` };
  }

  async findPublished(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost | null> {
    const { accessToken, username, userId } = account.credentials as { accessToken: string; username: string; userId: string };
    const recent = await networkRequest(`${this.configured().apiUrl}/2/users/${encodeURIComponent(userId)}/tweets?max_results=20`, { headers: bearer(accessToken) }, words, this.options);
    const wanted = withoutLinks(post.text);
    const found = ((recent.body as { data?: { id: string; text: string }[] } | null)?.data ?? []).find(({ text }) => withoutLinks(text) === wanted);
    return found ? { remoteId: found.id, remoteUrl: `https://x.com/${username}/status/${found.id}` } : null;
  }

  /**
   * X's chunked upload (v2): initialize with the size, append it in chunks, finalize, then wait while X
   * processes the video (processing_info: pending, in_progress, succeeded or failed).
   */
  private async uploadVideo(accessToken: string, video: OutgoingMedium): Promise<string> {
    const api = `${this.configured().apiUrl}/2/media/upload`;
    const videoWords = { ...words, refused: 'X refused the video' };
    const bytes = await video.bytes();
    const json = { ...bearer(accessToken), 'content-type': 'application/json' };
    const started = await networkRequest(`${api}/initialize`, { method: 'POST', headers: json, body: JSON.stringify({ media_type: video.contentType, total_bytes: bytes.length, media_category: 'tweet_video' }) }, videoWords, this.options);
    const id = mediaIdOf(started.body);
    const at = `${api}/${encodeURIComponent(id)}`;
    for (let index = 0; index * VIDEO_CHUNK_BYTES < bytes.length; index += 1) {
      const form = new FormData();
      form.append('segment_index', String(index));
      form.append('media', new Blob([bytes.slice(index * VIDEO_CHUNK_BYTES, (index + 1) * VIDEO_CHUNK_BYTES)], { type: 'application/octet-stream' }), 'chunk');
      await networkRequest(`${at}/append`, { method: 'POST', headers: bearer(accessToken), body: form }, videoWords, this.options);
    }
    // Finalize answers the first processing_info; after it, the status is asked for.
    let answer = (await networkRequest(`${at}/finalize`, { method: 'POST', headers: bearer(accessToken) }, videoWords, this.options)).body;
    let asked = false;
    await untilProcessed(
      async () => {
        if (asked) answer = (await networkRequest(`${api}?${new URLSearchParams({ command: 'STATUS', media_id: id })}`, { headers: bearer(accessToken) }, videoWords, this.options)).body;
        asked = true;
        const processing = (answer as { data?: { processing_info?: ProcessingInfo } } | null)?.data?.processing_info;
        if (!processing || processing.state === 'succeeded') return 'ready';
        if (processing.state === 'failed') throw new NetworkRefused(`X could not process the video${processing.error?.message ? `: ${processing.error.message}` : '.'}`);
        return { checkAfterMs: typeof processing.check_after_secs === 'number' ? processing.check_after_secs * 1000 : null };
      },
      'X is still processing the video; we will try again.',
      this.options,
    );
    return id;
  }

  private async token(form: Record<string, string>): Promise<OAuthGrant> {
    const app = this.configured();
    const answer = await networkRequest(
      `${app.apiUrl}/2/oauth2/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.clientSecret)}`).toString('base64')}` },
        body: new URLSearchParams({ ...form, client_id: app.clientId }),
      },
      { ...words, refused: 'X refused the sign-in', unauthorized: 'X refused the sign-in' },
      this.options,
    );
    const token = answer.body as { access_token?: string; refresh_token?: string; expires_in?: number } | null;
    if (!token?.access_token) throw new NetworkUnavailable('X answered the sign-in without a token: try again.');
    // The access token lasts two hours and is refreshed before use: the connection itself does not expire.
    const credentials: Record<string, string> = { accessToken: token.access_token };
    if (token.refresh_token) credentials['refreshToken'] = token.refresh_token;
    if (typeof token.expires_in === 'number') credentials[ACCESS_TOKEN_EXPIRES_AT] = new Date(Date.now() + token.expires_in * 1000).toISOString();
    return { credentials, expiresAt: null };
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** X takes chunks of up to 5 MB; 4 MB leaves room for the form around it. */
const VIDEO_CHUNK_BYTES = 4 * 1024 * 1024;

interface ProcessingInfo {
  readonly state?: 'pending' | 'in_progress' | 'succeeded' | 'failed';
  readonly check_after_secs?: number;
  readonly error?: { readonly message?: string };
}

function mediaIdOf(body: unknown): string {
  const id = (body as { data?: { id?: string } } | null)?.data?.id;
  if (!id) throw new NetworkUnavailable('X answered the upload without a media id.');
  return id;
}
