import type { IncomingMessage } from 'node:http';
import type { Application, Express, Request } from 'express';

/** Addresses remembered per trust setting: past it, the memory starts over (only a cost, never a wrong answer). */
const REMEMBERED = 10_000;

type TrustProxy = (address: string, hop: number) => boolean;
const addressesByTrust = new WeakMap<TrustProxy, Map<string, string>>();
/** Each connection's last answer: a player's chunks come over one kept-alive connection, most with the same header. */
const lastOfConnection = new WeakMap<object, { readonly trust: TrustProxy; readonly forwarded: string | undefined; readonly address: string }>();

/**
 * The client's address as Express's `request.ip` tells it (the `trust proxy` setting applied to the peer's
 * address and X-Forwarded-For), remembered for those two inputs. Express works it out anew on every request
 * through proxy-addr, which parses each address with ipaddr.js: about 30 µs, more than an audio chunk's whole
 * logging (bench/audio-download-logging.mjs), while a player asks for hundreds of chunks from one address.
 */
export function clientAddress(request: Request): string {
  return rememberedAddress(request, request.app, () => request.ip ?? '');
}

/**
 * Express's view of a request it has not been given (a POST answered ahead of it, fast-post.ts): its own
 * `ip` and `hostname` getters read only the headers, the socket and the app's settings. A new object on
 * Express's request prototype, rather than the message's prototype swapped as Express does: Node's HTTP
 * code keeps reading the message, and a swapped prototype slows every later access to it.
 */
const expressViewOf = (message: IncomingMessage, app: Express): Request =>
  Object.create(app.request, { headers: { value: message.headers }, socket: { value: message.socket }, connection: { value: message.socket } }) as Request;

/** clientAddress for a request Express has not been given, under `app`'s settings. */
export function clientAddressOf(message: IncomingMessage, app: Express): string {
  return rememberedAddress(message, app, () => expressViewOf(message, app).ip ?? '');
}

/** Each connection's last host: its Host header does not change from one request to the next. */
const lastHostOfConnection = new WeakMap<object, { readonly trust: unknown; readonly host: string | undefined; readonly forwardedHost: string | string[] | undefined; readonly hostname: string }>();

/** The host the client asked for (Express's `request.hostname`: X-Forwarded-Host from a trusted proxy, else Host), without a port. */
export function hostnameOf(message: IncomingMessage, app: Express): string {
  const trust = app.get('trust proxy fn') as unknown;
  const { host, 'x-forwarded-host': forwardedHost } = message.headers;
  const last = lastHostOfConnection.get(message.socket);
  if (last !== undefined && last.host === host && last.forwardedHost === forwardedHost && last.trust === trust) return last.hostname;
  const hostname = expressViewOf(message, app).hostname ?? '';
  lastHostOfConnection.set(message.socket, { trust, host, forwardedHost, hostname });
  return hostname;
}

function rememberedAddress(request: IncomingMessage, app: Application, expressAnswer: () => string): string {
  const trust = app.get('trust proxy fn') as TrustProxy | undefined;
  if (typeof trust !== 'function') return expressAnswer();
  const header = request.headers['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  // A connection's peer address never changes: the same header and setting give the same answer.
  const connection = request.socket as object | undefined;
  const last = connection && lastOfConnection.get(connection);
  if (last !== undefined && last.forwarded === forwarded && last.trust === trust) return last.address;
  let addresses = addressesByTrust.get(trust);
  if (!addresses) addressesByTrust.set(trust, (addresses = new Map()));
  const key = `${request.socket.remoteAddress ?? ''}\n${forwarded ?? ''}`;
  let address = addresses.get(key);
  if (address === undefined) {
    address = expressAnswer();
    if (addresses.size >= REMEMBERED) addresses.clear();
    addresses.set(key, address);
  }
  if (connection) lastOfConnection.set(connection, { trust, forwarded, address });
  return address;
}
