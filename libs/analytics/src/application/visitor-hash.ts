import { createHash } from 'node:crypto';

/**
 * A visitor for one day: SHA-256 of the day's salt, the IP address and the user agent, cut to 128 bits
 * (collisions stay out of reach at any realistic number of visitors a day). Neither input is kept:
 * with the salt destroyed the next day, the hash cannot be reversed by trying every IPv4 address.
 */
export function visitorHash(salt: Uint8Array, ip: string, userAgent: string): string {
  return createHash('sha256').update(salt).update(ip).update('\n').update(userAgent).digest('hex').slice(0, 32);
}
