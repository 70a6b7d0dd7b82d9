import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../../domain/index.js';
import { type ConnectionFields, type NetworkAccount, type NetworkCredentials, type OAuthGrant, type OutgoingPost, type RemotePost, type VerifiedAccount } from '../../../application/index.js';
import { AppOAuthNetwork } from '../app-oauth-network.js';
import { networkRequest } from '../network-http.js';

/** Sign in with LinkedIn (OpenID) and post as the member. */
export const LINKEDIN_SCOPES = ['openid', 'profile', 'w_member_social'] as const;
/** The Posts API version this adapter speaks (LinkedIn-Version, YYYYMM). */
export const LINKEDIN_VERSION = '202505';
const LINKEDIN_MAX_CHARACTERS = 3000;
const words = { network: 'LinkedIn', refused: 'LinkedIn refused the post', unauthorized: 'LinkedIn did not accept the connection' };

/** LinkedIn's "little text" format reserves these characters: a post's text escapes them to show them as typed. */
export const littleText = (text: string): string => text.replace(/[\\|{}@[\]()<>#*_~]/g, (character) => `\\${character}`);

/**
 * LinkedIn (a member's feed) through OAuth 2: the access token lasts 60 days and is the connection itself (a
 * refresh token only for LinkedIn's approved partners), so `expiresAt` drives the dashboard's warning. Images are
 * registered with initializeUpload, their bytes PUT, then the post goes to the Posts API. LinkedIn gives
 * w_member_social apps no way to read their posts back, so `findPublished` cannot look (null): a crash between
 * LinkedIn's answer and our record is the one case a Retry may post twice.
 */
export class LinkedInNetwork extends AppOAuthNetwork {
  readonly platform = 'linkedin' as const;
  protected readonly name = 'LinkedIn';
  protected readonly appVariables = 'LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET';

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string; codeChallenge: string }): string {
    // LinkedIn's web flow takes no PKCE challenge: the confidential client's secret and the state protect it.
    const query = new URLSearchParams({ response_type: 'code', client_id: this.configured().clientId, redirect_uri: redirectUri, state, scope: LINKEDIN_SCOPES.join(' ') });
    return `${this.configured().authorizeUrl}?${query}`;
  }

  async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string; codeVerifier: string }): Promise<OAuthGrant> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  async refresh(credentials: NetworkCredentials): Promise<OAuthGrant> {
    const refreshToken = credentials['refreshToken'];
    if (!refreshToken) throw new NetworkUnauthorized('LinkedIn connections last 60 days: reconnect LinkedIn on the Social accounts screen.');
    const grant = await this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }).catch((error: unknown) => {
      throw error instanceof NetworkRefused ? new NetworkUnauthorized(`LinkedIn no longer accepts this connection: ${error.message.replace(/^LinkedIn refused the sign-in: /, '')}`) : error;
    });
    return { credentials: { ...credentials, ...grant.credentials }, expiresAt: grant.expiresAt };
  }

  async verify(fields: ConnectionFields): Promise<VerifiedAccount> {
    const answer = await networkRequest(`${this.configured().apiUrl}/v2/userinfo`, { headers: { authorization: `Bearer ${fields['accessToken'] ?? ''}` } }, words, this.options);
    const member = answer.body as { sub?: string; name?: string } | null;
    if (!member?.sub) throw new NetworkUnavailable('LinkedIn answered without the member: try connecting again.');
    return {
      remoteAccountId: member.sub,
      displayName: member.name?.trim() || 'LinkedIn member',
      profileUrl: null,
      maxCharacters: LINKEDIN_MAX_CHARACTERS,
      credentials: { ...fields, author: `urn:li:person:${member.sub}` },
      expiresAt: null,
    };
  }

  async publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost> {
    const { accessToken, author } = account.credentials as { accessToken: string; author: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' };
    const image = post.media.find(({ kind }) => kind === 'image');
    let media: { id: string; altText: string } | null = null;
    if (image) {
      const initialized = await networkRequest(
        `${this.configured().apiUrl}/rest/images?action=initializeUpload`,
        { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ initializeUploadRequest: { owner: author } }) },
        { ...words, refused: 'LinkedIn refused the image' },
        this.options,
      );
      const { uploadUrl, image: imageUrn } = (initialized.body as { value?: { uploadUrl?: string; image?: string } } | null)?.value ?? {};
      if (!uploadUrl || !imageUrn) throw new NetworkUnavailable('LinkedIn answered the image upload without its address.');
      await networkRequest(uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${accessToken}`, 'content-type': image.contentType }, body: new Uint8Array(await image.bytes()) }, { ...words, refused: 'LinkedIn refused the image' }, this.options);
      media = { id: imageUrn, altText: image.description.slice(0, 4086) };
    }
    const created = await networkRequest(
      `${this.configured().apiUrl}/rest/posts`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          author,
          commentary: littleText(post.text),
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
          ...(media ? { content: { media } } : {}),
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
      },
      words,
      this.options,
    );
    const urn = created.headers.get('x-restli-id');
    if (!urn) throw new NetworkUnavailable('LinkedIn answered without the new post: it may be out; check your feed before Retry.');
    return { remoteId: urn, remoteUrl: `https://www.linkedin.com/feed/update/${urn}/` };
  }

  async findPublished(): Promise<RemotePost | null> {
    return null;
  }

  private async token(form: Record<string, string>): Promise<OAuthGrant> {
    const app = this.configured();
    const answer = await networkRequest(
      `${new URL(app.authorizeUrl).origin}/oauth/v2/accessToken`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...form, client_id: app.clientId, client_secret: app.clientSecret }) },
      { ...words, refused: 'LinkedIn refused the sign-in', unauthorized: 'LinkedIn refused the sign-in' },
      this.options,
    );
    const token = answer.body as { access_token?: string; expires_in?: number; refresh_token?: string } | null;
    if (!token?.access_token) throw new NetworkUnavailable('LinkedIn answered the sign-in without a token: try again.');
    const credentials: Record<string, string> = { accessToken: token.access_token };
    if (token.refresh_token) credentials['refreshToken'] = token.refresh_token;
    return { credentials, expiresAt: typeof token.expires_in === 'number' ? new Date(Date.now() + token.expires_in * 1000) : null };
  }
}
