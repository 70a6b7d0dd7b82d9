import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { likeContaining } from '@harmony/platform';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { MailMessages, type MailDraft, type MailMessage, type MailMessageFilter, type StatusAfterTry, type WaitingMail } from '../../domain/index.js';
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
