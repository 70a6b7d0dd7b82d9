import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BroadcastRecipients, type BroadcastRecipient } from '../../application/index.js';
import { NewsletterSubscriptionSchema, type NewsletterSubscriptionRow } from './audience.schemas.js';

/** Builds a subscriber's one-click unsubscribe address (the token is the opt-in work's). */
export const UNSUBSCRIBE_URL_BUILDER = Symbol('UNSUBSCRIBE_URL_BUILDER');
export type UnsubscribeUrlBuilder = (subscriber: { readonly id: number; readonly email: string }) => string;

/**
 * The broadcast's recipients on PostgreSQL, a page at a time by id (the primary key: no sort, no offset).
 * Every row counts as active until the subscriber statuses exist: once merged, the WHERE becomes
 * `"status" = 'active'` (and this gives way to the audience's NewsletterRecipients).
 */
@Injectable()
export class TypeOrmBroadcastRecipients extends BroadcastRecipients {
  constructor(
    @InjectRepository(NewsletterSubscriptionSchema) private readonly rows: Repository<NewsletterSubscriptionRow>,
    @Inject(UNSUBSCRIBE_URL_BUILDER) private readonly unsubscribeUrl: UnsubscribeUrlBuilder,
  ) {
    super();
  }

  async activeBatchAfter(afterId: number | null, limit: number): Promise<BroadcastRecipient[]> {
    const rows: { id: number; email: string }[] = await this.rows.query(
      `SELECT "id", "email" FROM "newsletter_subscriptions" WHERE "id" > $1 ORDER BY "id" LIMIT $2`,
      [afterId ?? 0, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), email: row.email, unsubscribeUrl: this.unsubscribeUrl(row) }));
  }
}
