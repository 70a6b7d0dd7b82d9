import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { likeContaining } from '@harmony/platform';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import {
  MAIL_STATUSES,
  MailMessages,
  personalCopy,
  type BatchOutcome,
  type BulkMailDraft,
  type BulkMailMessage,
  type MailBatch,
  type MailCounts,
  type MailDraft,
  type MailMessage,
  type MailMessageFilter,
  type MailStatus,
  type SharedBody,
  type StatusAfterTry,
  type WaitingMail,
} from '../../domain/index.js';
import { MailMessageSchema, type MailMessageRow } from './mail-message.schema.js';

/** The columns a batch's claim answers (of `mail_messages` AS m): a message without its body, snake_case as the driver gives them. */
const BULK_COLUMNS = `m."id", m."idempotency_key", m."kind", m."to_address", m."from_address", m."subject", m."headers", m."message_id", m."status", m."attempts", m."last_smtp_answer", m."created_at", m."updated_at", m."sent_at", m."send_round", m."body_id", m."personal"`;

interface BulkRow {
  id: number;
  idempotency_key: string;
  kind: string;
  to_address: string;
  from_address: string;
  subject: string;
  headers: Record<string, string> | null;
  message_id: string;
  status: MailStatus;
  attempts: number;
  last_smtp_answer: string | null;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  send_round: number;
  body_id: number;
  personal: string;
}

const toBulkMessage = (row: BulkRow): BulkMailMessage => ({
  id: Number(row.id),
  idempotencyKey: row.idempotency_key,
  kind: row.kind,
  to: row.to_address,
  from: row.from_address,
  subject: row.subject,
  headers: row.headers ?? {},
  messageId: row.message_id,
  status: row.status,
  attempts: row.attempts,
  lastSmtpAnswer: row.last_smtp_answer,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  sentAt: row.sent_at,
  sendRound: row.send_round,
  bodyId: Number(row.body_id),
  personal: row.personal,
});

/** MailMessages on PostgreSQL: the unique idempotency key and conditional updates make each step atomic. */
@Injectable()
export class TypeOrmMailMessages extends MailMessages {
  constructor(@InjectRepository(MailMessageSchema) private readonly rows: Repository<MailMessageRow>) {
    super();
  }

  async record(draft: MailDraft): Promise<{ message: MailMessage; created: boolean }> {
    // ON CONFLICT DO NOTHING: two callers racing on one key store one row, and neither fails.
    const inserted = await this.rows
      .createQueryBuilder()
      .insert()
      .values({ ...draft, headers: { ...draft.headers } })
      .orIgnore()
      .returning('id')
      .execute();
    const created = inserted.raw.length > 0;
    const row = await this.rows.findOneByOrFail({ idempotencyKey: draft.idempotencyKey });
    return { message: (await this.resolve([row]))[0]!, created };
  }

  async storeBody(key: string, { html, text, headers, placeholder }: SharedBody): Promise<number> {
    // ON CONFLICT DO NOTHING, then read: a fan-out run again (or two at once) shares the body stored first.
    await this.rows.query(`INSERT INTO "mail_bodies" ("key", "html", "text", "headers", "placeholder") VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("key") DO NOTHING`, [
      key,
      html,
      text,
      JSON.stringify(headers),
      placeholder,
    ]);
    const [row]: { id: number }[] = await this.rows.query(`SELECT "id" FROM "mail_bodies" WHERE "key" = $1`, [key]);
    return Number(row!.id);
  }

  async findBody(id: number): Promise<SharedBody | null> {
    const [row]: SharedBody[] = await this.rows.query(`SELECT "html", "text", "headers", "placeholder" FROM "mail_bodies" WHERE "id" = $1`, [id]);
    return row ?? null;
  }

  async recordBulk(bodyId: number, drafts: readonly BulkMailDraft[]): Promise<{ batch: MailBatch | null; created: number }> {
    if (drafts.length === 0) return { batch: null, created: 0 };
    // One statement for the batch: its number drawn once (a MATERIALIZED CTE: a subquery in the select list
    // would be run for each row). A key stored before keeps its
    // row; only if never tried, it moves to this batch (the row lock orders this against a claim: either the
    // claim took it, or this batch's job will). xmax = 0 tells a row inserted from one updated.
    // The drafts go as one JSON array (one stringify, parsed by the server) rather than a text array per column.
    const rows: { batch: number; inserted: boolean }[] = await this.rows.query(
      `WITH "drawn" AS MATERIALIZED (SELECT nextval('mail_send_batches')::int AS "batch")
       INSERT INTO "mail_messages" ("idempotency_key", "kind", "to_address", "from_address", "subject", "headers", "message_id", "personal", "body_id", "send_batch")
       SELECT d."idempotencyKey", d."kind", d."to", d."from", d."subject", d."headers", d."messageId", d."personal", $2::int, "drawn"."batch"
       FROM jsonb_to_recordset($1::jsonb) AS d ("idempotencyKey" text, "kind" text, "to" text, "from" text, "subject" text, "headers" jsonb, "messageId" text, "personal" text), "drawn"
       ON CONFLICT ("idempotency_key") DO UPDATE SET "send_batch" = EXCLUDED."send_batch"
         WHERE "mail_messages"."body_id" = EXCLUDED."body_id" AND "mail_messages"."status" = 'queued' AND "mail_messages"."attempts" = 0 AND "mail_messages"."send_round" = 0
       RETURNING "send_batch" AS "batch", (xmax = 0) AS "inserted"`,
      [JSON.stringify(drafts), bodyId],
    );
    return { batch: rows.length > 0 ? { bodyId, batch: Number(rows[0]!.batch) } : null, created: rows.filter((row) => row.inserted).length };
  }

  async claimBatch({ bodyId, batch }: MailBatch, limit: number): Promise<BulkMailMessage[]> {
    // SKIP LOCKED: two runs of a batch at once (a stalled job taken over) take different rows, never the same.
    // The rows are picked once, in a CTE: an `IN (SELECT … LIMIT)` may be run again under concurrent updates and
    // take more than the limit. SKIP LOCKED: two runs of a batch at once (a stalled job taken over) take different rows.
    const [rows]: [BulkRow[], number] = await this.rows.query(
      `WITH "picked" AS (
         SELECT "id" FROM "mail_messages"
         WHERE "body_id" = $1 AND "send_batch" = $2 AND "status" = 'queued' AND "attempts" = 0 AND "send_round" = 0
         ORDER BY "id" LIMIT $3 FOR UPDATE SKIP LOCKED)
       UPDATE "mail_messages" AS m SET "status" = 'sending', "attempts" = m."attempts" + 1, "updated_at" = now()
       FROM "picked" WHERE m."id" = "picked"."id"
       RETURNING ${BULK_COLUMNS}`,
      [bodyId, batch, limit],
    );
    return rows.map(toBulkMessage).sort((a, b) => a.id - b.id);
  }

  async failInterruptedInBatch({ bodyId, batch }: MailBatch, answer: string): Promise<number> {
    // A batch's own try is the first (attempts 1, round 0): a later try of one of its messages (a retry or a
    // resend, by the message's own job) may be sending right now, and is left alone.
    const [, affected]: [unknown, number] = await this.rows.query(
      `UPDATE "mail_messages" SET "status" = 'failed', "last_smtp_answer" = $3, "updated_at" = now()
       WHERE "body_id" = $1 AND "send_batch" = $2 AND "status" = 'sending' AND "attempts" = 1 AND "send_round" = 0`,
      [bodyId, batch, answer],
    );
    return affected;
  }

  async recordOutcomes(outcomes: readonly BatchOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    await this.rows.query(
      `UPDATE "mail_messages" AS m SET "status" = o."status", "last_smtp_answer" = o."answer", "updated_at" = now(),
         "sent_at" = CASE WHEN o."status" = 'sent' THEN now() ELSE m."sent_at" END
       FROM unnest($1::int[], $2::text[], $3::text[]) AS o ("id", "status", "answer") WHERE m."id" = o."id"`,
      [outcomes.map((outcome) => outcome.id), outcomes.map((outcome) => outcome.status), outcomes.map((outcome) => outcome.answer)],
    );
  }

  async waitingBatches(): Promise<MailBatch[]> {
    const rows: { body_id: number; send_batch: number }[] = await this.rows.query(
      `SELECT DISTINCT "body_id", "send_batch" FROM "mail_messages" WHERE "status" = 'queued' AND "body_id" IS NOT NULL AND "attempts" = 0 AND "send_round" = 0 ORDER BY "body_id", "send_batch"`,
    );
    return rows.map((row) => ({ bodyId: Number(row.body_id), batch: Number(row.send_batch) }));
  }

  /** The messages as sent: a shared body's with its recipient's value written in (each body read once). */
  private async resolve(rows: readonly MailMessageRow[]): Promise<MailMessage[]> {
    const bodies = new Map<number, SharedBody | null>();
    for (const { bodyId } of rows) if (bodyId !== null && !bodies.has(bodyId)) bodies.set(bodyId, await this.findBody(bodyId));
    return rows.map(({ personal, sendBatch: _batch, ...row }) => {
      const body = row.bodyId === null ? null : bodies.get(row.bodyId);
      const headers = row.headers ?? {};
      if (!body || personal === null) return { ...row, html: row.html ?? '', text: row.text ?? '', headers };
      return { ...row, ...personalCopy(body, { personal, headers }) };
    });
  }

  async countByKeyPrefix(prefix: string): Promise<MailCounts> {
    // LIKE on a prefix uses the text_pattern_ops index (migration 1796900000020); the pattern's own wildcards are escaped.
    const rows: { status: MailStatus; count: string | number; last: Date | string | null }[] = await this.rows.query(
      `SELECT "status", count(*) AS "count", max("updated_at") AS "last" FROM "mail_messages" WHERE "idempotency_key" LIKE $1 GROUP BY "status"`,
      [`${prefix.replace(/[\\%_]/g, '\\$&')}%`],
    );
    const byStatus = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as Record<MailStatus, number>;
    let lastUpdatedAt: Date | null = null;
    for (const row of rows) {
      byStatus[row.status] = Number(row.count);
      const last = row.last === null ? null : new Date(row.last);
      if (last && (!lastUpdatedAt || last > lastUpdatedAt)) lastUpdatedAt = last;
    }
    return { byStatus, lastUpdatedAt };
  }

  async findById(id: number): Promise<MailMessage | null> {
    const row = await this.rows.findOneBy({ id });
    return row && (await this.resolve([row]))[0]!;
  }

  async waiting(): Promise<WaitingMail[]> {
    // A batch's never-tried messages are its job's (waitingBatches), not one job each; the condition is the
    // partial index's (mail_messages_waiting_idx), word for word, so the index serves it.
    const rows: { id: number; send_round: number }[] = await this.rows.query(
      `SELECT "id", "send_round" FROM "mail_messages" WHERE "status" = 'queued' AND ("body_id" IS NULL OR "attempts" > 0 OR "send_round" > 0) ORDER BY "id"`,
    );
    return rows.map((row) => ({ id: Number(row.id), sendRound: row.send_round }));
  }

  async page(filter: MailMessageFilter, page: PageRequest): Promise<Page<MailMessage>> {
    // Newest first by id (ids grow with created_at): the primary key, or the status/kind index, in order.
    const query = this.rows.createQueryBuilder('message').orderBy('message.id', 'DESC').offset(page.offset).limit(page.limit);
    if (filter.status) query.andWhere('message.status = :status', { status: filter.status });
    if (filter.kind) query.andWhere('message.kind = :kind', { kind: filter.kind });
    if (filter.search) {
      query.andWhere(`(message.to_address ILIKE :pattern ESCAPE '\\' OR message.subject ILIKE :pattern ESCAPE '\\')`, { pattern: likeContaining(filter.search) });
    }
    const [rows, total] = await query.getManyAndCount();
    return pageOf(await this.resolve(rows), total, page);
  }

  async requeueFailed(id: number): Promise<MailMessage | null> {
    // Conditional, like the claim: of two resends at once, exactly one changes the row.
    const moved = await this.rows.update({ id, status: 'failed' }, { status: 'queued', sendRound: () => '"send_round" + 1', updatedAt: () => 'now()' });
    return (moved.affected ?? 0) > 0 ? this.findById(id) : null;
  }

  async claimForSending(id: number): Promise<MailMessage | null> {
    // One conditional UPDATE: of two tries racing for the message, exactly one changes the row.
    const claimed = await this.rows.update({ id, status: 'queued' }, { status: 'sending', attempts: () => '"attempts" + 1', updatedAt: () => 'now()' });
    return (claimed.affected ?? 0) > 0 ? this.findById(id) : null;
  }

  async recordOutcome(id: number, status: StatusAfterTry, answer: string): Promise<void> {
    await this.rows.update({ id }, { status, lastSmtpAnswer: answer, updatedAt: () => 'now()', ...(status === 'sent' ? { sentAt: () => 'now()' } : {}) });
  }

  async failIfStillSending(id: number, answer: string): Promise<boolean> {
    const result = await this.rows.update({ id, status: 'sending' }, { status: 'failed', lastSmtpAnswer: answer, updatedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }
}
