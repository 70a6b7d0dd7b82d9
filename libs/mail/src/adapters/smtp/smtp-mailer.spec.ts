import { SmtpSink } from '../../testing/index.js';
import { anOutgoingMail } from '../../testing/outgoing-mail.mother.js';
import { SmtpMailer } from './smtp-mailer.js';

describe(SmtpMailer.name, () => {
  let sink: SmtpSink;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    mailer = new SmtpMailer(sink.url);
  });

  afterAll(async () => {
    mailer.onModuleDestroy();
    await sink.stop();
  });

  beforeEach(() => sink.received.splice(0));

  it('delivers the message as given: addresses, subject, both bodies, headers and the Message-ID', async () => {
    const mail = anOutgoingMail();

    const answer = await mailer.send(mail);

    expect(answer).toEqual({ outcome: 'delivered', answer: expect.stringMatching(/^250/) });
    const [received] = await sink.waitForMessages(1);
    expect(received!.envelope).toEqual({ from: 'hello@moneytogether.example', to: ['listener@example.com'] });
    expect(received!.parsed.subject).toBe(mail.subject);
    expect(received!.parsed.from?.value).toEqual([{ name: 'Money Together', address: 'hello@moneytogether.example' }]);
    expect(received!.parsed.html).toContain('<strong>both</strong>');
    expect(received!.parsed.text?.trim()).toBe('Hello both of you');
    expect(received!.parsed.messageId).toBe(mail.messageId);
    expect(received!.raw).toContain('List-Unsubscribe: <https://moneytogether.example/unsubscribe?token=t>');
  });

  it('answers a 421 as a temporary failure, with the server’s answer', async () => {
    const fresh = new SmtpMailer(sink.url);
    try {
      sink.refuseNext('RCPT TO', 421, 'Try again later');

      const answer = await fresh.send(anOutgoingMail());

      expect(answer).toEqual({ outcome: 'temporary-failure', answer: expect.stringContaining('421 Try again later') });
      expect(sink.received).toHaveLength(0);
    } finally {
      fresh.onModuleDestroy();
    }
  });

  it('answers a 421 on a reused connection as a temporary failure, and the pool sends nothing by itself', async () => {
    await mailer.send(anOutgoingMail());
    await sink.waitForMessages(1);
    sink.received.splice(0);
    sink.refuseNext('RCPT TO', 421, 'Try again later');

    const answer = await mailer.send(anOutgoingMail());

    expect(answer).toEqual({ outcome: 'temporary-failure', answer: expect.stringContaining('closed the connection') });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(0);
  });

  it('answers a 550 to the recipient as a permanent failure that refuses the recipient', async () => {
    sink.refuseNext('RCPT TO', 550, 'No such user here');

    const answer = await mailer.send(anOutgoingMail());

    expect(answer).toEqual({ outcome: 'permanent-failure', answer: expect.stringContaining('550 No such user here'), recipientRefused: true });
  });

  it('answers a 550 to the sender as permanent, without blaming the recipient (our configuration is at fault)', async () => {
    sink.refuseNext('MAIL FROM', 550, 'Sender not allowed');

    const answer = await mailer.send(anOutgoingMail());

    expect(answer).toEqual({ outcome: 'permanent-failure', answer: expect.stringContaining('550 Sender not allowed'), recipientRefused: false });
  });

  it('answers a server that cannot be reached as a temporary failure', async () => {
    const closed = await SmtpSink.start();
    await closed.stop();
    const unreachable = new SmtpMailer(closed.url);
    try {
      const answer = await unreachable.send(anOutgoingMail());
      expect(answer).toEqual({ outcome: 'temporary-failure', answer: expect.stringMatching(/ECONNREFUSED|connect/i) });
    } finally {
      unreachable.onModuleDestroy();
    }
  });

  it('answers a refused login as permanent, without blaming the recipient', async () => {
    const wrongPassword = new SmtpMailer(sink.url.replace('sink-password', 'wrong'));
    try {
      const answer = await wrongPassword.send(anOutgoingMail());
      expect(answer).toEqual({ outcome: 'permanent-failure', answer: expect.stringContaining('535'), recipientRefused: false });
    } finally {
      wrongPassword.onModuleDestroy();
    }
  });
});
