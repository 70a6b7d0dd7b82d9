import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ConfirmationLinkInvalid, UnsubscribeLinkInvalid } from './subscriber-lifecycle.js';

/** How long a confirmation link works by default (the mail says so): a week to find it in the inbox. */
export const DEFAULT_CONFIRMATION_VALID_DAYS = 7;

/** The longest token any link carries; anything longer is refused before it is read. */
export const MAX_TOKEN_LENGTH = 200;

const DAY_MS = 24 * 60 * 60 * 1000;
const WHOLE_NUMBER = /^[1-9][0-9]{0,15}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The newsletter's links, signed with HMAC-SHA256 under a key of their own (derived from SECRETS_KEY), so
 * nobody can make one for an address they do not read:
 * - confirmation `c.{subscriber}.{nonce}.{expires, Unix seconds}.{mac}`: expires (7 days by default) and
 *   works once: the nonce is the one the subscriber's row holds, cleared when used and replaced by a resend;
 * - unsubscribe `u.{subscriber}.{mac}`: never expires, so the link in a years-old email still works.
 * The purpose is part of what is signed: one kind of link can never be read as the other.
 */
export class NewsletterTokens {
  readonly confirmationValidDays: number;

  constructor(
    private readonly key: Buffer,
    { confirmationValidDays = DEFAULT_CONFIRMATION_VALID_DAYS }: { confirmationValidDays?: number } = {},
  ) {
    if (key.length < 32) throw new RangeError('The newsletter links need a key of at least 32 bytes');
    this.confirmationValidDays = confirmationValidDays;
  }

  /** A fresh nonce for a confirmation: 128 random bits. */
  newNonce(): string {
    return randomBytes(16).toString('base64url');
  }

  /** When a confirmation sent at `sentAt` stops working (unconfirmed rows are purged after it too). */
  confirmationExpiry(sentAt: Date): Date {
    return new Date(sentAt.getTime() + this.confirmationValidDays * DAY_MS);
  }

  confirmation(subscriberId: number, nonce: string, sentAt: Date): string {
    return this.signed(`c.${subscriberId}.${nonce}.${Math.floor(this.confirmationExpiry(sentAt).getTime() / 1000)}`);
  }

  unsubscribe(subscriberId: number): string {
    return this.signed(`u.${subscriberId}`);
  }

  /** The subscriber and nonce a confirmation link names; ConfirmationLinkInvalid if forged, malformed or expired at `now`. */
  readConfirmation(token: string, now: Date): { subscriberId: number; nonce: string } {
    const fields = this.verified(token, 'c', 3);
    if (!fields) throw new ConfirmationLinkInvalid();
    const [id, nonce, expires] = fields as [string, string, string];
    if (!WHOLE_NUMBER.test(id) || !NONCE.test(nonce) || !WHOLE_NUMBER.test(expires)) throw new ConfirmationLinkInvalid();
    if (Number(expires) * 1000 <= now.getTime()) throw new ConfirmationLinkInvalid();
    return { subscriberId: Number(id), nonce };
  }

  /** The subscriber an unsubscribe link names; UnsubscribeLinkInvalid if forged or malformed. */
  readUnsubscribe(token: string): { subscriberId: number } {
    const fields = this.verified(token, 'u', 1);
    if (!fields || !WHOLE_NUMBER.test(fields[0]!)) throw new UnsubscribeLinkInvalid();
    return { subscriberId: Number(fields[0]) };
  }

  private signed(body: string): string {
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }

  /** The fields after the purpose when the token is of that purpose, has that many, and its MAC is right; else null. */
  private verified(token: string, purpose: string, fieldCount: number): string[] | null {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== fieldCount + 2 || parts[0] !== purpose) return null;
    // Compared as text, not decoded: base64url's last character carries unused bits, and a decoder ignores them,
    // so decoded bytes would let several spellings of one signature pass. A link has exactly one.
    const given = Buffer.from(parts[parts.length - 1]!);
    const expected = Buffer.from(this.mac(parts.slice(0, -1).join('.')).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return parts.slice(1, -1);
  }
}
