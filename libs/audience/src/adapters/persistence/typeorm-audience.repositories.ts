import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  ContactMessages,
  NewsletterSubscriptions,
  WorkshopRegistrations,
  type ContactMessage,
  type NewsletterSignup,
  type WorkshopRegistration,
} from '../../domain/index.js';
import {
  ContactMessageSchema,
  NewsletterSubscriptionSchema,
  WorkshopRegistrationSchema,
  type ContactMessageRow,
  type NewsletterSubscriptionRow,
  type WorkshopRegistrationRow,
} from './audience.schemas.js';

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

@Injectable()
export class TypeOrmWorkshopRegistrations extends WorkshopRegistrations {
  constructor(@InjectRepository(WorkshopRegistrationSchema) private readonly rows: Repository<WorkshopRegistrationRow>) {
    super();
  }

  async add(registration: WorkshopRegistration): Promise<void> {
    await this.rows.insert(registration);
  }
}

@Injectable()
export class TypeOrmContactMessages extends ContactMessages {
  constructor(@InjectRepository(ContactMessageSchema) private readonly rows: Repository<ContactMessageRow>) {
    super();
  }

  async add(message: ContactMessage): Promise<void> {
    await this.rows.insert(message);
  }
}
