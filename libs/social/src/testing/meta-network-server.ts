import { NetworkTestServer, type RecordedRequest } from './network-test-server.js';

export interface MetaNetworkServerOptions {
  /** Whether the Page has an Instagram business account linked. */
  readonly instagramLinked?: boolean;
  /** How many status reads an Instagram container answers IN_PROGRESS before FINISHED. */
  readonly containerPolls?: number;
}

/**
 * Meta's Graph API as the adapters use it (developers.facebook.com/docs/graph-api): the Facebook dialog answers
 * at once with a code; the code, then fb_exchange_token, become user tokens; /me/accounts lists one Page (with its
 * Instagram business account); Page feed and photos; Instagram containers, their status and media_publish; an
 * expired token answered as Graph does (400, code 190).
 */
export async function startMetaNetworkServer(options: MetaNetworkServerOptions = {}, app = { clientId: 'meta-app', clientSecret: 'meta-secret' }): Promise<NetworkTestServer> {
  const codes = new Set<string>();
  const containerPolls = new Map<string, number>();
  const posts: { id: string; message: string }[] = [];
  const media: { id: string; caption: string; permalink: string }[] = [];
  let next = 1;
  const tokenOf = (request: RecordedRequest): string => request.query['access_token'] ?? String((request.body as Record<string, unknown> | null)?.['access_token'] ?? '');
  const expired = { status: 400, body: { error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, error_subcode: 463 } } };
  const withPage = (request: RecordedRequest) => tokenOf(request) === 'page-token';
  return NetworkTestServer.start({
    'GET /dialog/oauth': ({ query }) => {
      const code = `meta-code-${next++}`;
      codes.add(code);
      const back = new URL(query['redirect_uri'] ?? 'http://invalid');
      back.searchParams.set('code', code);
      back.searchParams.set('state', query['state'] ?? '');
      return { status: 302, headers: { location: back.href } };
    },
    'GET /oauth/access_token': ({ query }) => {
      if (query['client_id'] !== app.clientId || query['client_secret'] !== app.clientSecret) return { status: 400, body: { error: { message: 'Error validating client secret.', type: 'OAuthException', code: 1 } } };
      if (query['grant_type'] === 'fb_exchange_token') return query['fb_exchange_token'] === 'short-user-token' ? { status: 200, body: { access_token: 'long-user-token', token_type: 'bearer', expires_in: 5_183_944 } } : expired;
      return codes.delete(query['code'] ?? '') ? { status: 200, body: { access_token: 'short-user-token', token_type: 'bearer', expires_in: 5_400 } } : { status: 400, body: { error: { message: 'This authorization code has been used.', type: 'OAuthException', code: 100 } } };
    },
    'GET /me/accounts': ({ query }) =>
      query['access_token'] === 'long-user-token'
        ? { status: 200, body: { data: [{ id: '1011', name: 'Harmony Podcast', access_token: 'page-token', ...(options.instagramLinked === false ? {} : { instagram_business_account: { id: '1784', username: 'harmonypod' } }) }] } }
        : expired,
    'GET /1011': (request) => (withPage(request) ? { status: 200, body: { id: '1011', name: 'Harmony Podcast', link: 'https://www.facebook.com/harmonypodcast' } } : expired),
    'POST /1011/feed': (request) => {
      if (!withPage(request)) return expired;
      const post = { id: `1011_${next++}`, message: String((request.body as Record<string, unknown>)['message'] ?? '') };
      posts.unshift(post);
      return { status: 200, body: { id: post.id } };
    },
    'GET /1011/feed': (request) => (withPage(request) ? { status: 200, body: { data: posts.slice(0, 20) } } : expired),
    'POST /1011/photos': (request) => {
      if (!withPage(request)) return expired;
      const id = `1011_${next++}`;
      posts.unshift({ id, message: String((request.body as Record<string, unknown>)['caption'] ?? '') });
      return { status: 200, body: { id: `${next++}`, post_id: id } };
    },
    'GET /1784': (request) => (withPage(request) ? { status: 200, body: { id: '1784', username: 'harmonypod' } } : expired),
    'POST /1784/media': (request) => {
      if (!withPage(request)) return expired;
      const body = request.body as Record<string, string>;
      if (!body['image_url'] && !body['video_url']) return { status: 400, body: { error: { message: 'The parameter image_url is required.', type: 'OAuthException', code: 100 } } };
      const id = `c${next++}`;
      containerPolls.set(id, options.containerPolls ?? 0);
      media.push({ id, caption: body['caption'] ?? '', permalink: '' });
      return { status: 200, body: { id } };
    },
    'GET /:container': (request) => {
      const id = request.path.slice(1);
      const left = containerPolls.get(id);
      if (left !== undefined) {
        containerPolls.set(id, left - 1);
        return { status: 200, body: { id, status_code: left > 0 ? 'IN_PROGRESS' : 'FINISHED' } };
      }
      const published = media.find((item) => item.id === id);
      return published ? { status: 200, body: { id, permalink: published.permalink } } : { status: 404, body: { error: { message: 'Unsupported get request.', code: 100 } } };
    },
    'POST /1784/media_publish': (request) => {
      if (!withPage(request)) return expired;
      const container = media.find((item) => item.id === String((request.body as Record<string, unknown>)['creation_id']));
      if (!container) return { status: 400, body: { error: { message: 'Invalid creation_id', code: 100 } } };
      const id = `1790${next++}`;
      media.push({ id, caption: container.caption, permalink: `https://www.instagram.com/p/${id}/` });
      return { status: 200, body: { id } };
    },
    'GET /1784/media': (request) => (withPage(request) ? { status: 200, body: { data: media.filter((item) => item.permalink) } } : expired),
  });
}
