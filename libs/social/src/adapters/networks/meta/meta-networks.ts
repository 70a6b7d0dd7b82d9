import { NetworkRefused, NetworkUnavailable } from '../../../domain/index.js';
import { type ConnectionFields, type NetworkAccount, type NetworkCredentials, type OAuthGrant, type OutgoingMedium, type OutgoingPost, type RemotePost, type VerifiedAccount } from '../../../application/index.js';
import { AppOAuthNetwork } from '../app-oauth-network.js';
import { networkRequest, untilProcessed, type NetworkWords } from '../network-http.js';

/** What one Meta app asks, for a Page's posts and its linked Instagram business account's. */
export const META_SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement', 'instagram_basic', 'instagram_content_publish', 'business_management'] as const;
/** Graph error codes: 190 the token is dead; 4, 17, 32, 613 a rate limit (answered as 400/403). */
const DEAD_TOKEN = 190;
const RATE_LIMITED = new Set([4, 17, 32, 613]);

const graphWords = (network: string, refused: string): NetworkWords => ({
  network,
  refused,
  unauthorized: `${network} did not accept the connection`,
  classify: (_status, body) => {
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    if (code === DEAD_TOKEN) return 'unauthorized';
    return typeof code === 'number' && RATE_LIMITED.has(code) ? 'unavailable' : undefined;
  },
});

interface Page {
  readonly id: string;
  readonly name: string;
  readonly access_token: string;
  readonly instagram_business_account?: { readonly id: string; readonly username?: string };
}

/**
 * What a Facebook Page and an Instagram business account share: one Meta app, one sign-in (the Facebook dialog),
 * the code traded for a long-lived user token and that for the first Page's token, which does not expire. Each
 * platform keeps what it publishes with: the Page's id and token, and for Instagram the linked account's id.
 */
abstract class MetaNetwork extends AppOAuthNetwork {
  protected readonly appVariables = 'META_APP_ID and META_APP_SECRET';

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string; codeChallenge: string }): string {
    const query = new URLSearchParams({ client_id: this.configured().clientId, redirect_uri: redirectUri, state, response_type: 'code', scope: META_SCOPES.join(',') });
    return `${this.configured().authorizeUrl}?${query}`;
  }

  async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string; codeVerifier: string }): Promise<OAuthGrant> {
    const app = this.configured();
    const signIn = { ...graphWords(this.name, `${this.name} refused the sign-in`), unauthorized: `${this.name} refused the sign-in` };
    const short = await networkRequest(this.graph('/oauth/access_token', { client_id: app.clientId, client_secret: app.clientSecret, redirect_uri: redirectUri, code }), {}, signIn, this.options);
    const userToken = (short.body as { access_token?: string } | null)?.access_token;
    if (!userToken) throw new NetworkUnavailable(`${this.name} answered the sign-in without a token: try again.`);
    const long = await networkRequest(this.graph('/oauth/access_token', { grant_type: 'fb_exchange_token', client_id: app.clientId, client_secret: app.clientSecret, fb_exchange_token: userToken }), {}, signIn, this.options);
    const longToken = (long.body as { access_token?: string } | null)?.access_token ?? userToken;
    const pages = await networkRequest(this.graph('/me/accounts', { fields: 'id,name,access_token,instagram_business_account{id,username}', access_token: longToken }), {}, signIn, this.options);
    const page = this.pageToUse(((pages.body as { data?: Page[] } | null)?.data ?? []).filter((candidate) => candidate.id && candidate.access_token));
    // A Page token obtained with a long-lived user token does not expire.
    return { credentials: this.credentialsOf(page), expiresAt: null };
  }

  /** Page tokens do not expire: nothing to refresh; a revoked one is reported by the next post (code 190). */
  async refresh(credentials: NetworkCredentials): Promise<OAuthGrant> {
    return { credentials, expiresAt: null };
  }

  protected abstract pageToUse(pages: readonly Page[]): Page;
  protected abstract credentialsOf(page: Page): NetworkCredentials;

  protected graph(path: string, query: Record<string, string> = {}): string {
    const url = new URL(`${this.configured().apiUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.href;
  }

  protected async graphPost(path: string, fields: Record<string, string>, words: NetworkWords): Promise<Record<string, unknown>> {
    const answer = await networkRequest(this.graph(path), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }, words, this.options);
    return (answer.body ?? {}) as Record<string, unknown>;
  }
}

/** Media Meta fetches itself must be on a public https address: PUBLIC_URL's. */
const publicMedium = (medium: OutgoingMedium, network: string): string => {
  if (!medium.url.startsWith('https://')) throw new NetworkRefused(`${network} needs the image on a public address: set PUBLIC_URL to your site's https address`);
  return medium.url;
};

/** A Facebook Page: a photo post (the image by its URL) or a text post with the episode's link. */
export class FacebookPageNetwork extends MetaNetwork {
  readonly platform = 'facebook' as const;
  protected readonly name = 'Facebook';

  async verify(fields: ConnectionFields): Promise<VerifiedAccount> {
    const page = await networkRequest(this.graph(`/${encodeURIComponent(fields['pageId'] ?? '')}`, { fields: 'id,name,link', access_token: fields['pageToken'] ?? '' }), {}, graphWords('Facebook', 'Facebook refused the Page'), this.options);
    const { id, name, link } = (page.body ?? {}) as { id?: string; name?: string; link?: string };
    if (!id) throw new NetworkUnavailable('Facebook answered without the Page: try connecting again.');
    return { remoteAccountId: id, displayName: name ?? fields['pageName'] ?? 'Facebook Page', profileUrl: link ?? `https://www.facebook.com/${id}`, maxCharacters: 63_206, credentials: fields, expiresAt: null };
  }

  async publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost> {
    const { pageId, pageToken } = account.credentials as { pageId: string; pageToken: string };
    const words = graphWords('Facebook', 'Facebook refused the post');
    const image = post.media.find(({ kind }) => kind === 'image');
    const answer = image
      ? await this.graphPost(`/${pageId}/photos`, { url: publicMedium(image, 'Facebook'), caption: post.text, access_token: pageToken }, words)
      : await this.graphPost(`/${pageId}/feed`, { message: post.text, ...(post.link ? { link: post.link } : {}), access_token: pageToken }, words);
    const id = String(answer['post_id'] ?? answer['id'] ?? '');
    if (!id) throw new NetworkUnavailable('Facebook answered without the new post: it may be out; Retry looks for it before posting again.');
    return { remoteId: id, remoteUrl: `https://www.facebook.com/${id}` };
  }

  async findPublished(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost | null> {
    const { pageId, pageToken } = account.credentials as { pageId: string; pageToken: string };
    const feed = await networkRequest(this.graph(`/${pageId}/feed`, { fields: 'id,message', limit: '20', access_token: pageToken }), {}, graphWords('Facebook', 'Facebook refused the look-up'), this.options);
    const found = ((feed.body as { data?: { id: string; message?: string }[] } | null)?.data ?? []).find(({ message }) => message === post.text);
    return found ? { remoteId: found.id, remoteUrl: `https://www.facebook.com/${found.id}` } : null;
  }

  protected pageToUse(pages: readonly Page[]): Page {
    const [page] = pages;
    if (!page) throw new NetworkRefused('Facebook shows no Page you manage: create one, or allow the app your Page when Facebook asks.');
    return page;
  }

  protected credentialsOf(page: Page): NetworkCredentials {
    return { pageId: page.id, pageName: page.name, pageToken: page.access_token };
  }
}

/** An Instagram business account linked to a Page: a container (image, or a reel's video) made from PUBLIC_URL, then published. */
export class InstagramNetwork extends MetaNetwork {
  readonly platform = 'instagram' as const;
  protected readonly name = 'Instagram';

  
  async verify(fields: ConnectionFields): Promise<VerifiedAccount> {
    const account = await networkRequest(this.graph(`/${encodeURIComponent(fields['igUserId'] ?? '')}`, { fields: 'id,username', access_token: fields['pageToken'] ?? '' }), {}, graphWords('Instagram', 'Instagram refused the account'), this.options);
    const { id, username } = (account.body ?? {}) as { id?: string; username?: string };
    if (!id) throw new NetworkUnavailable('Instagram answered without the account: try connecting again.');
    return { remoteAccountId: id, displayName: `@${username ?? fields['igUsername'] ?? id}`, profileUrl: username ? `https://www.instagram.com/${username}` : null, maxCharacters: 2_200, credentials: fields, expiresAt: null };
  }

  async publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost> {
    const { igUserId, pageToken } = account.credentials as { igUserId: string; pageToken: string };
    const words = graphWords('Instagram', 'Instagram refused the post');
    const medium = post.media.find(({ kind }) => kind === 'video') ?? post.media.find(({ kind }) => kind === 'image');
    if (!medium) throw new NetworkRefused('Instagram needs an image or a video: this post has none.');
    const source: Record<string, string> = medium.kind === 'video' ? { media_type: 'REELS', video_url: publicMedium(medium, 'Instagram') } : { image_url: publicMedium(medium, 'Instagram') };
    const container = String((await this.graphPost(`/${igUserId}/media`, { ...source, caption: post.text, access_token: pageToken }, words))['id'] ?? '');
    if (!container) throw new NetworkUnavailable('Instagram answered without a media container: try again.');
    await this.waitUntilReady(container, pageToken);
    const published = String((await this.graphPost(`/${igUserId}/media_publish`, { creation_id: container, access_token: pageToken }, words))['id'] ?? '');
    if (!published) throw new NetworkUnavailable('Instagram answered without the new post: it may be out; Retry looks for it before posting again.');
    return { remoteId: published, remoteUrl: await this.permalinkOf(published, pageToken) };
  }

  async findPublished(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost | null> {
    const { igUserId, pageToken } = account.credentials as { igUserId: string; pageToken: string };
    const media = await networkRequest(this.graph(`/${igUserId}/media`, { fields: 'id,caption,permalink', limit: '20', access_token: pageToken }), {}, graphWords('Instagram', 'Instagram refused the look-up'), this.options);
    const found = ((media.body as { data?: { id: string; caption?: string; permalink?: string }[] } | null)?.data ?? []).find(({ caption }) => caption === post.text);
    return found ? { remoteId: found.id, remoteUrl: found.permalink ?? null } : null;
  }

  protected pageToUse(pages: readonly Page[]): Page {
    const page = pages.find((candidate) => candidate.instagram_business_account?.id);
    if (!page) throw new NetworkRefused('Instagram: none of your Facebook Pages has an Instagram business account linked; link one in Meta Business Suite, then connect again.');
    return page;
  }

  protected credentialsOf(page: Page): NetworkCredentials {
    const instagram = page.instagram_business_account!;
    return { pageId: page.id, pageToken: page.access_token, igUserId: instagram.id, ...(instagram.username ? { igUsername: instagram.username } : {}) };
  }

  private async waitUntilReady(container: string, pageToken: string): Promise<void> {
    await untilProcessed(
      async () => {
        const status = await networkRequest(this.graph(`/${container}`, { fields: 'status_code', access_token: pageToken }), {}, graphWords('Instagram', 'Instagram refused the media'), this.options);
        const code = (status.body as { status_code?: string } | null)?.status_code;
        if (code === 'ERROR' || code === 'EXPIRED') throw new NetworkRefused('Instagram could not process the media: check that the image or video opens at its address on PUBLIC_URL.');
        // Meta suggests asking about once a minute, for up to five; the job's own retries cover longer.
        return code === 'FINISHED' ? 'ready' : { checkAfterMs: 2_000 };
      },
      'Instagram is still processing the media; we will try again.',
      this.options,
    );
  }

  private async permalinkOf(mediaId: string, pageToken: string): Promise<string | null> {
    try {
      const answer = await networkRequest(this.graph(`/${mediaId}`, { fields: 'permalink', access_token: pageToken }), {}, graphWords('Instagram', 'Instagram refused the look-up'), this.options);
      return (answer.body as { permalink?: string } | null)?.permalink ?? null;
    } catch {
      // Published already: a missing link is no reason to call the post failed.
      return null;
    }
  }
}
