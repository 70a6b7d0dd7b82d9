import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { LoggerModule } from 'nestjs-pino';
import { DatabaseModule, jobQueueMigrations, MediaModule, QueueModule, RateLimitModule, ReadCacheModule, type AppConfig } from '@harmony/platform';
import { backgroundJobModules, consumedJobNames, contentAutomationFor } from '@harmony/background-jobs';
import { episodeMigrations } from '@harmony/episode';
import { BlogModule, blogMigrations, LegalPagesModule } from '@harmony/blog';
import { AudienceModule, audienceConfig, audienceMigrations } from '@harmony/audience';
import { IdentityModule, identityConfig, identityMigrations } from '@harmony/identity';
import { contentAutomationMigrations } from '@harmony/content-automation';
import { HealthController } from './health/health.controller.js';
import { publishedContent } from './analytics/catalogue-content-counts.js';
import { SearchModule } from './search/search.module.js';
import { loadSiteConfig } from './site-config.js';

export interface AppModuleOptions {
  /** Tests isolate themselves in their own schema of a shared database. */
  readonly databaseSchema?: string;
  /** Tests sharing one Redis announce content changes on a channel of their own. */
  readonly contentChangesChannel?: string;
  /** Where the contexts' config slices read their variables (default: the process's environment). */
  readonly environment?: NodeJS.ProcessEnv;
  /** Redis key prefix of the job queue (bullmq mode); tests pass a unique one, shared with their workers. */
  readonly queuePrefix?: string;
  /** Redis key prefix of the rate limits' counts (bullmq mode); tests pass a unique one, shared by the processes that share a limit. */
  readonly rateLimitPrefix?: string;
}

/** The HTTP composition root: platform infrastructure, then one module per bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    const embeddedQueue = config.queue.mode === 'in-process';
    const logsRequests = config.logLevel === 'debug' || config.logLevel === 'trace';
    // One instance: the app imports it, and so does the analytics dashboard's count of episodes.
    const { episodes, contentAutomation } = contentAutomationFor({ publicUrl: config.publicUrl, environment: options.environment });
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: { level: config.logLevel, autoLogging: logsRequests },
          // One line per request is noise above debug, and pino-http's per-request logger costs a fifth of a
          // trivial request's time: it runs only when it logs. Errors are logged by the exception filter.
          ...(logsRequests ? {} : { forRoutes: [] }),
        }),
        DatabaseModule.forRoot({ config, migrations: [...episodeMigrations, ...blogMigrations, ...audienceMigrations, ...identityMigrations, ...contentAutomationMigrations, ...jobQueueMigrations], schema: options.databaseSchema }),
        MediaModule.forRoot(config),
        // In embedded mode there is no worker: the API runs the jobs itself, with the worker's handlers, keeping them in the database.
        QueueModule.forRoot({ config, role: embeddedQueue ? 'both' : 'producer', consumes: consumedJobNames, prefix: options.queuePrefix }),
        ...backgroundJobModules,
        TerminusModule,
        // Public answers kept ready to send; write use cases' changes reach every API process.
        ReadCacheModule.forRoot({ config, servesReads: true, channel: options.contentChangesChannel }),
        // Sign-in, form and page-view limits: one count per visitor for every API process when Redis is there.
        RateLimitModule.forRoot({ config, prefix: options.rateLimitPrefix }),
        episodes,
        BlogModule,
        // The Privacy Policy and Terms: their default texts name the site and its contact address.
        LegalPagesModule.forRoot(loadSiteConfig(options.environment)),
        // The site search: episodes and articles, each searched by its own context.
        SearchModule.forRoot(episodes),
        // What it generates references episodes: its migrations run after the episode context's.
        contentAutomation,
        // The analytics dashboard counts the episodes (and, later, social posts) through their contexts.
        AudienceModule.forRoot(audienceConfig.load(options.environment), publishedContent(episodes, contentAutomation)),
        // Its global guard closes every route not marked @Public(): the back office needs the owner's session.
        IdentityModule.forRoot(identityConfig.load(options.environment)),
      ],
      controllers: [HealthController],
    };
  }
}
