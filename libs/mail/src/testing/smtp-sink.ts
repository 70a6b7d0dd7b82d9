import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message the sink accepted: the SMTP envelope and the message as mailparser reads it. */
export interface ReceivedMail {
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  readonly parsed: ParsedMail;
  readonly raw: string;
}

/** The SMTP commands the sink can be told to refuse. */
export type SinkStage = 'MAIL FROM' | 'RCPT TO';

interface Refusal {
  readonly stage: SinkStage;
  readonly code: number;
  readonly message: string;
}

const SINK_USER = 'sink';
const SINK_PASSWORD = 'sink-password';

/** An error smtp-server answers with `code message`. */
const smtpRefusal = ({ code, message }: Refusal): Error => Object.assign(new Error(message), { responseCode: code });

/**
 * A real SMTP server on loopback (the `smtp-server` package) for tests: it accepts what it is sent (AUTH
 * with the credentials of its `url`, plain text: no STARTTLS), keeps each message parsed by mailparser,
 * and answers the refusals it is told to, one per try, in order.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private readonly refusals: Refusal[] = [];
  private readonly waiters = new Set<() => void>();

  private readonly server: SMTPServer;
  private port = 0;

  private constructor() {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      // The SMTP adapter keeps its connections open (a pool): stopping the sink closes them after a moment
      // instead of smtp-server's 30 s wait, as a server restarting under a running app would.
      closeTimeout: 200,
      onAuth: (auth, _session, callback) =>
        auth.username === SINK_USER && auth.password === SINK_PASSWORD ? callback(null, { user: auth.username }) : callback(smtpRefusal({ stage: 'MAIL FROM', code: 535, message: 'Authentication failed' })),
      onMailFrom: (_address, _session, callback) => callback(this.refusalAt('MAIL FROM')),
      onRcptTo: (_address, _session, callback) => callback(this.refusalAt('RCPT TO')),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const addressOf = (address: SMTPServerAddress | false) => (address ? address.address : '');
          simpleParser(raw)
            .then((parsed) => {
              this.keep({ envelope: { from: addressOf(session.envelope.mailFrom), to: session.envelope.rcptTo.map(addressOf) }, parsed, raw });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve, reject) => {
      sink.server.once('error', reject);
      sink.server.listen(0, '127.0.0.1', () => resolve());
    });
    sink.port = (sink.server.server.address() as AddressInfo).port;
    return sink;
  }

  /** The SMTP_URL that reaches this sink. */
  get url(): string {
    return `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${this.port}`;
  }

  /** The next try's `stage` is answered `code message` (421 for "later", 550 for "never"). */
  refuseNext(stage: SinkStage, code: number, message: string): this {
    this.refusals.push({ stage, code, message });
    return this;
  }

  /** Resolves once `count` messages were accepted in all. */
  async waitForMessages(count: number, timeoutMs = 10_000): Promise<readonly ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`The SMTP sink received ${this.received.length} message(s), expected ${count}`);
      await new Promise<void>((resolve) => {
        this.waiters.add(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.received;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private refusalAt(stage: SinkStage): Error | null {
    const index = this.refusals.findIndex((refusal) => refusal.stage === stage);
    if (index === -1) return null;
    const [refusal] = this.refusals.splice(index, 1);
    return smtpRefusal(refusal!);
  }

  private keep(mail: ReceivedMail): void {
    this.received.push(mail);
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }
}
