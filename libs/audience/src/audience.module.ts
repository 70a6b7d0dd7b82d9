import { Inject, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type ModuleMetadata, type NestModule, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitStores } from '@harmony/platform';
import { ContactMessages, NewsletterSubscriptions, WorkshopRegistrations } from './domain/index.js';
import { AnalyticsCalendar, AudioRequests, PageViews } from './domain/index.js';
import { AudienceCounts, DailySalts, GetAnalytics, PageViewBuffer, PublishedContentCounts, RecordPageView } from './application/index.js';
import { AudioRequestBuffer, EpisodeAudioCatalogue, GetDownloads, RecordAudioRequest } from './application/index.js';
import { AudioRequestLogging } from './adapters/http/audio-request-logging.js';
import { TypeOrmAudioRequests } from './adapters/persistence/typeorm-audio-requests.js';
import { AdminAnalyticsController } from './adapters/http/admin-analytics.controller.js';
import { PAGE_VIEW_ROUTE, PageViewController } from './adapters/http/page-view.controller.js';
import { pageViewRateLimit } from './adapters/http/page-view-rate-limit.js';
import { PageViewFastPath } from './adapters/http/page-view-fast-path.js';
import { TypeOrmAudienceCounts } from './adapters/persistence/typeorm-audience-counts.js';
import { TypeOrmDailySalts } from './adapters/persistence/typeorm-daily-salts.js';
import { TypeOrmPageViews } from './adapters/persistence/typeorm-page-views.js';
import { RegisterWorkshopInterest, SendContactMessage, SubscribeToNewsletter } from './application/index.js';
import { AudienceLists, ExportAudience, ListAudience, RemoveEmailAddress } from './application/index.js';
import { AudienceListsController } from './adapters/http/audience-lists.controller.js';
import { EmailRemovalController } from './adapters/http/email-removal.controller.js';
import { ContactController } from './adapters/http/contact.controller.js';
import { NewsletterController } from './adapters/http/newsletter.controller.js';
import { WorkshopInterestController } from './adapters/http/workshop-interest.controller.js';
import { formRateLimit } from './adapters/http/form-rate-limit.js';
import { audienceSchemas } from './adapters/persistence/audience.schemas.js';
import type { AudienceConfig } from './audience.config.js';
import { TypeOrmContactMessages } from './adapters/persistence/typeorm-contact-messages.js';
import { TypeOrmNewsletterSubscriptions } from './adapters/persistence/typeorm-newsletter-subscriptions.js';
import { TypeOrmWorkshopRegistrations } from './adapters/persistence/typeorm-workshop-registrations.js';

/** The public audience: newsletter signups, workshop interest, contact messages, and page-view analytics. */
const AUDIENCE_OPTIONS = Symbol('AUDIENCE_OPTIONS');
const PUBLIC_FORMS = ['newsletter/subscribe', 'workshop/interest', 'contact'];

/** How the composition root counts other contexts' content for the dashboard: its adapter, and the modules that adapter calls. */
export interface PublishedContentSource {
  readonly imports: NonNullable<ModuleMetadata['imports']>;
  readonly adapter: Type<PublishedContentCounts>;
  /** The episodes' audio files, for download counts (same modules). */
  readonly episodeAudio: Type<EpisodeAudioCatalogue>;
}

@Module({})
export class AudienceModule implements NestModule {
  constructor(
    @Inject(AUDIENCE_OPTIONS) private readonly options: AudienceConfig,
    private readonly rateLimitStores: RateLimitStores,
  ) {}

  /**
   * `options` are the audience's environment variables (`audienceConfig.load()`, validated: a bad one stops
   * the boot, named); `publishedContent` counts the other contexts' content for the analytics dashboard.
   */
  static forRoot(options: AudienceConfig, publishedContent: PublishedContentSource): DynamicModule {
    return {
      module: AudienceModule,
      imports: [TypeOrmModule.forFeature(audienceSchemas), ...publishedContent.imports],
      controllers: [NewsletterController, WorkshopInterestController, ContactController, PageViewController, AdminAnalyticsController, AudienceListsController, EmailRemovalController],
      providers: [
        SubscribeToNewsletter,
        RegisterWorkshopInterest,
        SendContactMessage,
        AudienceLists,
        ListAudience,
        ExportAudience,
        RemoveEmailAddress,
        { provide: NewsletterSubscriptions, useClass: TypeOrmNewsletterSubscriptions },
        { provide: WorkshopRegistrations, useClass: TypeOrmWorkshopRegistrations },
        { provide: ContactMessages, useClass: TypeOrmContactMessages },
        { provide: AUDIENCE_OPTIONS, useValue: options },
        RecordPageView,
        GetAnalytics,
        PageViewBuffer,
        { provide: AnalyticsCalendar, useValue: new AnalyticsCalendar(options.analytics.timeZone) },
        { provide: PageViews, useClass: TypeOrmPageViews },
        { provide: DailySalts, useClass: TypeOrmDailySalts },
        { provide: AudienceCounts, useClass: TypeOrmAudienceCounts },
        { provide: PublishedContentCounts, useClass: publishedContent.adapter },
        RecordAudioRequest,
        AudioRequestBuffer,
        GetDownloads,
        { provide: AudioRequests, useClass: TypeOrmAudioRequests },
        { provide: EpisodeAudioCatalogue, useClass: publishedContent.episodeAudio },
        { provide: AudioRequestLogging, inject: [RecordAudioRequest], useFactory: (record: RecordAudioRequest) => new AudioRequestLogging(record, options.analytics.downloadLogging) },
        {
          provide: PageViewFastPath,
          inject: [RecordPageView, RateLimitStores],
          useFactory: (record: RecordPageView, stores: RateLimitStores) => new PageViewFastPath(record, options.analytics.rateLimit, stores),
        },
      ],
      // The web host's media route counts downloads with it.
      exports: [AudioRequestLogging],
    };
  }

  /** Each form has its own budget, so a busy newsletter signup never blocks a contact message. */
  configure(consumer: MiddlewareConsumer): void {
    for (const path of PUBLIC_FORMS) consumer.apply(formRateLimit(this.options.formRateLimit, this.rateLimitStores, path)).forRoutes({ path, method: RequestMethod.POST });
    consumer.apply(pageViewRateLimit(this.options.analytics.rateLimit, this.rateLimitStores)).forRoutes({ path: PAGE_VIEW_ROUTE, method: RequestMethod.POST });
  }
}
