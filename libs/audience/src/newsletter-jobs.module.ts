import { Injectable, Module, type DynamicModule, type OnModuleInit, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobHandlerRegistry } from '@harmony/platform';
import { NewsletterIssues, NewsletterSubscriptions } from './domain/index.js';
import { BroadcastMail, BroadcastNewsletter, BroadcastRecipients, DraftEpisodeNewsletter, NEWSLETTER_SETTINGS, NewsletterLinks, NewsletterRecipients } from './application/index.js';
import { NewsletterSchema } from './adapters/persistence/newsletter.schema.js';
import { NewsletterSubscriptionSchema } from './adapters/persistence/audience.schemas.js';
import { TypeOrmNewsletterIssues } from './adapters/persistence/typeorm-newsletter-issues.js';
import { TypeOrmNewsletterSubscriptions } from './adapters/persistence/typeorm-newsletter-subscriptions.js';
import { BROADCAST_MAIL_OPTIONS, MailContextBroadcastMail, type BroadcastMailOptions } from './adapters/contexts/broadcast-mail.adapter.js';
import type { AudienceConfig } from './audience.config.js';
import { newsletterSettings, newsletterTokensProvider } from './newsletter.module.js';

export interface NewsletterJobsOptions {
  /** MailModule with its templates (a brand): exports QueueMail, CountMail and MailTemplates. */
  readonly mail: DynamicModule | Type;
  /** PUBLIC_URL: the unsubscribe links are on it. */
  readonly publicUrl: string;
  /** The site's contact address: List-Unsubscribe's mailto. */
  readonly contactEmail: string;
  /** The audience's variables: the links' signing settings. */
  readonly config: AudienceConfig;
}

/** Registers `newsletter.broadcast` with the queue. */
@Injectable()
class BroadcastJobHandlers implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlerRegistry,
    private readonly broadcast: BroadcastNewsletter,
  ) {}

  onModuleInit(): void {
    this.handlers.register('newsletter.broadcast', ({ newsletterId }) => this.broadcast.execute(newsletterId));
  }
}

/**
 * The newsletters' store, mail and fan-out job: what the API's routes use and what every process that
 * consumes jobs runs (the API in embedded mode through AudienceModule, the worker directly).
 */
@Module({})
export class NewsletterJobsModule {
  static forRoot({ mail, publicUrl, contactEmail, config }: NewsletterJobsOptions): DynamicModule {
    const base = publicUrl.replace(/\/+$/, '');
    const options: BroadcastMailOptions = { unsubscribeMailto: contactEmail, testUnsubscribeUrl: `${base}/newsletter/unsubscribe` };
    return {
      module: NewsletterJobsModule,
      imports: [TypeOrmModule.forFeature([NewsletterSchema, NewsletterSubscriptionSchema]), mail],
      providers: [
        BroadcastNewsletter,
        DraftEpisodeNewsletter,
        BroadcastJobHandlers,
        { provide: NewsletterIssues, useClass: TypeOrmNewsletterIssues },
        // The active subscribers with their signed unsubscribe links, as the welcome sequence's mails carry them.
        NewsletterRecipients,
        NewsletterLinks,
        newsletterTokensProvider(config),
        { provide: NewsletterSubscriptions, useClass: TypeOrmNewsletterSubscriptions },
        { provide: NEWSLETTER_SETTINGS, useValue: newsletterSettings(config, { publicUrl, contactEmail }) },
        { provide: BroadcastRecipients, useExisting: NewsletterRecipients },
        { provide: BroadcastMail, useClass: MailContextBroadcastMail },
        { provide: BROADCAST_MAIL_OPTIONS, useValue: options },
      ],
      // DraftEpisodeNewsletter: content automation's new-episode draft.
      exports: [NewsletterIssues, BroadcastMail, BroadcastNewsletter, DraftEpisodeNewsletter],
    };
  }
}
