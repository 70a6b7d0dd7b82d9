import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NewsletterSubscriptions, type NewsletterSignup } from '../../domain/index.js';
import { NewsletterSubscriptionSchema, type NewsletterSubscriptionRow } from './audience.schemas.js';

@Injectable()
export class TypeOrmNewsletterSubscriptions extends NewsletterSubscriptions {
  constructor(@InjectRepository(NewsletterSubscriptionSchema) private readonly rows: Repository<NewsletterSubscriptionRow>) {
    super();
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
}
