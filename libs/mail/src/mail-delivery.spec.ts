import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions, JobQueue, jobQueueMigrations, QueueModule } from '@harmony/platform';
import { primaryTestDatabaseKind, waitForJob, type TestDatabase } from '@harmony/platform/testing';
import { draftBulkMail, draftMail, INTERRUPTED_ANSWER, MailMessages, type MailMessage } from './domain/index.js';
import { LEFT_THE_LIST_ANSWER, QueueBulkMail, QueueMail, RecipientSuppression, RequeueWaitingMail, ResendMail, SendQueuedMail, sendMailBatchJob, sendMailJob } from './application/index.js';
import { mailMigrations } from './adapters/persistence/migrations/index.js';
import { MailModule } from './mail.module.js';
import type { MailTransport } from './mail.config.js';
import { aMailRequest, InMemoryRecipientSuppression, SmtpSink } from './testing/index.js';

const settings = { from: '"Money Together" <hello@moneytogether.example>', senderDomain: 'moneytogether.example', retry: { attempts: 3, backoffDelayMs: 20 } };

/** The mail context as a consuming process runs it: its module, the in-process queue kept in the database, a real SMTP server. */
async function startMail(database: TestDatabase, transport: MailTransport, ratePerSecond = 0): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(
    {
      module: class MailTestRoot {},
      imports: [
        TypeOrmModule.forRoot({ ...buildDataSourceOptions(database.target, [...mailMigrations, ...jobQueueMigrations]), autoLoadEntities: true }),
        QueueModule.forRoot({ config: { queue: { mode: 'in-process' } }, role: 'both', consumes: [sendMailJob.name, sendMailBatchJob.name] }),
        MailModule.forRoot({ transport, settings: { ...settings, ratePerSecond } }),
      ],
    },
    { logger: false },
  );
}

interface StartedMail {
  readonly app: INestApplicationContext;
  /** The SMTP server the mail goes to (an outbox run has none). */
  readonly sink: SmtpSink;
  readonly outboxDirectory: string;
}

/**
 * One describe's mail context, started before its tests on a database of its own and stopped after them: sending
 * to a real SMTP server on loopback (emptied before each test), or with `outbox` to DATA_DIR/outbox.
 */
function useMailApp({ ratePerSecond = 0, outbox = false }: { ratePerSecond?: number; outbox?: boolean } = {}): () => StartedMail {
  let database: TestDatabase | undefined;
  let sink: SmtpSink | undefined;
  let dataDir: string | undefined;
  let app: INestApplicationContext | undefined;

  beforeAll(async () => {
    database = await primaryTestDatabaseKind().create();
    let transport: MailTransport;
    if (outbox) {
      dataDir = await mkdtemp(path.join(tmpdir(), 'harmony-mail-'));
      transport = { mode: 'outbox', directory: path.join(dataDir, 'outbox') };
    } else {
      sink = await SmtpSink.start();
      transport = { mode: 'smtp', url: sink.url };
    }
    app = await startMail(database, transport, ratePerSecond);
  });

  afterAll(async () => {
    await app?.close();
    await sink?.stop();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => void sink?.received.splice(0));

  return () => {
    if (!app) throw new Error('The mail context is not started: call useMailApp() inside describe() and read it in a test or hook');
    return {
      app,
      get sink() {
        if (!sink) throw new Error('This mail context sends to the outbox: it has no SMTP server');
        return sink;
      },
      outboxDirectory: path.join(dataDir ?? '', 'outbox'),
    };
  };
}

describe('Sending mail through the queue', () => {
  const mail = useMailApp();
  let sink: SmtpSink;
  let app: INestApplicationContext;
  let queueMail: QueueMail;
  let messages: MailMessages;
  let queue: JobQueue;

  beforeAll(() => {
    ({ app, sink } = mail());
    queueMail = app.get(QueueMail);
    messages = app.get(MailMessages);
    queue = app.get(JobQueue);
  });

  /** Queues a message and waits until its job is over (every retry included). */
  async function sendAndSettle(key: string, overrides: Parameters<typeof aMailRequest>[1] = {}): Promise<MailMessage> {
    const { id } = await queueMail.execute(aMailRequest(key, overrides));
    const job = await waitForJob(queue, sendMailJob.jobId!({ messageId: id }));
    expect(job.state).toMatch(/completed|failed/);
    return (await messages.findById(id))!;
  }

  it('sends a queued message once, with its Message-ID, and records the server’s answer', async () => {
    const message = await sendAndSettle('welcome-ana', { to: 'ana@example.com' });

    expect(message).toEqual(expect.objectContaining({ status: 'sent', attempts: 1, lastSmtpAnswer: expect.stringMatching(/^250/), sentAt: expect.any(Date) }));
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.envelope.to).toEqual(['ana@example.com']);
    expect(sink.received[0]!.parsed.messageId).toBe(message.messageId);
  });

  it('retries a message the server put off (421) and delivers it once', async () => {
    sink.refuseNext('RCPT TO', 421, 'Greylisted, try again later');

    const message = await sendAndSettle('welcome-ben');

    expect(message).toEqual(expect.objectContaining({ status: 'sent', attempts: 2 }));
    expect(sink.received).toHaveLength(1);
  });

  it('sends once when the same idempotency key is queued twice', async () => {
    const first = await queueMail.execute(aMailRequest('confirm-cleo'));
    const second = await queueMail.execute(aMailRequest('confirm-cleo', { subject: 'Asked again' }));
    await waitForJob(queue, sendMailJob.jobId!({ messageId: first.id }));

    expect(second).toEqual({ id: first.id, created: false, status: expect.any(String) });
    expect(await queueMail.execute(aMailRequest('confirm-cleo'))).toEqual({ id: first.id, created: false, status: 'sent' });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.parsed.subject).toBe('Hello');
  });

  it('does nothing when a try finds the message already sent (a job run again)', async () => {
    const message = await sendAndSettle('welcome-again');

    const again = await app.get(SendQueuedMail).execute(message.id, { attempt: 2, maxAttempts: 3 });

    expect(again).toEqual({ messageId: message.id, status: 'sent', sentNow: false });
    expect(sink.received).toHaveLength(1);
  });

  it('marks a refused recipient (550) bounced at once, and suppresses the address', async () => {
    sink.refuseNext('RCPT TO', 550, 'No such user here');

    const message = await sendAndSettle('welcome-dead', { to: 'gone@example.com' });

    expect(message).toEqual(expect.objectContaining({ status: 'bounced', attempts: 1, lastSmtpAnswer: expect.stringContaining('550 No such user here') }));
    const suppression = app.get(RecipientSuppression) as InMemoryRecipientSuppression;
    expect(suppression.suppressed).toContainEqual({ address: 'gone@example.com', reason: 'bounced', answer: expect.stringContaining('550'), messageId: message.messageId });
    expect(sink.received).toHaveLength(0);
  });

  it('fails a message the server keeps putting off once its tries are spent, suppressing nobody', async () => {
    for (let refusal = 0; refusal < settings.retry.attempts; refusal += 1) sink.refuseNext('RCPT TO', 451, 'Local problem, later');

    const message = await sendAndSettle('welcome-later', { to: 'later@example.com' });

    expect(message).toEqual(expect.objectContaining({ status: 'failed', attempts: 3, lastSmtpAnswer: expect.stringContaining('451') }));
    const suppression = app.get(RecipientSuppression) as InMemoryRecipientSuppression;
    expect(suppression.suppressed.map((refused) => refused.address)).not.toContain('later@example.com');
  });

  it('does not send twice when a try dies between the server’s acceptance and the record of it', async () => {
    // The server accepts, then the write of "sent" fails as if the process had died there: the job is retried.
    const record = jest.spyOn(messages, 'recordOutcome').mockRejectedValueOnce(new Error('The process died here'));
    try {
      const message = await sendAndSettle('welcome-crash');

      expect(sink.received).toHaveLength(1);
      expect(message).toEqual(expect.objectContaining({ status: 'failed', attempts: 1, lastSmtpAnswer: INTERRUPTED_ANSWER }));
    } finally {
      record.mockRestore();
    }
  });

  it("sends an interrupted message once more when the owner resends it, with its Message-ID, and a restart's requeue adds no third copy", async () => {
    const record = jest.spyOn(messages, 'recordOutcome').mockRejectedValueOnce(new Error('The process died here'));
    let interrupted: MailMessage;
    try {
      interrupted = await sendAndSettle('welcome-resent');
    } finally {
      record.mockRestore();
    }
    expect(interrupted.status).toBe('failed');

    const resent = await app.get(ResendMail).execute(interrupted.id);
    expect(resent).toEqual(expect.objectContaining({ status: 'queued', sendRound: 1 }));
    const job = await waitForJob(queue, sendMailJob.jobId!({ messageId: interrupted.id, sendRound: 1 }));
    await app.get(RequeueWaitingMail).execute();

    expect(job).toMatchObject({ state: 'completed', result: { status: 'sent', sentNow: true } });
    expect(sink.received.map((mail) => mail.parsed.messageId)).toEqual([interrupted.messageId, interrupted.messageId]);
    expect(await messages.findById(interrupted.id)).toEqual(expect.objectContaining({ status: 'sent', attempts: 2 }));
    await expect(app.get(ResendMail).execute(interrupted.id)).rejects.toThrow('Only a failed message can be sent again.');
  });

  it('queues (as each start does) the messages recorded while the queue could not take their job', async () => {
    const { message } = await messages.record(draftMail(aMailRequest('recorded-only'), settings));

    expect(await app.get(RequeueWaitingMail).execute()).toBeGreaterThanOrEqual(1);
    await waitForJob(queue, sendMailJob.jobId!({ messageId: message.id }));

    expect((await messages.findById(message.id))?.status).toBe('sent');
    expect(sink.received).toHaveLength(1);
  });
});

describe("Sending a broadcast's batches", () => {
  const mail = useMailApp();
  let sink: SmtpSink;
  let app: INestApplicationContext;
  let bulk: QueueBulkMail;
  let messages: MailMessages;
  let queue: JobQueue;
  const placeholder = 'https://unsubscribe.invalid/standin';
  const body = { html: `<p>News</p><a href="${placeholder}">Unsubscribe</a>`, text: `News\n\nUnsubscribe: ${placeholder}`, headers: { 'List-Unsubscribe': `<${placeholder}>` }, placeholder };
  let run = 0;

  beforeAll(() => {
    ({ app, sink } = mail());
    bulk = app.get(QueueBulkMail);
    messages = app.get(MailMessages);
    queue = app.get(JobQueue);
  });

  /** A broadcast of its own to `count` addresses, its messages stored and their batch's job queued. */
  async function broadcastTo(count: number) {
    run += 1;
    const bodyId = await bulk.storeBody(`broadcast:${run}:`, body);
    const addresses = Array.from({ length: count }, (_, n) => `r${run}-${n}@example.com`);
    const requests = addresses.map((to, n) => ({ idempotencyKey: `broadcast:${run}:${n}`, kind: 'newsletter.broadcast', to, subject: 'News', personal: `https://example.com/u?token=${n}` }));
    return { bodyId, addresses, requests };
  }
  const statuses = async (keyPrefix: string) => (await messages.countByKeyPrefix(keyPrefix)).byStatus;
  const receivedBy = () => sink.received.map((mail) => mail.envelope.to[0]!);

  it('sends every message of a batch once, each with its own link written into the one stored body', async () => {
    const { bodyId, requests, addresses } = await broadcastTo(23);
    const { batch } = await bulk.execute(bodyId, requests);

    const job = await waitForJob(queue, sendMailBatchJob.jobId!(batch!));

    expect(job).toMatchObject({ state: 'completed', result: { sent: 23, notSent: 0, interrupted: 0 } });
    expect(receivedBy().sort()).toEqual([...addresses].sort());
    const seven = sink.received.find((mail) => mail.envelope.to[0] === addresses[7])!;
    expect(seven.parsed.text).toContain('Unsubscribe: https://example.com/u?token=7');
    expect(seven.parsed.html).toContain('href="https://example.com/u?token=7"');
    expect(seven.parsed.html).not.toContain(placeholder);
    expect(seven.raw).toMatch(/^List-Unsubscribe: <https:\/\/example\.com\/u\?token=7>\r?$/m);
    expect(await statuses(`broadcast:${run}:`)).toMatchObject({ sent: 23, queued: 0, sending: 0 });
  });

  it('sends nobody twice when a run of the batch dies between the server’s acceptance and the record of it: its retry fails those as interrupted and sends the rest once', async () => {
    const { bodyId, requests, addresses } = await broadcastTo(25);
    // The first chunk goes out, then the write of its answers fails as if the process had died there: the job is retried.
    const record = jest.spyOn(messages, 'recordOutcomes').mockRejectedValueOnce(new Error('The process died here'));
    try {
      const { batch } = await bulk.execute(bodyId, requests);
      const job = await waitForJob(queue, sendMailBatchJob.jobId!(batch!));
      expect(job).toMatchObject({ state: 'completed', result: { interrupted: 10, sent: 15 } });
    } finally {
      record.mockRestore();
    }

    const received = receivedBy();
    expect(new Set(received).size).toBe(received.length);
    expect([...received].sort()).toEqual([...addresses].sort());
    expect(await statuses(`broadcast:${run}:`)).toMatchObject({ sent: 15, failed: 10, queued: 0, sending: 0 });
    const interrupted = (await messages.page({ status: 'failed', search: `r${run}-` }, { offset: 0, limit: 50 })).items;
    expect(interrupted.every((message) => message.lastSmtpAnswer === INTERRUPTED_ANSWER)).toBe(true);
  });

  it('sends nothing to an address that left the list after its message was queued, even when the owner resends it', async () => {
    const { bodyId, requests, addresses } = await broadcastTo(4);
    const suppression = app.get(RecipientSuppression) as InMemoryRecipientSuppression;
    const { batch } = await bulk.execute(bodyId, requests);
    await suppression.suppress({ address: addresses[2]!, reason: 'bounced', answer: '550 Gone meanwhile' });

    const job = await waitForJob(queue, sendMailBatchJob.jobId!(batch!));

    expect(job).toMatchObject({ state: 'completed', result: { sent: 3, notSent: 1 } });
    expect(receivedBy().sort()).toEqual([addresses[0], addresses[1], addresses[3]].sort());
    const [left] = (await messages.page({ search: addresses[2]! }, { offset: 0, limit: 5 })).items;
    expect(left).toMatchObject({ status: 'failed', lastSmtpAnswer: LEFT_THE_LIST_ANSWER });
    await app.get(ResendMail).execute(left!.id);
    await waitForJob(queue, sendMailJob.jobId!({ messageId: left!.id, sendRound: 1 }));
    expect(await messages.findById(left!.id)).toMatchObject({ status: 'failed', lastSmtpAnswer: LEFT_THE_LIST_ANSWER });
    expect(sink.received).toHaveLength(3);
  });

  it('retries a message the server put off (421) by its own job, and delivers it once', async () => {
    const { bodyId, requests, addresses } = await broadcastTo(3);
    sink.refuseNext('RCPT TO', 421, 'Greylisted, try again later');

    const { batch } = await bulk.execute(bodyId, requests);
    expect(await waitForJob(queue, sendMailBatchJob.jobId!(batch!))).toMatchObject({ result: { sent: 2, notSent: 1 } });
    for (let wait = 0; sink.received.length < 3 && wait < 100; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));

    expect(receivedBy().sort()).toEqual([...addresses].sort());
    const sent = (await messages.page({ search: `r${run}-` }, { offset: 0, limit: 5 })).items;
    expect(sent.map((message) => [message.status, message.attempts]).sort()).toEqual([['sent', 1], ['sent', 1], ['sent', 2]]);
  });

  it('queues (as each start does) the job of a batch whose messages were stored but never handed to the queue', async () => {
    const { bodyId, requests, addresses } = await broadcastTo(2);
    const drafts = requests.map((request) => draftBulkMail(request, settings));
    const { batch } = await messages.recordBulk(bodyId, drafts);

    await app.get(RequeueWaitingMail).execute();
    await waitForJob(queue, sendMailBatchJob.jobId!(batch!));

    expect(receivedBy().sort()).toEqual([...addresses].sort());
  });
});

describe('Sending a broadcast at MAIL_RATE_PER_SECOND', () => {
  const mail = useMailApp({ ratePerSecond: 20 });
  let sink: SmtpSink;
  let app: INestApplicationContext;

  beforeAll(() => void ({ app, sink } = mail()));

  it('hands a batch’s messages to the server at the rate, not all at once', async () => {
    const bulk = app.get(QueueBulkMail);
    const placeholder = 'https://unsubscribe.invalid/paced';
    const bodyId = await bulk.storeBody('broadcast:paced:', { html: `<a href="${placeholder}">Leave</a>`, text: placeholder, headers: {}, placeholder });
    const requests = Array.from({ length: 12 }, (_, n) => ({ idempotencyKey: `broadcast:paced:${n}`, kind: 'newsletter.broadcast', to: `p${n}@example.com`, subject: 'Paced', personal: `https://example.com/u/${n}` }));

    await bulk.execute(bodyId, requests, { since: new Date(), index: 0 });
    // When the first and the last arrive at the sink.
    let first = 0;
    for (const deadline = Date.now() + 10_000; sink.received.length < 12 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 5))) {
      if (sink.received.length > 0) first ||= Date.now();
    }
    const last = Date.now();

    // Twelve messages 50 ms apart from the job's start: the last 550 ms after it, the first as soon as the SMTP
    // connection is up (a fraction of that); unpaced, they all arrive within a few milliseconds of each other.
    expect(sink.received).toHaveLength(12);
    expect(last - first).toBeGreaterThanOrEqual(300);
  });

  it('checks each paced message at its turn: an address that leaves while the batch is being sent gets nothing', async () => {
    const bulk = app.get(QueueBulkMail);
    const placeholder = 'https://unsubscribe.invalid/paced-left';
    const bodyId = await bulk.storeBody('broadcast:paced-left:', { html: `<a href="${placeholder}">Leave</a>`, text: placeholder, headers: {}, placeholder });
    const requests = Array.from({ length: 8 }, (_, n) => ({ idempotencyKey: `broadcast:paced-left:${n}`, kind: 'newsletter.broadcast', to: `l${n}@example.com`, subject: 'Paced', personal: `https://example.com/u/${n}` }));
    sink.received.splice(0);

    const { batch } = await bulk.execute(bodyId, requests, { since: new Date(), index: 0 });
    // Once the first has arrived, the last (350 ms later at 20/s) leaves the list.
    for (const deadline = Date.now() + 10_000; sink.received.length === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 5));
    await (app.get(RecipientSuppression) as InMemoryRecipientSuppression).suppress({ address: 'l7@example.com', reason: 'bounced', answer: '550 Gone meanwhile' });
    const job = await waitForJob(app.get(JobQueue), sendMailBatchJob.jobId!(batch!));

    expect(job).toMatchObject({ state: 'completed', result: { sent: 7, notSent: 1 } });
    expect(sink.received.map((mail) => mail.envelope.to[0])).not.toContain('l7@example.com');
  });
});

describe('Sending mail without a mail server (the outbox)', () => {
  const mail = useMailApp({ outbox: true });

  it('keeps the message, marked sent, and writes it as an .eml under DATA_DIR/outbox', async () => {
    const { app, outboxDirectory } = mail();
    const { id } = await app.get(QueueMail).execute(aMailRequest('outbox-1'));
    await waitForJob(app.get(JobQueue), sendMailJob.jobId!({ messageId: id }));

    expect(await app.get(MailMessages).findById(id)).toEqual(expect.objectContaining({ status: 'sent', lastSmtpAnswer: expect.stringContaining('Kept in the outbox') }));
    expect(await readdir(outboxDirectory)).toEqual([expect.stringMatching(/\.eml$/)]);
  });
});
