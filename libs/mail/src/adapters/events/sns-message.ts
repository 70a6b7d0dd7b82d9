import { createVerify, X509Certificate, type KeyObject } from 'node:crypto';
import { fetchFromSns, snsUrl, type SnsEndpoints } from './sns-endpoints.js';

/** The SNS message types an HTTP(S) subscription receives. */
export const SNS_MESSAGE_TYPES = ['SubscriptionConfirmation', 'Notification', 'UnsubscribeConfirmation'] as const;
export type SnsMessageType = (typeof SNS_MESSAGE_TYPES)[number];

/** An SNS message as posted to an HTTP(S) endpoint (its JSON body, sent as text/plain). */
export interface SnsMessage {
  readonly Type: SnsMessageType;
  readonly MessageId: string;
  readonly TopicArn: string;
  readonly Message: string;
  readonly Timestamp: string;
  readonly SignatureVersion: '1' | '2';
  readonly Signature: string;
  readonly SigningCertURL: string;
  readonly Subject?: string;
  /** SubscriptionConfirmation and UnsubscribeConfirmation only. */
  readonly SubscribeURL?: string;
  readonly Token?: string;
}

/** How old a message may be (its signed Timestamp) and still be taken: SNS retries within the hour; older is a replay. */
export const MAX_SNS_MESSAGE_AGE_MS = 60 * 60 * 1000;

/** Whether the message was stamped longer ago than the replay window allows (or its Timestamp is no instant). */
export function isStaleSnsMessage(message: SnsMessage, now: Date): boolean {
  const stamped = Date.parse(message.Timestamp);
  return Number.isNaN(stamped) || now.getTime() - stamped > MAX_SNS_MESSAGE_AGE_MS;
}

/** The body is not an SNS message, or its signature does not hold. */
export class UnverifiedSnsMessage extends Error {}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The body as an SNS message, when it has every field its type is signed with; null when it is not one. */
export function asSnsMessage(body: unknown): SnsMessage | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const type = fields.Type;
  if (!SNS_MESSAGE_TYPES.includes(type as SnsMessageType)) return null;
  const required = ['MessageId', 'TopicArn', 'Message', 'Timestamp', 'SignatureVersion', 'Signature', 'SigningCertURL', ...(type === 'Notification' ? [] : ['SubscribeURL', 'Token'])];
  if (!required.every((field) => isString(fields[field]))) return null;
  if (fields.Subject !== undefined && fields.Subject !== null && !isString(fields.Subject)) return null;
  return body as SnsMessage;
}

// AWS's documented string to sign: these fields, in this order, each as "Name\nvalue\n"; Subject only when the
// notification has one (SNS sends `null` for none in Lambda events, and leaves it out over HTTP).
const SIGNED_FIELDS: Record<SnsMessageType, readonly (keyof SnsMessage)[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
};

/** The exact text SNS signed for this message. */
export function snsStringToSign(message: SnsMessage): string {
  return SIGNED_FIELDS[message.Type]
    .filter((field) => isString(message[field]))
    .map((field) => `${field}\n${message[field]}\n`)
    .join('');
}

const ALGORITHM_OF_VERSION = { '1': 'RSA-SHA1', '2': 'RSA-SHA256' } as const;
/** Certificates kept per process: SNS signs with one per region at a time, and rotates rarely. */
const MAX_CACHED_CERTIFICATES = 50;

/**
 * Checks SNS signatures (SignatureVersion 1, SHA1, and 2, SHA256) with the certificate at the message's
 * SigningCertURL, which must be https on an SNS host (SnsEndpoints). Each certificate is fetched once and
 * kept; a failed fetch is not kept, so the next message tries again.
 */
export class SnsSignatureCheck {
  private readonly certificates = new Map<string, Promise<KeyObject>>();

  constructor(private readonly endpoints: SnsEndpoints) {}

  /** Resolves when SNS signed this message; rejects with UnverifiedSnsMessage otherwise (and when the certificate cannot be had). */
  async verify(message: SnsMessage): Promise<void> {
    const algorithm = ALGORITHM_OF_VERSION[message.SignatureVersion];
    if (!algorithm) throw new UnverifiedSnsMessage(`SignatureVersion ${String(message.SignatureVersion)} is not one SNS uses (1 or 2)`);
    let certUrl: URL;
    try {
      certUrl = snsUrl(message.SigningCertURL, this.endpoints);
    } catch (error) {
      throw new UnverifiedSnsMessage(`its SigningCertURL is refused: ${(error as Error).message}`);
    }
    if (!certUrl.pathname.endsWith('.pem')) throw new UnverifiedSnsMessage('its SigningCertURL is not a .pem certificate');
    const publicKey = await this.certificate(certUrl);
    const verifier = createVerify(algorithm);
    verifier.update(snsStringToSign(message), 'utf8');
    let matches: boolean;
    try {
      matches = verifier.verify(publicKey, message.Signature, 'base64');
    } catch {
      // A key the algorithm cannot use (the certificate's is not RSA): no signature of SNS's.
      matches = false;
    }
    if (!matches) throw new UnverifiedSnsMessage('its signature does not match');
  }

  private certificate(url: URL): Promise<KeyObject> {
    const key = url.href;
    const known = this.certificates.get(key);
    if (known) return known;
    const fetched = fetchFromSns(url, this.endpoints)
      .then((pem) => new X509Certificate(pem).publicKey)
      .catch((error: unknown) => {
        this.certificates.delete(key);
        throw new UnverifiedSnsMessage(`its signing certificate could not be read: ${error instanceof Error ? error.message : String(error)}`);
      });
    if (this.certificates.size >= MAX_CACHED_CERTIFICATES) this.certificates.delete(this.certificates.keys().next().value!);
    this.certificates.set(key, fetched);
    return fetched;
  }
}
