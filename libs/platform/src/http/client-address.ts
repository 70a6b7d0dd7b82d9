import type { Request } from 'express';

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
  const trust = request.app.get('trust proxy fn') as TrustProxy | undefined;
  if (typeof trust !== 'function') return request.ip ?? '';
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
    address = request.ip ?? '';
    if (addresses.size >= REMEMBERED) addresses.clear();
    addresses.set(key, address);
  }
  if (connection) lastOfConnection.set(connection, { trust, forwarded, address });
  return address;
}
