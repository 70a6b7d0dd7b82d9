import { NetworkTestServer, type RecordedRequest } from './network-test-server.js';

export interface MastodonNetworkServerOptions {
  /** The instance's configuration.statuses.max_characters. */
  readonly maxCharacters?: number;
  /** Tokens verify_credentials refuses (401); any other Bearer token is the account @harmony. */
  readonly wrongTokens?: readonly string[];
  /** Media answered 202 (processing) and ready after this many polls. */
  readonly mediaPolls?: number;
}

/**
 * A Mastodon instance's API as the adapter uses it (docs.joinmastodon.org/methods): verify_credentials,
 * v2/instance, v2/media (+ v1/media/:id while processing) and v1/statuses, which keeps an Idempotency-Key
 * and answers its repeat with the status already made, as Mastodon does.
 */
export async function startMastodonNetworkServer(options: MastodonNetworkServerOptions = {}): Promise<NetworkTestServer> {
  const statusesByKey = new Map<string, { id: string; url: string }>();
  const pollsLeft = new Map<string, number>();
  let nextId = 1000;
  const authorized = (request: RecordedRequest): boolean => {
    const header = String(request.headers.authorization ?? '');
    return header.startsWith('Bearer ') && header.length > 'Bearer '.length && !(options.wrongTokens ?? []).includes(header.slice('Bearer '.length));
  };
  const invalidToken = { status: 401, body: { error: 'The access token is invalid' } };
  const server: NetworkTestServer = await NetworkTestServer.start({
    'GET /api/v1/accounts/verify_credentials': (request) =>
      authorized(request) ? { status: 200, body: { id: '109', username: 'harmony', acct: 'harmony', display_name: 'Harmony', url: `${server.url}/@harmony` } } : invalidToken,
    'GET /api/v2/instance': () => ({ status: 200, body: { domain: '127.0.0.1', configuration: { statuses: { max_characters: options.maxCharacters ?? 500 } } } }),
    'POST /api/v2/media': (request) => {
      if (!authorized(request)) return invalidToken;
      const file = (request.body as Record<string, unknown> | null)?.['file'];
      if (!file || typeof file !== 'object') return { status: 422, body: { error: 'Validation failed: File can\'t be blank' } };
      const id = String(nextId++);
      const polls = options.mediaPolls ?? 0;
      if (polls === 0) return { status: 200, body: { id, type: 'image', url: `${server.url}/media/${id}` } };
      pollsLeft.set(id, polls);
      return { status: 202, body: { id, type: 'video', url: null } };
    },
    'GET /api/v1/media/:id': (request) => {
      const id = request.path.split('/').pop() ?? '';
      const left = pollsLeft.get(id) ?? 0;
      pollsLeft.set(id, left - 1);
      return left > 1 ? { status: 206, body: { id, url: null } } : { status: 200, body: { id, url: `${server.url}/media/${id}` } };
    },
    'POST /api/v1/statuses': (request) => {
      if (!authorized(request)) return invalidToken;
      const text = String((request.body as { status?: unknown } | null)?.status ?? '');
      if (!text) return { status: 422, body: { error: 'Validation failed: Text can\'t be blank' } };
      if ([...text].length > (options.maxCharacters ?? 500)) return { status: 422, body: { error: `Validation failed: Text character limit of ${options.maxCharacters ?? 500} exceeded` } };
      const key = String(request.headers['idempotency-key'] ?? '');
      const made = key ? statusesByKey.get(key) : undefined;
      if (made) return { status: 200, body: { ...made, content: text } };
      const id = String(nextId++);
      const status = { id, url: `${server.url}/@harmony/${id}` };
      if (key) statusesByKey.set(key, status);
      return { status: 200, body: { ...status, content: text } };
    },
  });
  return server;
}

