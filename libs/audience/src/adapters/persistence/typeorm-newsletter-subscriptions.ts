import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Page, PageRequest } from '@harmony/platform/domain';
import {
  NewsletterSubscriptions,
  type NewestFirstList,
  type NewsletterSignup,
  type NewsletterSubscription,
  type Subscriber,
  type SubscriberState,
  type SubscriberStatus,
  listedSubscription,
  subscriberOf,
} from '../../domain/index.js';
import { NewsletterSubscriptionSchema, type NewsletterSubscriptionRow } from './audience.schemas.js';
import { TypeOrmNewestFirst, type NewestFirstTable } from './typeorm-newest-first.js';
import { removeByEmail } from './typeorm-remove-by-email.js';

const listItem = listedSubscription;
const LIST: NewestFirstTable<NewsletterSubscriptionRow, NewsletterSubscription> = { time: 'subscribedAt', searched: ['"row"."email"'], toItem: listItem };

@Injectable()
export class TypeOrmNewsletterSubscriptions extends NewsletterSubscriptions {
  private readonly list: TypeOrmNewestFirst<NewsletterSubscriptionRow, NewsletterSubscription>;

  constructor(@InjectRepository(NewsletterSubscriptionSchema) private readonly rows: Repository<NewsletterSubscriptionRow>) {
    super();
    this.list = new TypeOrmNewestFirst(rows, LIST);
  }

  // One statement, so two simultaneous signups of one address cannot both insert.
  async subscribe({ email, tags }: NewsletterSignup): Promise<Subscriber> {
    const [row] = (await this.rows.query(
      `INSERT INTO "newsletter_subscriptions" ("email", "tags") VALUES ($1, $2)
       ON CONFLICT ("email") DO UPDATE
       SET "tags" = ARRAY(SELECT DISTINCT unnest("newsletter_subscriptions"."tags" || EXCLUDED."tags") ORDER BY 1)
       RETURNING "id"`,
      [email, [...tags]],
    )) as { id: number }[];
    return (await this.find(row!.id))!;
  }

  async find(id: number): Promise<Subscriber | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? subscriberOf(row) : null;
  }

  async findByEmail(email: string): Promise<Subscriber | null> {
    const row = await this.rows.createQueryBuilder('row').where('"row"."email" = :email', { email: email.trim().toLowerCase() }).getOne();
    return row ? subscriberOf(row) : null;
  }

  async change(current: Subscriber, next: SubscriberState): Promise<boolean> {
    const { affected } = await this.rows
      .createQueryBuilder()
      .update()
      .set({
        status: next.status,
        sequenceStep: next.sequenceStep,
        confirmationNonce: next.confirmationNonce,
        confirmationSentAt: next.confirmationSentAt,
        confirmedAt: next.confirmedAt,
        unsubscribedAt: next.unsubscribedAt,
      })
      .where('"id" = :id AND "status" = :status AND "sequence_step" = :step AND "confirmation_nonce" IS NOT DISTINCT FROM :nonce', {
        id: current.id,
        status: current.status,
        step: current.sequenceStep,
        nonce: current.confirmationNonce,
      })
      .execute();
    return (affected ?? 0) > 0;
  }

  async purgeUnconfirmed(sentBefore: Date): Promise<number> {
    const { affected } = await this.rows
      .createQueryBuilder()
      .delete()
      .where(`"status" = 'pending' AND coalesce("confirmation_sent_at", "subscribed_at") < :sentBefore`, { sentBefore })
      .execute();
    return affected ?? 0;
  }

  async oweSequence(id: number, since: Date): Promise<void> {
    await this.rows.update({ id }, { sequenceOwedSince: since });
  }

  async owingSequence(limit: number): Promise<Subscriber[]> {
    const rows = await this.rows
      .createQueryBuilder('row')
      .where(`"row"."sequence_owed_since" IS NOT NULL AND "row"."status" = 'active'`)
      .orderBy('row.sequenceOwedSince', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map(subscriberOf);
  }

  async settleSequence(id: number): Promise<void> {
    await this.rows.update({ id }, { sequenceOwedSince: null });
  }

  async activeBatchAfter(afterId: number | null, limit: number): Promise<Pick<Subscriber, 'id' | 'email'>[]> {
    // Plain rows, not entities: a broadcast's fan-out reads 100 000 of them, and hydrating each cost more than the query.
    const rows: { id: number; email: string }[] = await this.rows.query(`SELECT "id", "email" FROM "newsletter_subscriptions" WHERE "status" = 'active' AND "id" > $1 ORDER BY "id" LIMIT $2`, [
      afterId ?? 0,
      limit,
    ]);
    return rows.map(({ id, email }) => ({ id: Number(id), email }));
  }

  async activeAmong(emails: readonly string[]): Promise<string[]> {
    if (emails.length === 0) return [];
    // The unique index on the address finds each; a few per batch of a broadcast being sent.
    const rows: { email: string }[] = await this.rows.query(`SELECT "email" FROM "newsletter_subscriptions" WHERE "email" = ANY($1::text[]) AND "status" = 'active'`, [
      emails.map((email) => email.trim().toLowerCase()),
    ]);
    return rows.map((row) => row.email);
  }

  withStatus(status: SubscriberStatus | null): NewestFirstList<NewsletterSubscription> {
    return status === null ? this : new TypeOrmNewestFirst(this.rows, { ...LIST, where: { condition: '"row"."status" = :status', parameters: { status } } });
  }

  page(search: string, page: PageRequest): Promise<Page<NewsletterSubscription>> {
    return this.list.page(search, page);
  }

  batchAfter(search: string, after: number | null, limit: number): Promise<NewsletterSubscription[]> {
    return this.list.batchAfter(search, after, limit);
  }

  removeByEmail(email: string): Promise<number> {
    return removeByEmail(this.rows, email);
  }
}
