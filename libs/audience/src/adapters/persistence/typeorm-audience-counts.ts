import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AudienceCounts } from '../../application/index.js';
import { ContactMessageSchema, NewsletterSubscriptionSchema, type ContactMessageRow, type NewsletterSubscriptionRow } from './audience.schemas.js';

@Injectable()
export class TypeOrmAudienceCounts extends AudienceCounts {
  constructor(
    @InjectRepository(NewsletterSubscriptionSchema) private readonly subscriptions: Repository<NewsletterSubscriptionRow>,
    @InjectRepository(ContactMessageSchema) private readonly messages: Repository<ContactMessageRow>,
  ) {
    super();
  }

  newsletterSubscribers(): Promise<number> {
    return this.subscriptions.count();
  }

  contactMessages(): Promise<number> {
    return this.messages.count();
  }
}
