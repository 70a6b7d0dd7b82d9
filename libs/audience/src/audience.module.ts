import { Inject, Injectable, Logger, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule, type OnApplicationBootstrap, type OnApplicationShutdown, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitStores } from '@harmony/platform';
import { ContactMessages, WorkshopRegistrations } from './domain/index.js';
import {
  AudienceCounts,
  AudienceMail,
  ConfirmSubscription,
  CountAudience,
  OWNER_EMAIL,
  PurgeUnconfirmedSubscriptions,
  RegisterWorkshopInterest,
  SendContactMessage,
  SubscribeToNewsletter,
  UnsubscribeFromNewsletter,
  WelcomeSequence,
} from './application/index.js';
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
import { TypeOrmWorkshopRegistrations } from './adapters/persistence/typeorm-workshop-registrations.js';
import { NewsletterModule, type NewsletterAddresses, type NewsletterContexts } from './newsletter.module.js';

/** The public audience: newsletter signups, workshop interest and contact messages, and the owner's lists of them. */
const AUDIENCE_OPTIONS = Symbol('AUDIENCE_OPTIONS');
const PUBLIC_FORMS = ['newsletter/subscribe', 'workshop/interest', 'contact'];
/** The newsletter's signed links: only refused tries count (see formRateLimit). */
const NEWSLETTER_LINKS = ['newsletter/confirm', 'newsletter/unsubscribe'];

/** How often the unconfirmed addresses past their link's expiry are forgotten (and once at each start). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** How often owed welcome sequences are looked for (and once at each start): a queue back within minutes sends the welcome within minutes. */
export const OWED_SEQUENCES_INTERVAL_MS = 5 * 60 * 1000;

/** The app's own modules of the contexts audience uses (one instance each), through their exports. */
export interface AudienceContexts extends NewsletterContexts {
  /** NewsletterJobsModule over the same mail module: the newsletters' store, mail and fan-out job. */
  readonly newsletters: DynamicModule | Type;
}

/**
 * The newsletter's upkeep, at start and then on its intervals (each API process does; a second run finds
 * nothing): unconfirmed addresses forgotten every hour, owed welcome sequences scheduled every 5 minutes.
 */
@Injectable()
class NewsletterUpkeep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Newsletter');
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly purge: PurgeUnconfirmedSubscriptions,
    private readonly welcome: WelcomeSequence,
  ) {}

  onApplicationBootstrap(): void {
    const tasks = [
      { everyMs: PURGE_INTERVAL_MS, run: () => this.purge.execute(), done: 'Forgot {n} newsletter address(es) never confirmed', failed: 'Could not forget the unconfirmed newsletter addresses' },
      { everyMs: OWED_SEQUENCES_INTERVAL_MS, run: () => this.welcome.scheduleOwed(), done: 'Scheduled {n} owed welcome sequence(s)', failed: 'Could not schedule the owed welcome sequences' },
    ];
    for (const task of tasks) {
      const run = async () => {
        try {
          const count = await task.run();
          if (count > 0) this.logger.log(task.done.replace('{n}', String(count)));
        } catch (error) {
          // The database or the queue may be away for a moment: the next run tries again.
          this.logger.warn(`${task.failed}: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      void run();
      this.timers.push(setInterval(() => void run(), task.everyMs).unref());
    }
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
  }
}

@Module({})
export class AudienceModule implements NestModule {
  constructor(
    @Inject(AUDIENCE_OPTIONS) private readonly options: AudienceConfig,
    private readonly rateLimitStores: RateLimitStores,
  ) {}

  /**
   * `options` are the audience's environment variables (`audienceConfig.load()`, validated: a bad one stops the boot, named);
   * `addresses` the site's PUBLIC_URL and contact address, which the newsletter's links and List-Unsubscribe name.
   */
  static forRoot(options: AudienceConfig, contexts: AudienceContexts, addresses: NewsletterAddresses): DynamicModule {
    const newsletter = NewsletterModule.forRoot(options, contexts, addresses);
    return {
      module: AudienceModule,
      imports: [TypeOrmModule.forFeature(audienceSchemas), contexts.mail, newsletter, contexts.newsletters],
      controllers: [NewsletterController, WorkshopInterestController, ContactController, AudienceListsController, EmailRemovalController, NewslettersController],
      providers: [
        SubscribeToNewsletter,
        ConfirmSubscription,
        UnsubscribeFromNewsletter,
        PurgeUnconfirmedSubscriptions,
        WelcomeSequence,
        NewsletterUpkeep,
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
        { provide: WorkshopRegistrations, useClass: TypeOrmWorkshopRegistrations },
        { provide: ContactMessages, useClass: TypeOrmContactMessages },
        { provide: AudienceCounts, useClass: TypeOrmAudienceCounts },
        { provide: AudienceMail, useClass: MailContextAudienceMail },
        { provide: OWNER_EMAIL, useValue: options.ownerEmail },
        { provide: AUDIENCE_OPTIONS, useValue: options },
      ],
      // The analytics dashboard counts the lists through CountAudience; a broadcast reads its recipients through
      // NewsletterRecipients, which the newsletter module (re-exported) provides.
      exports: [CountAudience, newsletter],
    };
  }

  /** Each form has its own budget, so a busy newsletter signup never blocks a contact message. */
  configure(consumer: MiddlewareConsumer): void {
    for (const path of PUBLIC_FORMS) consumer.apply(formRateLimit(this.options.formRateLimit, this.rateLimitStores, path)).forRoutes({ path, method: RequestMethod.POST });
    for (const path of NEWSLETTER_LINKS) consumer.apply(formRateLimit(this.options.formRateLimit, this.rateLimitStores, path, { countFailuresOnly: true })).forRoutes({ path, method: RequestMethod.POST });
  }
}
