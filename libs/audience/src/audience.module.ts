import { Inject, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitStores } from '@harmony/platform';
import { ContactMessages, NewsletterSubscriptions, WorkshopRegistrations } from './domain/index.js';
import { AudienceCounts, AudienceMail, CountAudience, OWNER_EMAIL, RegisterWorkshopInterest, SendContactMessage, SubscribeToNewsletter } from './application/index.js';
import { AudienceLists, ExportAudience, ListAudience, RemoveEmailAddress } from './application/index.js';
import { ManageNewsletters, SendNewsletter, SendTestNewsletter } from './application/index.js';
import { NewslettersController } from './adapters/http/newsletters.controller.js';
import { AudienceListsController } from './adapters/http/audience-lists.controller.js';
import { EmailRemovalController } from './adapters/http/email-removal.controller.js';
import { ContactController } from './adapters/http/contact.controller.js';
import { NewsletterController } from './adapters/http/newsletter.controller.js';
import { WorkshopInterestController } from './adapters/http/workshop-interest.controller.js';
import { formRateLimit } from './adapters/http/form-rate-limit.js';
import { MailContextAudienceMail } from './adapters/contexts/audience-mail.adapter.js';
import { audienceSchemas } from './adapters/persistence/audience.schemas.js';
import type { AudienceConfig } from './audience.config.js';
import { TypeOrmAudienceCounts } from './adapters/persistence/typeorm-audience-counts.js';
import { TypeOrmContactMessages } from './adapters/persistence/typeorm-contact-messages.js';
import { TypeOrmNewsletterSubscriptions } from './adapters/persistence/typeorm-newsletter-subscriptions.js';
import { TypeOrmWorkshopRegistrations } from './adapters/persistence/typeorm-workshop-registrations.js';

/** The public audience: newsletter signups, workshop interest and contact messages, and the owner's lists of them. */
const AUDIENCE_OPTIONS = Symbol('AUDIENCE_OPTIONS');
const PUBLIC_FORMS = ['newsletter/subscribe', 'workshop/interest', 'contact'];

/** The app's own modules of the contexts audience uses (one instance each), through their exports. */
export interface AudienceContexts {
  /** MailModule with its templates: exports QueueMail and MailTemplates (the forms' confirmations and notices). */
  readonly mail: DynamicModule | Type;
  /** NewsletterJobsModule over that mail module: the newsletters' store, mail and fan-out job. */
  readonly newsletters: DynamicModule | Type;
}

@Module({})
export class AudienceModule implements NestModule {
  constructor(
    @Inject(AUDIENCE_OPTIONS) private readonly options: AudienceConfig,
    private readonly rateLimitStores: RateLimitStores,
  ) {}

  /** `options` are the audience's environment variables (`audienceConfig.load()`, validated: a bad one stops the boot, named). */
  static forRoot(options: AudienceConfig, contexts: AudienceContexts): DynamicModule {
    return {
      module: AudienceModule,
      imports: [TypeOrmModule.forFeature(audienceSchemas), contexts.mail, contexts.newsletters],
      controllers: [NewsletterController, WorkshopInterestController, ContactController, AudienceListsController, EmailRemovalController, NewslettersController],
      providers: [
        SubscribeToNewsletter,
        RegisterWorkshopInterest,
        SendContactMessage,
        AudienceLists,
        ListAudience,
        ExportAudience,
        RemoveEmailAddress,
        CountAudience,
        ManageNewsletters,
        SendNewsletter,
        SendTestNewsletter,
        { provide: NewsletterSubscriptions, useClass: TypeOrmNewsletterSubscriptions },
        { provide: WorkshopRegistrations, useClass: TypeOrmWorkshopRegistrations },
        { provide: ContactMessages, useClass: TypeOrmContactMessages },
        { provide: AudienceCounts, useClass: TypeOrmAudienceCounts },
        { provide: AudienceMail, useClass: MailContextAudienceMail },
        { provide: OWNER_EMAIL, useValue: options.ownerEmail },
        { provide: AUDIENCE_OPTIONS, useValue: options },
      ],
      // The analytics dashboard counts the lists through it.
      exports: [CountAudience],
    };
  }

  /** Each form has its own budget, so a busy newsletter signup never blocks a contact message. */
  configure(consumer: MiddlewareConsumer): void {
    for (const path of PUBLIC_FORMS) consumer.apply(formRateLimit(this.options.formRateLimit, this.rateLimitStores, path)).forRoutes({ path, method: RequestMethod.POST });
  }
}
