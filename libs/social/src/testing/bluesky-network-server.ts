import { NetworkTestServer, type RecordedRequest } from './network-test-server.js';

/**
 * A Bluesky PDS's XRPC endpoints as the adapter uses them (docs.bsky.app): createSession for one handle and
 * app password, uploadBlob, createRecord (refusing a record key already taken, as a repository does) and
 * getRecord (RecordNotFound as XRPC answers it: a 400). Sessions are `access-jwt`, then `access-jwt-2`, …;
 * `expireSessions()` ends every one issued so far, and a request with an ended one gets ExpiredToken (a 400, as
 * a PDS answers it).
 */
export async function startBlueskyNetworkServer(
  account = { handle: 'harmony.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', did: 'did:plc:harmonytest' },
): Promise<NetworkTestServer & { expireSessions(): void }> {
  const records = new Map<string, unknown>();
  const liveSessions = new Set<string>();
  let issued = 0;
  const signedIn = (request: RecordedRequest) => liveSessions.has(String(request.headers.authorization).replace(/^Bearer /, ''));
  const expired = { status: 400, body: { error: 'ExpiredToken', message: 'Token has expired' } };
  const server = await NetworkTestServer.start({
    'POST /xrpc/com.atproto.server.createSession': ({ body }) => {
      const { identifier, password } = (body ?? {}) as { identifier?: string; password?: string };
      if (identifier !== account.handle || password !== account.appPassword) return { status: 401, body: { error: 'AuthenticationRequired', message: 'Invalid identifier or password' } };
      issued += 1;
      const accessJwt = issued === 1 ? 'access-jwt' : `access-jwt-${issued}`;
      liveSessions.add(accessJwt);
      return { status: 200, body: { accessJwt, refreshJwt: 'refresh-jwt', handle: account.handle, did: account.did } };
    },
    'POST /xrpc/com.atproto.repo.uploadBlob': (request) =>
      signedIn(request)
        ? { status: 200, body: { blob: { $type: 'blob', ref: { $link: `bafk${request.raw.length}` }, mimeType: request.headers['content-type'], size: request.raw.length } } }
        : expired,
    'POST /xrpc/com.atproto.repo.createRecord': (request) => {
      if (!signedIn(request)) return expired;
      const { repo, collection, rkey, record } = request.body as { repo: string; collection: string; rkey: string; record: { text?: string } };
      const uri = `at://${repo}/${collection}/${rkey}`;
      if (records.has(uri)) return { status: 400, body: { error: 'InvalidRequest', message: 'Record already exists' } };
      if ([...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(record.text ?? '')].length > 300) return { status: 400, body: { error: 'InvalidRequest', message: 'Record/text must not be longer than 300 graphemes' } };
      records.set(uri, record);
      return { status: 200, body: { uri, cid: 'bafyrecord' } };
    },
    'GET /xrpc/com.atproto.repo.getRecord': ({ query }) => {
      const uri = `at://${query['repo']}/${query['collection']}/${query['rkey']}`;
      return records.has(uri) ? { status: 200, body: { uri, cid: 'bafyrecord', value: records.get(uri) } } : { status: 400, body: { error: 'RecordNotFound', message: `Could not locate record: ${uri}` } };
    },
  });
  return Object.assign(server, { expireSessions: () => liveSessions.clear() });
}
