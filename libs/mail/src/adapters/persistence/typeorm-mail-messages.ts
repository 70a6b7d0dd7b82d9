import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { likeContaining } from '@harmony/platform';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { MAIL_STATUSES, MailMessages, type MailCounts, type MailDraft, type MailMessage, type MailMessageFilter, type MailStatus, type RecordedMessage, type StatusAfterTry, type WaitingMail } from '../../domain/index.js';
import { MailMessageSchema, type MailMessageRow } from './mail-message.schema.js';

const toMessage = (row: MailMessageRow): MailMessage => ({ ...row, headers: row.headers ?? {} });

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
    return { message: toMessage(row), created };
  }

  async recordMany(drafts: readonly MailDraft[]): Promise<RecordedMessage[]> {
    if (drafts.length === 0) return [];
    const keys = drafts.map((draft) => draft.idempotencyKey);
    // One statement for the batch (a broadcast queues thousands): unnest turns the column arrays into rows,
    // and ON CONFLICT DO NOTHING keeps every key stored before (a resumed fan-out) as it was.
    const inserted: { id: number }[] = await this.rows.query(
      `INSERT INTO "mail_messages" ("idempotency_key", "kind", "to_address", "from_address", "subject", "html", "text", "headers", "message_id")
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::text[])
       ON CONFLICT DO NOTHING RETURNING "id"`,
      [
        keys,
        drafts.map((draft) => draft.kind),
        drafts.map((draft) => draft.to),
        drafts.map((draft) => draft.from),
        drafts.map((draft) => draft.subject),
        drafts.map((draft) => draft.html),
        drafts.map((draft) => draft.text),
        drafts.map((draft) => JSON.stringify(draft.headers)),
        drafts.map((draft) => draft.messageId),
      ],
    );
    const created = new Set(inserted.map((row) => Number(row.id)));
    const found: { id: number; idempotency_key: string; status: MailStatus }[] = await this.rows.query(
      `SELECT "id", "idempotency_key", "status" FROM "mail_messages" WHERE "idempotency_key" = ANY($1::text[])`,
      [keys],
    );
    return found.map((row) => ({ id: Number(row.id), idempotencyKey: row.idempotency_key, status: row.status, created: created.has(Number(row.id)) }));
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
    return row && toMessage(row);
  }

  async waiting(): Promise<WaitingMail[]> {
    return this.rows.find({ select: { id: true, sendRound: true }, where: { status: 'queued' }, order: { id: 'ASC' } });
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
    return pageOf(rows.map(toMessage), total, page);
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
