import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { NewsletterIssues, type NewNewsletter, type NewsletterContent, type NewsletterFilter, type NewsletterIssue, type NewsletterStatus } from '../../domain/index.js';
import { NewsletterSchema, type NewsletterRow } from './newsletter.schema.js';

const toIssue = (row: NewsletterRow): NewsletterIssue => ({ ...row });

/** NewsletterIssues on PostgreSQL: every status change is one conditional UPDATE … RETURNING. */
@Injectable()
export class TypeOrmNewsletterIssues extends NewsletterIssues {
  constructor(@InjectRepository(NewsletterSchema) private readonly rows: Repository<NewsletterRow>) {
    super();
  }

  async create(newsletter: NewNewsletter): Promise<NewsletterIssue> {
    return toIssue(await this.rows.save(this.rows.create({ ...newsletter, status: 'draft' })));
  }

  async createForEpisode(newsletter: NewNewsletter & { readonly episodeId: number }): Promise<{ issue: NewsletterIssue; created: boolean }> {
    const inserted = await this.rows
      .createQueryBuilder()
      .insert()
      .values({ ...newsletter, status: 'draft' })
      .orIgnore()
      .returning('id')
      .execute();
    const row = await this.rows.findOneByOrFail({ episodeId: newsletter.episodeId, source: 'content-automation' });
    return { issue: toIssue(row), created: inserted.raw.length > 0 };
  }

  async findById(id: number): Promise<NewsletterIssue | null> {
    const row = await this.rows.findOneBy({ id });
    return row && toIssue(row);
  }

  async page(request: PageRequest, filter: NewsletterFilter = {}): Promise<Page<NewsletterIssue>> {
    const where = filter.episodeId === undefined ? {} : { episodeId: filter.episodeId };
    const [rows, total] = await this.rows.findAndCount({ where, order: { id: 'DESC' }, take: request.limit, skip: request.offset });
    return pageOf(rows.map(toIssue), total, request);
  }

  updateContent(id: number, content: NewsletterContent, statuses: readonly NewsletterStatus[]): Promise<NewsletterIssue | null> {
    const { subject, previewText, content: markdown, contentHtml } = content;
    return this.changeWhere(id, statuses, { subject, previewText, content: markdown, contentHtml });
  }

  async deleteIn(id: number, statuses: readonly NewsletterStatus[]): Promise<boolean> {
    const result = await this.rows.delete({ id, status: In([...statuses]) });
    return (result.affected ?? 0) > 0;
  }

  transition(id: number, from: readonly NewsletterStatus[], to: NewsletterStatus, scheduledAt: Date | null): Promise<NewsletterIssue | null> {
    return this.changeWhere(id, from, { status: to, scheduledAt });
  }

  async recordFanOutProgress(id: number, cursor: number): Promise<void> {
    await this.rows.update({ id }, { fanOutCursor: cursor, updatedAt: () => 'now()' });
  }

  async markFannedOut(id: number): Promise<void> {
    await this.rows.update({ id }, { fannedOut: true, updatedAt: () => 'now()' });
  }

  async markSent(id: number, sentAt: Date): Promise<boolean> {
    const result = await this.rows.update({ id, status: 'sending' }, { status: 'sent', sentAt, updatedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }

  private async changeWhere(id: number, statuses: readonly NewsletterStatus[], changes: Partial<NewsletterRow>): Promise<NewsletterIssue | null> {
    const result = await this.rows
      .createQueryBuilder()
      .update()
      .set({ ...changes, updatedAt: () => 'now()' })
      .where('id = :id AND status IN (:...statuses)', { id, statuses: [...statuses] })
      .execute();
    return (result.affected ?? 0) > 0 ? this.findById(id) : null;
  }
}
