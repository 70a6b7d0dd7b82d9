import { ConfirmationLinkInvalid, UnsubscribeLinkInvalid } from './subscriber-lifecycle.js';
import { NewsletterTokens } from './newsletter-tokens.js';

const key = Buffer.alloc(32, 7);
const tokens = new NewsletterTokens(key);
const sentAt = new Date('2026-11-26T10:00:00Z');
const days = (n: number) => new Date(sentAt.getTime() + n * 24 * 60 * 60 * 1000);

describe(NewsletterTokens.name, () => {
  it('reads back the subscriber and nonce of a confirmation link until it expires after 7 days', () => {
    const nonce = tokens.newNonce();
    const token = tokens.confirmation(12, nonce, sentAt);
    expect(tokens.readConfirmation(token, days(6.9))).toEqual({ subscriberId: 12, nonce });
    expect(() => tokens.readConfirmation(token, days(7))).toThrow(ConfirmationLinkInvalid);
    expect(tokens.confirmationExpiry(sentAt)).toEqual(days(7));
  });

  it('takes another lifetime when given one', () => {
    const short = new NewsletterTokens(key, { confirmationValidDays: 1 });
    const token = short.confirmation(1, short.newNonce(), sentAt);
    expect(() => short.readConfirmation(token, days(1.01))).toThrow(ConfirmationLinkInvalid);
  });

  it('reads an unsubscribe link forever', () => {
    expect(tokens.readUnsubscribe(tokens.unsubscribe(44))).toEqual({ subscriberId: 44 });
  });

  it('refuses a link signed with another key, or changed anywhere', () => {
    const nonce = tokens.newNonce();
    const other = new NewsletterTokens(Buffer.alloc(32, 8));
    expect(() => tokens.readConfirmation(other.confirmation(12, nonce, sentAt), sentAt)).toThrow(ConfirmationLinkInvalid);
    expect(() => tokens.readUnsubscribe(other.unsubscribe(12))).toThrow(UnsubscribeLinkInvalid);
    const token = tokens.confirmation(12, nonce, sentAt);
    expect(() => tokens.readConfirmation(token.replace('c.12.', 'c.13.'), sentAt)).toThrow(ConfirmationLinkInvalid);
    const far = Math.floor(days(3650).getTime() / 1000);
    expect(() => tokens.readConfirmation(token.replace(/\.(\d+)\.([^.]+)$/, `.${far}.$2`), sentAt)).toThrow(ConfirmationLinkInvalid);
    expect(() => tokens.readUnsubscribe(tokens.unsubscribe(12).replace('u.12.', 'u.1.'))).toThrow(UnsubscribeLinkInvalid);
  });

  it("refuses a signature spelled another way: a last character that differs only in the bits a decoder ignores", () => {
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const token = tokens.unsubscribe(12);
    const last = token.at(-1)!;
    // A 32-byte MAC is 43 characters; the last one's two low bits are not part of it.
    const respelled = token.slice(0, -1) + ALPHABET[ALPHABET.indexOf(last) ^ 1];
    const signature = (link: string) => Buffer.from(link.split('.').at(-1)!, 'base64url');
    expect(signature(respelled)).toEqual(signature(token));
    expect(() => tokens.readUnsubscribe(respelled)).toThrow(UnsubscribeLinkInvalid);
    expect(tokens.readUnsubscribe(token)).toEqual({ subscriberId: 12 });
  });

  it('never reads one kind of link as the other', () => {
    expect(() => tokens.readConfirmation(tokens.unsubscribe(12), sentAt)).toThrow(ConfirmationLinkInvalid);
    expect(() => tokens.readUnsubscribe(tokens.confirmation(12, tokens.newNonce(), sentAt))).toThrow(UnsubscribeLinkInvalid);
  });

  it.each(['', 'garbage', 'u.12', 'u.12.', 'u.-1.abc', 'c.12.n.1.x', `u.12.${'a'.repeat(300)}`])('refuses the malformed token %j', (token) => {
    expect(() => tokens.readUnsubscribe(token)).toThrow(UnsubscribeLinkInvalid);
    expect(() => tokens.readConfirmation(token, sentAt)).toThrow(ConfirmationLinkInvalid);
  });

  it('needs a 32-byte key', () => {
    expect(() => new NewsletterTokens(Buffer.alloc(16))).toThrow(RangeError);
  });
});
