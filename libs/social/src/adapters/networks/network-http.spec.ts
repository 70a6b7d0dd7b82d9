import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../domain/index.js';
import { networkReason, networkRequest, retryAfterMs } from './network-http.js';

const describe_ = { network: 'Mastodon', refused: 'Mastodon refused the post', unauthorized: 'Mastodon did not accept the access token' };
const answering = (status: number, body: unknown, headers: Record<string, string> = {}): typeof fetch =>
  (async () => new Response(body === null ? null : JSON.stringify(body), { status, headers })) as typeof fetch;

describe('networkRequest', () => {
  it('answers a 2xx with its parsed body', async () => {
    await expect(networkRequest('http://127.0.0.1/x', {}, describe_, { fetch: answering(200, { id: '1' }) })).resolves.toMatchObject({ status: 200, body: { id: '1' } });
  });

  it('words a 401 as needing new credentials, with the network reason', async () => {
    const failing = networkRequest('http://127.0.0.1/x', {}, describe_, { fetch: answering(401, { error: 'The access token is invalid' }) });
    await expect(failing).rejects.toEqual(new NetworkUnauthorized('Mastodon did not accept the access token: The access token is invalid'));
  });

  it('keeps Retry-After on a 429 and treats a 5xx as temporary', async () => {
    const limited = await networkRequest('http://127.0.0.1/x', {}, describe_, { fetch: answering(429, { error: 'Too many requests' }, { 'retry-after': '30' }) }).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(NetworkUnavailable);
    expect((limited as NetworkUnavailable).retryAfterMs).toBe(30_000);
    await expect(networkRequest('http://127.0.0.1/x', {}, describe_, { fetch: answering(503, null) })).rejects.toEqual(new NetworkUnavailable('Mastodon is having trouble (HTTP 503).'));
  });

  it('refuses any other 4xx in plain words', async () => {
    const refused = networkRequest('http://127.0.0.1/x', {}, describe_, { fetch: answering(422, { error: 'Validation failed: Text character limit of 500 exceeded' }) });
    await expect(refused).rejects.toEqual(new NetworkRefused('Mastodon refused the post: Validation failed: Text character limit of 500 exceeded'));
  });

  it('turns no answer into a temporary failure that names no address', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(networkRequest('http://127.0.0.1:1/x?token=secret', {}, describe_, { fetch: unreachable })).rejects.toEqual(new NetworkUnavailable('Mastodon could not be reached.'));
  });
});

describe('retryAfterMs and networkReason', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs(new Date(60_000).toUTCString(), 0)).toBe(60_000);
    expect(retryAfterMs('soon')).toBeNull();
  });

  it('finds the reason where networks put it', () => {
    expect(networkReason({ error: { message: 'Invalid token' } })).toBe('Invalid token');
    expect(networkReason({ detail: 'Not allowed' })).toBe('Not allowed');
    expect(networkReason({})).toBeNull();
  });
});
