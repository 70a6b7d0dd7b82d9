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

  beforeEach(() => rows.query(`TRUNCATE "mail_messages", "mail_bodies"`));

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

  const body = {
    html: '<a href="https://unsubscribe.invalid/x">Leave</a>',
    text: 'Leave: https://unsubscribe.invalid/x',
    headers: { 'List-Unsubscribe': '<https://unsubscribe.invalid/x>' },
    placeholder: 'https://unsubscribe.invalid/x',
  };
  const bulk = (key: string) => {
    const { html: _html, text: _text, ...fields } = draft(key);
    return { ...fields, headers: { 'X-Campaign': 'news' }, personal: `https://example.com/u?token=${key}&x=1` };
  };

  it('stores a shared body once per key, and a batch of its messages in one statement, each read back as its own copy', async () => {
    const bodyId = await messages.storeBody('broadcast:1:', body);
    expect(await messages.storeBody('broadcast:1:', { ...body, html: 'another render' })).toBe(bodyId);

    const { batch, created } = await messages.recordBulk(bodyId, [bulk('broadcast:1:1'), bulk('broadcast:1:2')]);

    expect(created).toBe(2);
    const [first] = await messages.claimBatch(batch!, 1);
    const stored = await messages.findById(first!.id);
    expect(stored).toMatchObject({
      idempotencyKey: 'broadcast:1:1',
      bodyId,
      html: '<a href="https://example.com/u?token=broadcast:1:1&amp;x=1">Leave</a>',
      text: 'Leave: https://example.com/u?token=broadcast:1:1&x=1',
      headers: { 'List-Unsubscribe': '<https://example.com/u?token=broadcast:1:1&x=1>', 'X-Campaign': 'news' },
      status: 'sending',
      attempts: 1,
    });
    expect((await messages.page({}, { offset: 0, limit: 10 })).items.map((message) => message.html)).toContain(stored!.html);
  });

  it('queues a recipient queued before once: never tried, it joins the new batch; tried or settled, it stays as it was', async () => {
    const bodyId = await messages.storeBody('broadcast:2:', body);
    const first = await messages.recordBulk(bodyId, [bulk('broadcast:2:1'), bulk('broadcast:2:2'), bulk('broadcast:2:3')]);
    const [tried] = await messages.claimBatch(first.batch!, 1);
    await messages.recordOutcomes([{ id: tried!.id, status: 'sent', answer: '250 Ok' }]);

    const again = await messages.recordBulk(bodyId, [bulk('broadcast:2:1'), bulk('broadcast:2:2'), bulk('broadcast:2:3'), bulk('broadcast:2:4')]);

    expect(again.created).toBe(1);
    expect(again.batch!.batch).not.toBe(first.batch!.batch);
    expect(await messages.claimBatch(first.batch!, 10)).toEqual([]);
    expect((await messages.claimBatch(again.batch!, 10)).map((message) => message.idempotencyKey)).toEqual(['broadcast:2:2', 'broadcast:2:3', 'broadcast:2:4']);
    expect(await messages.findById(tried!.id)).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
    expect(await messages.recordBulk(bodyId, [bulk('broadcast:2:1')])).toEqual({ batch: null, created: 0 });
  });

  it('lets two claims of one batch at once take different messages, and fails as interrupted only what a first try left sending', async () => {
    const bodyId = await messages.storeBody('broadcast:3:', body);
    const { batch } = await messages.recordBulk(bodyId, ['a', 'b', 'c', 'd', 'e'].map((n) => bulk(`broadcast:3:${n}`)));

    const claims = await Promise.all([messages.claimBatch(batch!, 2), messages.claimBatch(batch!, 2)]);
    const ids = claims.flat().map((message) => message.id);
    expect(new Set(ids).size).toBe(4);

    // One settled, one back to queued for its own retry (then sending again: its second try), two left sending.
    await messages.recordOutcomes([
      { id: ids[0]!, status: 'sent', answer: '250 Ok' },
      { id: ids[1]!, status: 'queued', answer: '421 Later' },
    ]);
    await messages.claimForSending(ids[1]!);
    expect(await messages.failInterruptedInBatch(batch!, 'interrupted')).toBe(2);
    expect(await messages.findById(ids[2]!)).toMatchObject({ status: 'failed', lastSmtpAnswer: 'interrupted' });
    expect(await messages.findById(ids[1]!)).toMatchObject({ status: 'sending', attempts: 2 });
    expect((await messages.claimBatch(batch!, 10)).map((message) => message.idempotencyKey)).toEqual(['broadcast:3:e']);
  });

  it('tells the batches with messages never tried from the messages their own jobs send', async () => {
    const bodyId = await messages.storeBody('broadcast:4:', body);
    const { batch } = await messages.recordBulk(bodyId, [bulk('broadcast:4:1'), bulk('broadcast:4:2')]);
    const single = await messages.record(draft('single'));
    expect(await messages.waitingBatches()).toEqual([batch]);
    expect(await messages.waiting()).toEqual([{ id: single.message.id, sendRound: 0 }]);

    const [retried] = await messages.claimBatch(batch!, 1);
    await messages.recordOutcomes([{ id: retried!.id, status: 'queued', answer: '421 Later' }]);
    expect(await messages.waiting()).toEqual([
      { id: retried!.id, sendRound: 0 },
      { id: single.message.id, sendRound: 0 },
    ].sort((a, b) => a.id - b.id));
    await messages.claimBatch(batch!, 1);
    expect(await messages.waitingBatches()).toEqual([]);
  });

  it('undone, its migration gives each message of a shared body its own copy back, as it was sent', async () => {
    const bodyId = await messages.storeBody('broadcast:5:', body);
    await messages.recordBulk(bodyId, [bulk('broadcast:5:1')]);
    const sent = await rows.findOneByOrFail({ idempotencyKey: 'broadcast:5:1' });
    const asSent = await messages.findById(sent.id);
    await database.dataSource.undoLastMigration();
    try {
      const [row] = await rows.query(`SELECT "html", "text", "headers" FROM "mail_messages" WHERE "id" = $1`, [sent.id]);
      expect(row).toEqual({ html: asSent!.html, text: asSent!.text, headers: asSent!.headers });
    } finally {
      await database.dataSource.runMigrations();
    }
  });

  it('counts the messages under a key prefix by status, and only those (the prefix’s LIKE wildcards are plain characters)', async () => {
    const recorded = [];
    for (const key of ['broadcast:7:1', 'broadcast:7:2', 'broadcast:7:3', 'broadcast:70:1', 'broadcast:7_x']) recorded.push((await messages.record(draft(key))).message);
    await messages.claimForSending(recorded[0]!.id);
    await messages.recordOutcome(recorded[0]!.id, 'sent', '250 Ok');

    const counts = await messages.countByKeyPrefix('broadcast:7:');

    expect(counts.byStatus).toEqual({ queued: 2, sending: 0, sent: 1, failed: 0, bounced: 0 });
    expect(counts.lastUpdatedAt).toBeInstanceOf(Date);
    expect((await messages.countByKeyPrefix('broadcast:7_')).byStatus.queued).toBe(1);
    expect(await messages.countByKeyPrefix('broadcast:9:')).toEqual({ byStatus: { queued: 0, sending: 0, sent: 0, failed: 0, bounced: 0 }, lastUpdatedAt: null });
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

    expect(await messages.waiting()).toEqual([{ id: first.message.id, sendRound: 0 }, { id: third.message.id, sendRound: 0 }]);
  });

  /** Stores a message and settles it in `status` through the store's own steps. */
  async function stored(key: string, status: 'queued' | 'sent' | 'failed' | 'bounced', overrides: Parameters<typeof aMailRequest>[1] = {}) {
    const { message } = await messages.record(draftMail(aMailRequest(key, overrides), sender));
    if (status !== 'queued') {
      await messages.claimForSending(message.id);
      await messages.recordOutcome(message.id, status, status === 'sent' ? '250 Ok' : '550 No such user');
    }
    return message.id;
  }

  it("pages the owner's list newest first, filtered by status and kind, and counts what the filters find", async () => {
    const a = await stored('a', 'sent', { kind: 'workshop.confirmation' });
    const b = await stored('b', 'failed', { kind: 'workshop.confirmation' });
    const c = await stored('c', 'failed', { kind: 'contact.owner-notice' });
    const d = await stored('d', 'queued', { kind: 'workshop.confirmation' });

    const ids = async (filter: Parameters<typeof messages.page>[0], limit = 10, offset = 0) => {
      const found = await messages.page(filter, { limit, offset });
      return { ids: found.items.map((message) => message.id), total: found.total };
    };
    expect(await ids({})).toEqual({ ids: [d, c, b, a], total: 4 });
    expect(await ids({}, 2, 2)).toEqual({ ids: [b, a], total: 4 });
    expect(await ids({ status: 'failed' })).toEqual({ ids: [c, b], total: 2 });
    expect(await ids({ kind: 'workshop.confirmation' })).toEqual({ ids: [d, b, a], total: 3 });
    expect(await ids({ status: 'failed', kind: 'workshop.confirmation' })).toEqual({ ids: [b], total: 1 });
    expect(await ids({ status: 'bounced' })).toEqual({ ids: [], total: 0 });
    expect((await messages.page({ status: 'failed' }, { limit: 1, offset: 0 })).items[0]).toEqual(expect.objectContaining({ lastSmtpAnswer: '550 No such user', html: '<p>Hello</p>' }));
  });

  it('searches the recipient address and the subject, in any case, with % and _ taken literally', async () => {
    const ana = await stored('ana', 'sent', { to: 'Ana.Diaz@example.com', subject: 'Welcome' });
    const sam = await stored('sam', 'sent', { to: 'sam@example.org', subject: 'Your 100% plan for ANA' });
    await stored('leo', 'sent', { to: 'leo@example.net', subject: 'Day 3 picks' });

    const found = async (search: string) => (await messages.page({ search }, { limit: 10, offset: 0 })).items.map((message) => message.id);
    expect(await found('ana')).toEqual([sam, ana]);
    expect(await found('EXAMPLE.COM')).toEqual([ana]);
    expect(await found('100%')).toEqual([sam]);
    expect(await found('%')).toEqual([sam]);
    expect(await found('Day_3')).toEqual([]);
    expect(await found('day 3')).toHaveLength(1);
    expect(await found('nobody')).toEqual([]);
    expect((await messages.page({ search: 'ana', status: 'failed' }, { limit: 10, offset: 0 })).total).toBe(0);
  });

  it('requeues only a failed message, in its next send round, once for two resends at once, keeping its Message-ID', async () => {
    const failed = await stored('failed', 'failed');
    const sent = await stored('sent', 'sent');
    const before = await messages.findById(failed);

    const resends = await Promise.all([messages.requeueFailed(failed), messages.requeueFailed(failed)]);

    expect(resends.filter(Boolean)).toHaveLength(1);
    expect(resends.find(Boolean)).toEqual(expect.objectContaining({ status: 'queued', sendRound: 1, attempts: 1, messageId: before?.messageId }));
    expect(await messages.requeueFailed(sent)).toBeNull();
    expect(await messages.requeueFailed(999_999)).toBeNull();
    expect(await messages.waiting()).toEqual([{ id: failed, sendRound: 1 }]);
    expect(await messages.claimForSending(failed)).toEqual(expect.objectContaining({ status: 'sending', attempts: 2 }));
  });

  it('refuses a status outside the list', async () => {
    const { message } = await messages.record(draft('bad'));
    await expect(rows.query(`UPDATE "mail_messages" SET "status" = 'lost' WHERE "id" = $1`, [message.id])).rejects.toThrow(/mail_messages_status_check/);
  });

  it("finds the waiting messages, a message by its Message-ID, a batch by its key prefix and the owner's list pages through indexes", async () => {
    const session = database.dataSource.createQueryRunner();
    try {
      await session.query('SET enable_seqscan = off');
      const plan = async (sql: string) => ((await session.query(`EXPLAIN ${sql}`)) as { 'QUERY PLAN': string }[]).map((line) => line['QUERY PLAN']).join('\n');
      expect(await plan(`SELECT "id" FROM "mail_messages" WHERE "status" = 'queued' AND ("body_id" IS NULL OR "attempts" > 0 OR "send_round" > 0) ORDER BY "id"`)).toContain('mail_messages_waiting_idx');
      expect(await plan(`SELECT "id" FROM "mail_messages" WHERE "message_id" = '<x@y>'`)).toContain('mail_messages_message_id_key');
      // Either key index serves an equality (the prefix one, text_pattern_ops, compares bytes: equality is the same).
      expect(await plan(`SELECT "id" FROM "mail_messages" WHERE "idempotency_key" = 'x'`)).toMatch(/mail_messages_(idempotency_key_key|key_prefix_idx)/);
      expect(await plan(`SELECT "status", count(*) FROM "mail_messages" WHERE "idempotency_key" LIKE 'broadcast:1:%' GROUP BY "status"`)).toContain('mail_messages_key_prefix_idx');
      // The owner's list: newest first, unfiltered or by status or kind, without a sort.
      expect(await plan(`SELECT "id" FROM "mail_messages" ORDER BY "id" DESC LIMIT 20`)).toContain('mail_messages_pkey');
      const byStatus = await plan(`SELECT "id" FROM "mail_messages" WHERE "status" = 'failed' ORDER BY "id" DESC LIMIT 20`);
      expect(byStatus).toContain('mail_messages_status_newest_idx');
      expect(byStatus).not.toContain('Sort');
      const byKind = await plan(`SELECT "id" FROM "mail_messages" WHERE "kind" = 'workshop.confirmation' ORDER BY "id" DESC LIMIT 20`);
      expect(byKind).toContain('mail_messages_kind_newest_idx');
      expect(byKind).not.toContain('Sort');
    } finally {
      await session.query('RESET enable_seqscan');
      await session.release();
    }
  });
});
