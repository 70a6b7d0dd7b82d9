import type { Request } from 'express';

/** Addresses remembered per trust setting: past it, the memory starts over (only a cost, never a wrong answer). */
const REMEMBERED = 10_000;

type TrustProxy = (address: string, hop: number) => boolean;
const addressesByTrust = new WeakMap<TrustProxy, Map<string, string>>();

/**
 * The client's address as Express's `request.ip` tells it (the `trust proxy` setting applied to the peer's
 * address and X-Forwarded-For), remembered for those two inputs. Express works it out anew on every request
 * through proxy-addr, which parses each address with ipaddr.js: about 30 µs, more than an audio chunk's whole
 * logging (bench/audio-download-logging.mjs), while a player asks for hundreds of chunks from one address.
 */
export function clientAddress(request: Request): string {
  const trust = request.app.get('trust proxy fn') as TrustProxy | undefined;
  if (typeof trust !== 'function') return request.ip ?? '';
  let addresses = addressesByTrust.get(trust);
  if (!addresses) addressesByTrust.set(trust, (addresses = new Map()));
  const forwarded = request.headers['x-forwarded-for'];
  const key = `${request.socket.remoteAddress ?? ''}\n${Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')}`;
  let address = addresses.get(key);
  if (address === undefined) {
    address = request.ip ?? '';
    if (addresses.size >= REMEMBERED) addresses.clear();
    addresses.set(key, address);
  }
  return address;
}
