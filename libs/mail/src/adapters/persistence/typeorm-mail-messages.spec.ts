import type { Repository } from 'typeorm';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { draftMail } from '../../domain/index.js';
import { aMailRequest } from '../../testing/outgoing-mail.mother.js';
import { MailMessageSchema, type MailMessageRow } from './mail-message.schema.js';
import { mailMigrations } from './migrations/index.js';
import { TypeOrmMailMessages } from './typeorm-mail-messages.js';

const sender = { from: '"Money Together" <hello@moneytogether.example>', senderDomain: 'moneytogether.example' };
const draft = (key: string) => draftMail(aMailRequest(key, { headers: { 'List-Unsubscribe': '<https://example.com/u>' } }), sender);

describe.each(testDatabaseKinds())(`${TypeOrmMailMessages.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let rows: Repository<MailMessageRow>;
  let messages: TypeOrmMailMessages;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, mailMigrations, [MailMessageSchema]);
    rows = database.dataSource.getRepository(MailMessageSchema);
    messages = new TypeOrmMailMessages(rows);
  });

  afterAll(() => database?.dispose());

  beforeEach(() => rows.clear());

  it('records a message as queued, with everything it sends', async () => {
    const { message, created } = await messages.record(draft('welcome-1'));

    expect(created).toBe(true);
    expect(message).toEqual(
      expect.objectContaining({
        idempotencyKey: 'welcome-1',
        kind: 'test.hello',
        to: 'listener@example.com',
        from: sender.from,
        subject: 'Hello',
        html: '<p>Hello</p>',
        text: 'Hello',
        headers: { 'List-Unsubscribe': '<https://example.com/u>' },
        messageId: draft('welcome-1').messageId,
        status: 'queued',
        attempts: 0,
        lastSmtpAnswer: null,
        sentAt: null,
      }),
    );
    expect(await messages.findById(message.id)).toEqual(message);
  });

  it('keeps one message per idempotency key, even when two record it at once', async () => {
    const [first, second] = await Promise.all([messages.record(draft('same')), messages.record({ ...draft('same'), subject: 'Another' })]);

    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(second.message.id).toBe(first.message.id);
    expect(await rows.count()).toBe(1);
    expect((await messages.findById(first.message.id))?.subject).toBe(first.created ? 'Hello' : 'Another');
  });

  it('lets exactly one of two racing tries claim a queued message, and counts the try', async () => {
    const { message } = await messages.record(draft('claimed'));

    const claims = await Promise.all([messages.claimForSending(message.id), messages.claimForSending(message.id)]);

    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(claims.find(Boolean)).toEqual(expect.objectContaining({ status: 'sending', attempts: 1 }));
  });

  it('records the answer of a try; sent stamps the time, and a sent message cannot be claimed again', async () => {
    const { message } = await messages.record(draft('sent'));
    await messages.claimForSending(message.id);

    await messages.recordOutcome(message.id, 'sent', '250 Ok');

    expect(await messages.findById(message.id)).toEqual(expect.objectContaining({ status: 'sent', lastSmtpAnswer: '250 Ok', sentAt: expect.any(Date) }));
    expect(await messages.claimForSending(message.id)).toBeNull();
  });

  it('puts a message back to queued after a temporary failure, for the next try to claim', async () => {
    const { message } = await messages.record(draft('later'));
    await messages.claimForSending(message.id);
    await messages.recordOutcome(message.id, 'queued', '421 Try again later');

    expect(await messages.claimForSending(message.id)).toEqual(expect.objectContaining({ status: 'sending', attempts: 2, lastSmtpAnswer: '421 Try again later' }));
  });

  it('fails a message only while it is still sending', async () => {
    const { message } = await messages.record(draft('interrupted'));
    expect(await messages.failIfStillSending(message.id, 'interrupted')).toBe(false);
    await messages.claimForSending(message.id);

    expect(await messages.failIfStillSending(message.id, 'interrupted')).toBe(true);
    expect(await messages.findById(message.id)).toEqual(expect.objectContaining({ status: 'failed', lastSmtpAnswer: 'interrupted' }));
  });

  it('lists the messages still waiting, oldest first', async () => {
    const first = await messages.record(draft('a'));
    const sent = await messages.record(draft('b'));
    const third = await messages.record(draft('c'));
    await messages.claimForSending(sent.message.id);
    await messages.recordOutcome(sent.message.id, 'sent', '250 Ok');

    expect(await messages.waitingIds()).toEqual([first.message.id, third.message.id]);
  });

  it('refuses a status outside the list', async () => {
    const { message } = await messages.record(draft('bad'));
    await expect(rows.query(`UPDATE "mail_messages" SET "status" = 'lost' WHERE "id" = $1`, [message.id])).rejects.toThrow(/mail_messages_status_check/);
  });

  it('finds the waiting messages and a message by its Message-ID through indexes', async () => {
    const session = database.dataSource.createQueryRunner();
    try {
      await session.query('SET enable_seqscan = off');
      const plan = async (sql: string) => ((await session.query(`EXPLAIN ${sql}`)) as { 'QUERY PLAN': string }[]).map((line) => line['QUERY PLAN']).join('\n');
      expect(await plan(`SELECT "id" FROM "mail_messages" WHERE "status" = 'queued' ORDER BY "id"`)).toContain('mail_messages_waiting_idx');
      expect(await plan(`SELECT "id" FROM "mail_messages" WHERE "message_id" = '<x@y>'`)).toContain('mail_messages_message_id_key');
      expect(await plan(`SELECT "id" FROM "mail_messages" WHERE "idempotency_key" = 'x'`)).toContain('mail_messages_idempotency_key_key');
    } finally {
      await session.query('RESET enable_seqscan');
      await session.release();
    }
  });
});
