import { createHash } from 'node:crypto';
import { NetworkTestServer } from './network-test-server.js';

/**
 * X's OAuth 2 and API v2 endpoints as the adapter uses them (docs.x.com): the authorize page answers at once
 * with a code (as if the owner consented) and remembers its PKCE challenge; the token endpoint checks the
 * client's Basic credentials and the verifier; users/me, media/upload (an image at once, a
 * video in chunks: initialize, append, finalize, then its status until it is processed), tweets, and the user's
 * recent tweets.
 */
export async function startXNetworkServer(app = { clientId: 'x-client', clientSecret: 'x-secret' }): Promise<NetworkTestServer> {
  const challenges = new Map<string, string>();
  const refreshTokens = new Set<string>();
  const tweets: { id: string; text: string }[] = [];
  /** Chunked uploads by media id: the size announced, the chunks' sizes by segment, and the status asks left. */
  const videos = new Map<string, { total: number; chunks: Map<number, number>; statusAsksLeft: number }>();
  let next = 1;
  const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
  const tokens = () => {
    const refresh = `refresh-${next++}`;
    refreshTokens.add(refresh);
    return { status: 200, body: { token_type: 'bearer', access_token: `access-${next++}`, refresh_token: refresh, expires_in: 7200, scope: 'tweet.read tweet.write users.read media.write offline.access' } };
  };
  const signedIn = (authorization: unknown) => typeof authorization === 'string' && authorization.startsWith('Bearer access-');
  const unauthorized = { status: 401, body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' } };
  return NetworkTestServer.start({
    'GET /i/oauth2/authorize': ({ query }) => {
      const code = `code-${next++}`;
      challenges.set(code, query['code_challenge'] ?? '');
      const back = new URL(query['redirect_uri'] ?? 'http://invalid');
      back.searchParams.set('state', query['state'] ?? '');
      back.searchParams.set('code', code);
      return { status: 302, headers: { location: back.href } };
    },
    'POST /2/oauth2/token': ({ headers, body }) => {
      if (headers.authorization !== basic) return { status: 401, body: { error: 'unauthorized_client', error_description: 'Missing valid authorization header' } };
      const form = (body ?? {}) as Record<string, string>;
      if (form['grant_type'] === 'authorization_code') {
        const challenge = challenges.get(form['code'] ?? '');
        challenges.delete(form['code'] ?? '');
        const computed = createHash('sha256').update(form['code_verifier'] ?? '').digest('base64url');
        return challenge && challenge === computed ? tokens() : { status: 400, body: { error: 'invalid_request', error_description: 'Value passed for the authorization code was invalid.' } };
      }
      if (form['grant_type'] === 'refresh_token' && refreshTokens.delete(form['refresh_token'] ?? '')) return tokens();
      return { status: 400, body: { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' } };
    },
    'GET /2/users/me': ({ headers }) => (signedIn(headers.authorization) ? { status: 200, body: { data: { id: '2244994945', name: 'Harmony', username: 'harmonypod' } } } : unauthorized),
    'POST /2/media/upload': ({ headers, body }) => {
      if (!signedIn(headers.authorization)) return unauthorized;
      const media = (body as Record<string, unknown> | null)?.['media'];
      return media ? { status: 200, body: { data: { id: `1880${next++}`, media_key: 'x' } } } : { status: 400, body: { title: 'Invalid Request', detail: 'media is required' } };
    },
    'POST /2/media/upload/initialize': ({ headers, body }) => {
      if (!signedIn(headers.authorization)) return unauthorized;
      const { media_type: type, total_bytes: total, media_category: category } = (body ?? {}) as { media_type?: string; total_bytes?: number; media_category?: string };
      if (type !== 'video/mp4' || category !== 'tweet_video' || typeof total !== 'number' || total <= 0) return { status: 400, body: { title: 'Invalid Request', detail: 'One or more parameters to your request was invalid.' } };
      const id = `1881${next++}`;
      videos.set(id, { total, chunks: new Map(), statusAsksLeft: 1 });
      return { status: 200, body: { data: { id, media_key: `7_${id}`, expires_after_secs: 86_400 } } };
    },
    'POST /2/media/upload/:id/append': ({ headers, path, body }) => {
      if (!signedIn(headers.authorization)) return unauthorized;
      const video = videos.get(path.split('/')[4] ?? '');
      const form = (body ?? {}) as { segment_index?: string; media?: { size?: number } };
      if (!video || form.segment_index === undefined || typeof form.media?.size !== 'number') return { status: 400, body: { title: 'Invalid Request', detail: 'media and segment_index are required' } };
      video.chunks.set(Number(form.segment_index), form.media.size);
      return { status: 200, body: { data: { expires_at: Date.now() + 86_400_000 } } };
    },
    'POST /2/media/upload/:id/finalize': ({ headers, path }) => {
      if (!signedIn(headers.authorization)) return unauthorized;
      const id = path.split('/')[4] ?? '';
      const video = videos.get(id);
      const received = [...(video?.chunks.values() ?? [])].reduce((sum, size) => sum + size, 0);
      if (!video || received !== video.total) return { status: 400, body: { title: 'Invalid Request', detail: `File size mismatch: received ${received} of ${video?.total ?? 0} bytes` } };
      return { status: 200, body: { data: { id, media_key: `7_${id}`, processing_info: { state: 'pending', check_after_secs: 1 } } } };
    },
    'GET /2/media/upload': ({ headers, query }) => {
      if (!signedIn(headers.authorization)) return unauthorized;
      const video = videos.get(query['media_id'] ?? '');
      if (query['command'] !== 'STATUS' || !video) return { status: 400, body: { title: 'Invalid Request', detail: 'Unknown media' } };
      const processing = video.statusAsksLeft-- > 0 ? { state: 'in_progress', check_after_secs: 1, progress_percent: 50 } : { state: 'succeeded', progress_percent: 100 };
      return { status: 200, body: { data: { id: query['media_id'], processing_info: processing } } };
    },
    'POST /2/tweets': ({ headers, body }) => {
      if (!signedIn(headers.authorization)) return unauthorized;
      const text = String((body as { text?: unknown } | null)?.text ?? '');
      if (tweets.some((tweet) => tweet.text === text)) return { status: 403, body: { title: 'Forbidden', detail: 'You are not allowed to create a Tweet with duplicate content.' } };
      const tweet = { id: `1990${next++}`, text };
      tweets.unshift(tweet);
      return { status: 201, body: { data: tweet } };
    },
    'GET /2/users/:id/tweets': ({ headers }) => (signedIn(headers.authorization) ? { status: 200, body: { data: tweets.slice(0, 20), meta: { result_count: Math.min(20, tweets.length) } } } : unauthorized),
  });
}
