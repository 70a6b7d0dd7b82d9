import { NetworkRefused, NetworkUnauthorized, NetworkUnavailable } from '../../domain/index.js';

/** How an adapter reaches its network: Node's fetch unless a test gives another, and how long an answer may take. */
export interface NetworkHttpOptions {
  readonly fetch?: typeof fetch;
  /** Per request; media uploads get the same. Default 20 s. */
  readonly timeoutMs?: number;
  /** Media the network processes after the upload (a video, an Instagram container): how often to ask (default the network's hint, else 1 s) … */
  readonly processingPollMs?: number;
  /** … and for how long before the job tries again later (default 2 minutes). */
  readonly processingWaitMs?: number;
}

/**
 * Asks `look` until the network says the media is ready ('ready'), or for `processingWaitMs`; then the post is
 * tried again later (NetworkUnavailable with `stillBusy`). `look` throws when the network gave up on the media,
 * and may answer how long the network asks us to wait before asking again.
 */
export async function untilProcessed(
  look: () => Promise<'ready' | { readonly checkAfterMs: number | null }>,
  stillBusy: string,
  options: NetworkHttpOptions,
): Promise<void> {
  const deadline = Date.now() + (options.processingWaitMs ?? 120_000);
  for (;;) {
    const state = await look();
    if (state === 'ready') return;
    if (Date.now() > deadline) throw new NetworkUnavailable(stillBusy);
    await new Promise((resolve) => setTimeout(resolve, options.processingPollMs ?? state.checkAfterMs ?? 1_000));
  }
}

export interface NetworkAnswer {
  readonly status: number;
  readonly headers: Headers;
  /** The body parsed as JSON when it is JSON, else its text (or null when empty). */
  readonly body: unknown;
}

/**
 * Words for the network's own error body: its human sentence (`message`, `detail`) before a bare code (`error`
 * in XRPC, though Mastodon's sentence is there too), else nothing.
 */
export function networkReason(body: unknown): string | null {
  if (typeof body === 'string') return body.trim().slice(0, 300) || null;
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['error_description', 'message', 'detail', 'error', 'title']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 300);
    if (value && typeof value === 'object' && typeof (value as Record<string, unknown>)['message'] === 'string') return String((value as Record<string, unknown>)['message']).slice(0, 300);
  }
  return null;
}

/** Retry-After as milliseconds: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * One request to a network, its failures in the three kinds every use case understands: no answer, a
 * timeout, a 5xx or a 429 is NetworkUnavailable (with the network's Retry-After); a 401/403 is
 * NetworkUnauthorized; any other 4xx is NetworkRefused. `describe` words each for the owner ("Mastodon
 * refused the post"), and the network's own reason follows it. No header, so no token, reaches a message.
 */
export interface NetworkWords {
  readonly network: string;
  readonly refused: string;
  readonly unauthorized: string;
  /**
   * For networks that say more in the body than in the status (Meta's Graph API answers an expired token and a
   * rate limit with a 400 and an error code): what this failed answer really is, or undefined to go by the status.
   */
  readonly classify?: (status: number, body: unknown) => 'unauthorized' | 'unavailable' | undefined;
}

export async function networkRequest(
  url: string,
  init: RequestInit,
  describe: NetworkWords,
  options: NetworkHttpOptions = {},
): Promise<NetworkAnswer> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(options.timeoutMs ?? 20_000) });
  } catch (error) {
    // By name: the DOMException of AbortSignal.timeout is not always an `instanceof Error` (another realm, as under jest).
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new NetworkUnavailable(timedOut ? `${describe.network} did not answer in time.` : `${describe.network} could not be reached.`);
  }
  const body = await readBody(response);
  if (response.ok) return { status: response.status, headers: response.headers, body };
  const reason = networkReason(body);
  const withReason = (sentence: string) => (reason ? `${sentence}: ${reason}` : `${sentence} (HTTP ${response.status}).`);
  const kind = describe.classify?.(response.status, body);
  if (kind === 'unauthorized') throw new NetworkUnauthorized(withReason(describe.unauthorized));
  if (kind === 'unavailable') throw new NetworkUnavailable(withReason(`${describe.network} asks us to slow down`), retryAfterMs(response.headers.get('retry-after')));
  if (response.status === 429) throw new NetworkUnavailable(withReason(`${describe.network} asks us to slow down`), retryAfterMs(response.headers.get('retry-after')));
  if (response.status >= 500) throw new NetworkUnavailable(withReason(`${describe.network} is having trouble`), retryAfterMs(response.headers.get('retry-after')));
  if (response.status === 401 || response.status === 403) throw new NetworkUnauthorized(withReason(describe.unauthorized));
  throw new NetworkRefused(withReason(describe.refused));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
