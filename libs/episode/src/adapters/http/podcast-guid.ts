import { createHash } from 'node:crypto';

/** The namespace the Podcasting 2.0 spec fixes for podcast:guid (the UUIDv5 of "podcastindex.org"'s URL namespace). */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/**
 * A name-based UUID, version 5 (RFC 9562 §5.5, formerly RFC 4122 §4.3): the SHA-1 of the namespace's 16
 * bytes followed by the name's UTF-8 bytes, truncated to 16 bytes, with the version (0101) in the high
 * nibble of byte 6 and the RFC variant (10) in the high bits of byte 8.
 */
export function uuidV5(name: string, namespace: string): string {
  const namespaceBytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (namespaceBytes.length !== 16) throw new Error(`Not a UUID: ${namespace}`);
  const bytes = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The show's podcast:guid: a UUIDv5 of its feed URL with the scheme ("https://") and trailing slashes
 * removed, in the Podcasting 2.0 namespace (podcastindex.org/namespace/1.0, "guid"). It stays the same
 * for as long as the feed's address does, whichever host serves it.
 */
export function podcastGuid(feedUrl: string): string {
  return uuidV5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);
}
