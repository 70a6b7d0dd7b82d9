import { Injectable, Module, type DynamicModule, type OnModuleInit, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobHandlerRegistry, type BackgroundJobs } from '@harmony/platform';
import { NewsletterIssues } from './domain/index.js';
import { BroadcastMail, BroadcastNewsletter, BroadcastRecipients, broadcastNewsletterJob, DraftEpisodeNewsletter } from './application/index.js';
import { NewsletterSchema } from './adapters/persistence/newsletter.schema.js';
import { NewsletterSubscriptionSchema } from './adapters/persistence/audience.schemas.js';
import { TypeOrmNewsletterIssues } from './adapters/persistence/typeorm-newsletter-issues.js';
import { TypeOrmBroadcastRecipients, UNSUBSCRIBE_URL_BUILDER, type UnsubscribeUrlBuilder } from './adapters/persistence/typeorm-broadcast-recipients.js';
import { BROADCAST_MAIL_OPTIONS, MailContextBroadcastMail, type BroadcastMailOptions } from './adapters/contexts/broadcast-mail.adapter.js';

export interface NewsletterJobsOptions {
  /** MailModule with its templates (a brand): exports QueueMail, CountMail and MailTemplates. */
  readonly mail: DynamicModule | Type;
  /** PUBLIC_URL: the unsubscribe links are on it. */
  readonly publicUrl: string;
  /** The site's contact address: List-Unsubscribe's mailto. */
  readonly contactEmail: string;
}

/** Registers `newsletter.broadcast` with the queue. */
@Injectable()
class NewsletterJobHandlers implements OnModuleInit {
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
  static forRoot({ mail, publicUrl, contactEmail }: NewsletterJobsOptions): DynamicModule {
    const base = publicUrl.replace(/\/+$/, '');
    // Until the subscriber tokens exist (issue 25's opt-in work), the link names the subscriber; the lead points it at the token's route.
    const unsubscribeUrl: UnsubscribeUrlBuilder = (subscriber) => `${base}/api/newsletter/unsubscribe?subscriber=${subscriber.id}`;
    const options: BroadcastMailOptions = { unsubscribeMailto: contactEmail, testUnsubscribeUrl: `${base}/newsletter/unsubscribe` };
    return {
      module: NewsletterJobsModule,
      imports: [TypeOrmModule.forFeature([NewsletterSchema, NewsletterSubscriptionSchema]), mail],
      providers: [
        BroadcastNewsletter,
        DraftEpisodeNewsletter,
        NewsletterJobHandlers,
        { provide: NewsletterIssues, useClass: TypeOrmNewsletterIssues },
        { provide: BroadcastRecipients, useClass: TypeOrmBroadcastRecipients },
        { provide: BroadcastMail, useClass: MailContextBroadcastMail },
        { provide: UNSUBSCRIBE_URL_BUILDER, useValue: unsubscribeUrl },
        { provide: BROADCAST_MAIL_OPTIONS, useValue: options },
      ],
      // DraftEpisodeNewsletter: content automation's new-episode draft.
      exports: [NewsletterIssues, BroadcastMail, BroadcastNewsletter, DraftEpisodeNewsletter],
    };
  }
}

/** The audience's background work: its handler is registered by NewsletterJobsModule, which every consuming process imports. */
export const audienceJobs: BackgroundJobs = { kinds: [broadcastNewsletterJob] };
