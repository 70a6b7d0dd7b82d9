import { Inject, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule, type Type } from '@nestjs/common';
import { RateLimitStores } from '@harmony/platform';
import { AnalyticsCalendar, AudioRequests, PageViews, PeriodTrafficReader } from './domain/index.js';
import { GetPeriodAnalytics } from './application/index.js';
import { TypeOrmPeriodTraffic } from './adapters/persistence/typeorm-period-traffic.js';
import { AudienceFigures, BufferTimers, DailySalts, EpisodeAudioCatalogue, GetAnalytics, MonthlySalts, PageViewBuffer, PublishedContentCounts, RecordPageView } from './application/index.js';
import { CountryLookup, GetRealtimeVisitors, UserAgentParser } from './application/index.js';
import { AudioRequestBuffer, GetDownloadDashboard, GetDownloads, RecentListeners, RecordAudioRequest } from './application/index.js';
import { AudioRequestLogging } from './adapters/http/audio-request-logging.js';
import { AdminAnalyticsController } from './adapters/http/admin-analytics.controller.js';
import { AdminDownloadsController } from './adapters/http/admin-downloads.controller.js';
import { AnalyticsExportController } from './adapters/http/analytics-export.controller.js';
import { PAGE_VIEW_ROUTE, PageViewController } from './adapters/http/page-view.controller.js';
import { pageViewRateLimit } from './adapters/http/page-view-rate-limit.js';
import { PageViewFastPath } from './adapters/http/page-view-fast-path.js';
import { TypeOrmAudioRequests } from './adapters/persistence/typeorm-audio-requests.js';
import { TypeOrmDailySalts, TypeOrmMonthlySalts } from './adapters/persistence/typeorm-daily-salts.js';
import { TypeOrmPageViews } from './adapters/persistence/typeorm-page-views.js';
import { NodeBufferTimers } from './adapters/timers/node-buffer-timers.js';
import { MmdbCountryLookup } from './adapters/visitors/mmdb-country-lookup.js';
import { UaParserUserAgents } from './adapters/visitors/ua-parser-user-agents.js';
import { AudienceContextFigures } from './adapters/contexts/audience-figures.adapter.js';
import { EpisodeContextAudio } from './adapters/contexts/episode-audio-catalogue.adapter.js';
import { PublishedContentOfContexts } from './adapters/contexts/published-content-counts.adapter.js';
import type { AnalyticsConfig } from './analytics.config.js';

const ANALYTICS_OPTIONS = Symbol('ANALYTICS_OPTIONS');

/** The app's own modules of the contexts analytics reads (one instance each), through their exported use cases. */
export interface AnalyticsContexts {
  /** Exports CountEpisodes and ListAllEpisodes: the dashboard's episode count, and which episode an audio file is. */
  readonly episodes: DynamicModule | Type;
  /** Exports CountSocialPosts. */
  readonly contentAutomation: DynamicModule | Type;
  /** Exports CountAudience: the newsletter's subscribers and the contact messages. */
  readonly audience: DynamicModule | Type;
}

/** Page views, visitors and download counts: the owner's analytics dashboard and what feeds it. */
@Module({})
export class AnalyticsModule implements NestModule {
  constructor(
    @Inject(ANALYTICS_OPTIONS) private readonly options: AnalyticsConfig,
    private readonly rateLimitStores: RateLimitStores,
  ) {}

  /** `options`: `analyticsConfig.load()` (validated: a bad variable stops the boot, named). */
  static forRoot(options: AnalyticsConfig, contexts: AnalyticsContexts): DynamicModule {
    return {
      module: AnalyticsModule,
      imports: [contexts.episodes, contexts.contentAutomation, contexts.audience],
      controllers: [PageViewController, AdminAnalyticsController, AdminDownloadsController, AnalyticsExportController],
      providers: [
        { provide: ANALYTICS_OPTIONS, useValue: options },
        { provide: AnalyticsCalendar, useValue: new AnalyticsCalendar(options.timeZone) },
        { provide: BufferTimers, useClass: NodeBufferTimers },
        RecordPageView,
        GetAnalytics,
        GetDownloadDashboard,
        GetRealtimeVisitors,
        GetPeriodAnalytics,
        { provide: PeriodTrafficReader, useClass: TypeOrmPeriodTraffic },
        PageViewBuffer,
        { provide: UserAgentParser, useClass: UaParserUserAgents },
        // Reads the country database (8 MB) once, at boot.
        { provide: CountryLookup, useFactory: () => new MmdbCountryLookup() },
        { provide: PageViews, useClass: TypeOrmPageViews },
        { provide: DailySalts, useClass: TypeOrmDailySalts },
        { provide: MonthlySalts, useClass: TypeOrmMonthlySalts },
        { provide: PublishedContentCounts, useClass: PublishedContentOfContexts },
        { provide: AudienceFigures, useClass: AudienceContextFigures },
        RecordAudioRequest,
        AudioRequestBuffer,
        GetDownloads,
        RecentListeners,
        { provide: AudioRequests, useClass: TypeOrmAudioRequests },
        { provide: EpisodeAudioCatalogue, useClass: EpisodeContextAudio },
        { provide: AudioRequestLogging, inject: [RecordAudioRequest], useFactory: (record: RecordAudioRequest) => new AudioRequestLogging(record, options.downloadLogging) },
        {
          provide: PageViewFastPath,
          inject: [RecordPageView, RateLimitStores],
          useFactory: (record: RecordPageView, stores: RateLimitStores) => new PageViewFastPath(record, options.rateLimit, stores),
        },
      ],
      // The composition root mounts these ahead of Nest's router: the beacon's fast path and the media route's logging.
      exports: [PageViewFastPath, AudioRequestLogging],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(pageViewRateLimit(this.options.rateLimit, this.rateLimitStores)).forRoutes({ path: PAGE_VIEW_ROUTE, method: RequestMethod.POST });
  }
}
