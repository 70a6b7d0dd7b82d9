import { NetworkTestServer, type RecordedRequest } from './network-test-server.js';

/**
 * LinkedIn's OAuth 2 and REST endpoints as the adapter uses them (learn.microsoft.com/linkedin): the authorize page
 * answers at once with a code, the token endpoint checks the client secret (60-day tokens, no refresh token), then
 * userinfo, images initializeUpload + the upload URL, and the Posts API (201 with x-restli-id), each checking the
 * LinkedIn-Version and Rest.li protocol headers as LinkedIn does.
 */
export async function startLinkedInNetworkServer(app = { clientId: 'li-client', clientSecret: 'li-secret' }): Promise<NetworkTestServer> {
  const codes = new Set<string>();
  let next = 1;
  const signedIn = (request: RecordedRequest) => String(request.headers.authorization ?? '').startsWith('Bearer li-access-');
  const versioned = (request: RecordedRequest) => request.headers['linkedin-version'] !== undefined && request.headers['x-restli-protocol-version'] === '2.0.0';
  const unauthorized = { status: 401, body: { status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' } };
  const server: NetworkTestServer = await NetworkTestServer.start({
    'GET /oauth/v2/authorization': ({ query }) => {
      const code = `li-code-${next++}`;
      codes.add(code);
      const back = new URL(query['redirect_uri'] ?? 'http://invalid');
      back.searchParams.set('code', code);
      back.searchParams.set('state', query['state'] ?? '');
      return { status: 302, headers: { location: back.href } };
    },
    'POST /oauth/v2/accessToken': ({ body }) => {
      const form = (body ?? {}) as Record<string, string>;
      if (form['client_id'] !== app.clientId || form['client_secret'] !== app.clientSecret) return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } };
      if (form['grant_type'] !== 'authorization_code' || !codes.delete(form['code'] ?? '')) return { status: 400, body: { error: 'invalid_request', error_description: 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code' } };
      return { status: 200, body: { access_token: `li-access-${next++}`, expires_in: 5_184_000, scope: 'openid,profile,w_member_social' } };
    },
    'GET /v2/userinfo': (request) => (signedIn(request) ? { status: 200, body: { sub: 'AbC123', name: 'Ana Harmony', given_name: 'Ana', family_name: 'Harmony' } } : unauthorized),
    'POST /rest/images': (request) => {
      if (!signedIn(request)) return unauthorized;
      if (!versioned(request) || request.query['action'] !== 'initializeUpload') return { status: 400, body: { status: 400, message: 'Missing LinkedIn-Version header or action' } };
      const id = `D4E10AQ${next++}`;
      return { status: 200, body: { value: { uploadUrlExpiresAt: Date.now() + 3_600_000, uploadUrl: `${server.url}/dms-uploads/${id}`, image: `urn:li:image:${id}` } } };
    },
    'PUT /dms-uploads/:id': (request) => (signedIn(request) && request.raw.length > 0 ? { status: 201 } : { status: 400, body: { message: 'Empty upload' } }),
    'POST /rest/posts': (request) => {
      if (!signedIn(request)) return unauthorized;
      if (!versioned(request)) return { status: 400, body: { status: 400, message: 'Missing LinkedIn-Version header' } };
      const commentary = String((request.body as { commentary?: unknown } | null)?.commentary ?? '');
      if (commentary.length > 3000) return { status: 422, body: { status: 422, message: 'commentary length exceeds 3000 characters' } };
      return { status: 201, headers: { 'x-restli-id': `urn:li:share:7${next++}` } };
    },
  });
  return server;
}
