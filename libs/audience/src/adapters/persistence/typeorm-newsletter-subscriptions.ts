import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Page, PageRequest } from '@harmony/platform/domain';
import { NewsletterSubscriptions, type NewsletterSignup, type NewsletterSubscription } from '../../domain/index.js';
import { NewsletterSubscriptionSchema, type NewsletterSubscriptionRow } from './audience.schemas.js';
import { TypeOrmNewestFirst } from './typeorm-newest-first.js';
import { removeByEmail } from './typeorm-remove-by-email.js';

@Injectable()
export class TypeOrmNewsletterSubscriptions extends NewsletterSubscriptions {
  private readonly list: TypeOrmNewestFirst<NewsletterSubscriptionRow, NewsletterSubscription>;

  constructor(@InjectRepository(NewsletterSubscriptionSchema) private readonly rows: Repository<NewsletterSubscriptionRow>) {
    super();
    this.list = new TypeOrmNewestFirst(rows, { time: 'subscribedAt', searched: ['"row"."email"'], toItem: (row) => ({ ...row }) });
  }

  // One statement, so two simultaneous signups of one address cannot both insert.
  async subscribe({ email, tags }: NewsletterSignup): Promise<void> {
    await this.rows.query(
      `INSERT INTO "newsletter_subscriptions" ("email", "tags") VALUES ($1, $2)
       ON CONFLICT ("email") DO UPDATE
       SET "tags" = ARRAY(SELECT DISTINCT unnest("newsletter_subscriptions"."tags" || EXCLUDED."tags") ORDER BY 1)`,
      [email, [...tags]],
    );
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
