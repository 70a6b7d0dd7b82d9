import { createHash, timingSafeEqual } from 'node:crypto';
import type { RefusedRecipient } from '../../application/index.js';

type Fields = Record<string, unknown>;

/** Postmark's webhook record types that can suppress an address, and the field each names the address in. */
const ADDRESS_FIELD_OF_RECORD: Readonly<Record<string, string>> = { Bounce: 'Email', SpamComplaint: 'Email', SubscriptionChange: 'Recipient' };
/**
 * Bounce types that mean the address will never take mail: Postmark's hard bounce and malformed address.
 * Soft bounces, auto-replies, DNS errors, blocks and the like are Postmark's to retry; they suppress nobody.
 */
const PERMANENT_BOUNCE_TYPES = new Set(['HardBounce', 'BadEmailAddress']);

/** Whether the body is a Postmark bounce, spam-complaint or subscription-change webhook (its `RecordType` says). */
export function isPostmarkEvent(body: unknown): body is Fields {
  if (typeof body !== 'object' || body === null) return false;
  const recordType = (body as Fields).RecordType;
  const field = typeof recordType === 'string' && Object.hasOwn(ADDRESS_FIELD_OF_RECORD, recordType) ? ADDRESS_FIELD_OF_RECORD[recordType]! : null;
  return field !== null && typeof (body as Fields)[field] === 'string';
}

/** A subscription change that lifts a suppression (SuppressSending false): recorded, never acted on by itself. */
export const isPostmarkReactivation = (event: Fields): boolean => event.RecordType === 'SubscriptionChange' && event.SuppressSending !== true;

/**
 * A Postmark subscription change (SuppressSending true): the address as `complained` when Postmark suppressed
 * it for a spam complaint, as `bounced` otherwise (a hard bounce, or a manual suppression in Postmark).
 * SuppressSending false (reactivated in Postmark) suppresses nothing and lifts nothing here.
 */
function postmarkSubscriptionChange(event: Fields): RefusedRecipient[] {
  const address = String(event.Recipient).trim();
  if (event.SuppressSending !== true || !address.includes('@')) return [];
  const why = typeof event.SuppressionReason === 'string' && event.SuppressionReason.trim() !== '' ? event.SuppressionReason.trim() : 'unknown reason';
  return [{ address, reason: why === 'SpamComplaint' ? 'complained' : 'bounced', answer: `Postmark: sending suppressed (${why})` }];
}

/**
 * What a Postmark webhook says to suppress: its `Email` as `bounced` for a permanent bounce, as `complained`
 * for a spam complaint (its own record type, or a bounce of type SpamComplaint as older webhooks send it).
 */
export function postmarkSuppressions(event: Fields): RefusedRecipient[] {
  if (event.RecordType === 'SubscriptionChange') return postmarkSubscriptionChange(event);
  const address = String(event.Email).trim();
  if (!address.includes('@')) return [];
  const details = [event.Description, event.Details].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  const answer = (label: string) => `Postmark: ${label}${details ? `: ${details}` : ''}`;
  if (event.RecordType === 'SpamComplaint' || event.Type === 'SpamComplaint') return [{ address, reason: 'complained', answer: answer('spam complaint') }];
  if (PERMANENT_BOUNCE_TYPES.has(String(event.Type))) return [{ address, reason: 'bounced', answer: answer(`bounce (${String(event.Type)})`) }];
  return [];
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an Authorization header carries HTTP Basic credentials whose password is `secret` (any user
 * name: Postmark's webhook URL is `https://postmark:{secret}@…`). Compared in constant time, as digests,
 * so neither the secret's content nor its length shows in the time taken.
 */
export function hasBasicPassword(authorization: string | undefined, secret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return false;
  const credentials = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = credentials.indexOf(':');
  if (colon < 0) return false;
  return timingSafeEqual(digest(credentials.slice(colon + 1)), digest(secret));
}
