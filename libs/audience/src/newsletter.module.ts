import { Injectable, Module, type DynamicModule, type OnModuleInit, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobHandlerRegistry, SecretKeys, type BackgroundJobs } from '@harmony/platform';
import { NewsletterSubscriptions, NewsletterTokens } from './domain/index.js';
import {
  EpisodeHighlights,
  NEWSLETTER_SETTINGS,
  NewsletterLinks,
  NewsletterMail,
  NewsletterRecipients,
  NewsletterSequence,
  SendSequenceStep,
  SuppressSubscriber,
  broadcastNewsletterJob,
  type NewsletterSettings,
} from './application/index.js';
import { RecipientSuppression } from '@harmony/mail';
import { NewsletterSubscriptionSchema } from './adapters/persistence/audience.schemas.js';
import { TypeOrmNewsletterSubscriptions } from './adapters/persistence/typeorm-newsletter-subscriptions.js';
import { MailContextNewsletterMail } from './adapters/contexts/newsletter-mail.adapter.js';
import { EpisodeContextHighlights } from './adapters/contexts/episode-highlights.adapter.js';
import { AudienceRecipientSuppression } from './adapters/contexts/recipient-suppression.adapter.js';
import { JobQueueNewsletterSequence } from './adapters/queue/job-queue-newsletter-sequence.js';
import { newsletterJobKinds } from './adapters/queue/newsletter-job-kinds.js';
import type { AudienceConfig } from './audience.config.js';

/** The purpose the newsletter's links' key is derived for (SecretKeys): never the master key itself. */
export const NEWSLETTER_LINKS_KEY_PURPOSE = 'newsletter-links';

/** Registers the sequence's job with the queue; the processor only delegates to the use case. */
@Injectable()
class NewsletterJobHandlers implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlerRegistry,
    private readonly sendSequenceStep: SendSequenceStep,
  ) {}

  onModuleInit(): void {
    this.handlers.register('newsletter.sequence-step', async ({ subscriberId, step }) => ({ subscriberId, step, outcome: await this.sendSequenceStep.execute(subscriberId, step) }));
  }
}

/** The app's own modules of the contexts the newsletter uses (one instance each), through their exports. */
export interface NewsletterContexts {
  /** MailModule with its templates: exports QueueMail and MailTemplates. */
  readonly mail: DynamicModule | Type;
  /** The episode module: exports ListEpisodes, which the sequence's mails recommend from. */
  readonly episodes: DynamicModule | Type;
}

export interface NewsletterAddresses {
  /** PUBLIC_URL: every link of the newsletter's mails is made on it. */
  readonly publicUrl: string;
  /** The site's contact address: List-Unsubscribe's mailto:. */
  readonly contactEmail: string;
}

/** The newsletter's signed links, keyed for their purpose: the newsletter module and the broadcasts' both sign with it. */
export const newsletterTokensProvider = (config: AudienceConfig) => ({
  provide: NewsletterTokens,
  inject: [SecretKeys],
  useFactory: (keys: SecretKeys) => new NewsletterTokens(keys.derive(NEWSLETTER_LINKS_KEY_PURPOSE), { confirmationValidDays: config.confirmationValidDays }),
});

/** Where the newsletter's links point and how long a sequence day is: the same for every module that sends it. */
export function newsletterSettings(config: AudienceConfig, addresses: NewsletterAddresses): NewsletterSettings {
  return { publicUrl: addresses.publicUrl.replace(/\/+$/, ''), unsubscribeMailto: addresses.contactEmail, sequenceDayMs: config.sequenceDayMs };
}

/**
 * The newsletter's sending half: its subscribers, signed links, mail and the welcome sequence's job. Every
 * process that consumes jobs imports it (the API through AudienceModule, the worker directly), so
 * `newsletter.sequence-step` runs wherever jobs run. Needs the platform's SecretKeys (SecretsModule).
 */
@Module({})
export class NewsletterModule {
  static forRoot(config: AudienceConfig, contexts: NewsletterContexts, addresses: NewsletterAddresses): DynamicModule {
    const settings = newsletterSettings(config, addresses);
    return {
      module: NewsletterModule,
      imports: [TypeOrmModule.forFeature([NewsletterSubscriptionSchema]), contexts.mail, contexts.episodes],
      providers: [
        SendSequenceStep,
        NewsletterRecipients,
        NewsletterLinks,
        NewsletterJobHandlers,
        newsletterTokensProvider(config),
        { provide: NewsletterSubscriptions, useClass: TypeOrmNewsletterSubscriptions },
        { provide: NewsletterMail, useClass: MailContextNewsletterMail },
        { provide: EpisodeHighlights, useClass: EpisodeContextHighlights },
        { provide: NewsletterSequence, useClass: JobQueueNewsletterSequence },
        { provide: NEWSLETTER_SETTINGS, useValue: settings },
      ],
      exports: [NewsletterSubscriptions, NewsletterTokens, NewsletterLinks, NewsletterMail, NewsletterSequence, NewsletterRecipients, NEWSLETTER_SETTINGS],
    };
  }
}

/**
 * The audience's RecipientSuppression for the mail context, with nothing else (no controllers, no mail):
 * the composition roots hand it to `MailModule.forRoot(…, { suppression: AudienceSuppressionModule })`,
 * so MailModule and AudienceModule (which imports MailModule) never import each other.
 */
@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriptionSchema])],
  providers: [SuppressSubscriber, { provide: NewsletterSubscriptions, useClass: TypeOrmNewsletterSubscriptions }, { provide: RecipientSuppression, useClass: AudienceRecipientSuppression }],
  exports: [RecipientSuppression],
})
export class AudienceSuppressionModule {}

/**
 * The context's background work: NewsletterModule registers the sequence's handler and NewsletterJobsModule the
 * broadcast's; every consuming process imports both.
 */
export const audienceJobs: BackgroundJobs = { kinds: [...newsletterJobKinds, broadcastNewsletterJob] };

