import { createSign, randomUUID } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { snsStringToSign, type SnsMessage, type SnsMessageType } from '../adapters/events/sns-message.js';
import type { SnsEndpoints } from '../adapters/events/sns-endpoints.js';

/** What a test asks SnsTestEndpoint to sign (the rest is filled in). */
export interface SnsMessageFields {
  readonly Type: SnsMessageType;
  readonly TopicArn: string;
  readonly Message: string;
  readonly Subject?: string;
  readonly SignatureVersion?: '1' | '2';
  /** Default: the endpoint's own certificate. */
  readonly SigningCertURL?: string;
  /** Confirmations: default, the endpoint's `/confirm` link with a fresh token. */
  readonly SubscribeURL?: string;
  /** Default: now. */
  readonly Timestamp?: string;
}

export const CERTIFICATE_PATH = '/SimpleNotificationService-0123456789abcdef0123456789abcdef.pem';

/**
 * Stands in for Amazon SNS on loopback, which tests cannot reach: an HTTPS server with a self-signed
 * certificate for `localhost` that serves that certificate at CERTIFICATE_PATH (SNS's SigningCertURL) and
 * answers subscription links (`/confirm?…`), recording every request; and signs messages as SNS does, with
 * that certificate's key, over AWS's documented string to sign. Hand `endpoints` to the app
 * (AppModuleOptions.snsEndpoints) so it fetches from here, and nowhere else but SNS's hosts.
 */
export class SnsTestEndpoint {
  private constructor(
    private readonly server: https.Server,
    /** Paths (with query) of every request received, in order. */
    readonly requests: readonly string[],
    private readonly certificate: string,
    private readonly privateKey: string,
  ) {}

  static async start(): Promise<SnsTestEndpoint> {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
    });
    const requests: string[] = [];
    const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
      requests.push(request.url ?? '');
      if (request.url === CERTIFICATE_PATH) response.writeHead(200, { 'content-type': 'application/x-x509-ca-cert' }).end(pems.cert);
      else if (request.url?.startsWith('/confirm?')) response.writeHead(200, { 'content-type': 'text/xml' }).end('<ConfirmSubscriptionResponse/>');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new SnsTestEndpoint(server, requests, pems.cert, pems.private);
  }

  /** `localhost:{port}`, the one host `endpoints` allows. */
  get host(): string {
    return `localhost:${(this.server.address() as AddressInfo).port}`;
  }

  get origin(): string {
    return `https://${this.host}`;
  }

  /** Only this server, trusted through its self-signed certificate. */
  get endpoints(): SnsEndpoints {
    const host = this.host;
    return { isSnsHost: (candidate) => candidate === host, ca: this.certificate };
  }

  /** A complete message as SNS would post it, signed (SignatureVersion 2, SHA256, unless asked for 1). */
  sign(fields: SnsMessageFields): SnsMessage {
    const confirmation = fields.Type !== 'Notification';
    const token = randomUUID().replaceAll('-', '');
    const unsigned = {
      Type: fields.Type,
      MessageId: randomUUID(),
      ...(confirmation ? { Token: token } : {}),
      TopicArn: fields.TopicArn,
      ...(fields.Subject !== undefined ? { Subject: fields.Subject } : {}),
      Message: fields.Message,
      ...(confirmation ? { SubscribeURL: fields.SubscribeURL ?? `${this.origin}/confirm?Action=ConfirmSubscription&TopicArn=${encodeURIComponent(fields.TopicArn)}&Token=${token}` } : {}),
      Timestamp: fields.Timestamp ?? new Date().toISOString(),
      SignatureVersion: fields.SignatureVersion ?? '2',
      Signature: '',
      SigningCertURL: fields.SigningCertURL ?? `${this.origin}${CERTIFICATE_PATH}`,
    } satisfies SnsMessage;
    const signer = createSign(unsigned.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
    signer.update(snsStringToSign(unsigned), 'utf8');
    return { ...unsigned, Signature: signer.sign(this.privateKey, 'base64') };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
