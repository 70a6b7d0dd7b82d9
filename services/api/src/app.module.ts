import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { LoggerModule } from 'nestjs-pino';
import { DatabaseModule, jobQueueMigrations, MediaModule, QueueModule, RateLimitModule, ReadCacheModule, SecretsModule, type AppConfig } from '@harmony/platform';
import { backgroundJobModules, consumedJobNames, contentAutomationFor } from '@harmony/background-jobs';
import { SocialModule, socialConfig, socialMigrations } from '@harmony/social';
import { episodeMigrations } from '@harmony/episode';
import { BlogModule, blogMigrations, LegalPagesModule } from '@harmony/blog';
import { AudienceModule, AudienceSuppressionModule, audienceConfig, audienceMigrations, NewsletterJobsModule } from '@harmony/audience';
import { AnalyticsModule, analyticsConfig, analyticsMigrations } from '@harmony/analytics';
import { IdentityModule, identityConfig, identityMigrations } from '@harmony/identity';
import { contentAutomationMigrations } from '@harmony/content-automation';
import { defaultWebBundles, siteConfig, SiteSearchModule, WebSiteModule, type WebBundleLocations } from '@harmony/web-host';
import { MailEventsModule, mailEventsConfig, MailModule, mailConfig, mailMigrations, type SnsEndpoints } from '@harmony/mail';
import { HealthController } from './health/health.controller.js';

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
  /** Where the built shell and remotes are (default: their dist folders in this workspace); tests write their own. */
  readonly webBundles?: WebBundleLocations;
  /**
   * Tests only: where Amazon SNS certificates and subscription links may be fetched (their local HTTPS
   * server and its CA). Default AMAZON_SNS_ENDPOINTS; main.ts never sets it, and no variable does.
   */
  readonly snsEndpoints?: SnsEndpoints;
  /**
   * Tests only: the module exporting AccountPublishing that content automation publishes through (a fake
   * network's). Default: the social context's SocialModule, reaching the real networks.
   */
  readonly social?: DynamicModule | Type;
}

/**
 * Every context's migrations. TypeORM runs the pending ones in timestamp order whatever their place here;
 * analytics' two (once audience's) keep their names and timestamps, so a database migrated before the
 * split finds nothing pending (test/migration-upgrade.e2e-spec.ts).
 */
export const apiMigrations = [...episodeMigrations, ...blogMigrations, ...audienceMigrations, ...analyticsMigrations, ...identityMigrations, ...contentAutomationMigrations, ...mailMigrations, ...socialMigrations, ...jobQueueMigrations];

/** The HTTP composition root: platform infrastructure, then one module per bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    const embeddedQueue = config.queue.mode === 'in-process';
    const logsRequests = config.logLevel === 'debug' || config.logLevel === 'trace';
    // The website host reads these contexts too: the same instances.
    const site = siteConfig.load(options.environment);
    // Mail, sent by the queue's mail.send jobs (the API runs them itself in embedded mode); MAIL_FROM defaults to
    // the site's name and contact address. The audience's forms, newsletter and broadcasts queue theirs through it: one instance.
    // A refused address is suppressed by the audience's own module (handed in, so the two never import each other).
    const mail = MailModule.forRoot(mailConfig.load({ dataDir: config.dataDir, site }, options.environment), { site, publicUrl: config.publicUrl }, { suppression: AudienceSuppressionModule });
    const audienceSettings = audienceConfig.load(options.environment);
    const addresses = { publicUrl: config.publicUrl, contactEmail: site.contactEmail };
    // The newsletters' fan-out job runs where jobs run (the worker composes it too).
    const newsletters = NewsletterJobsModule.forRoot({ mail, config: audienceSettings, ...addresses });
    // One instance each: the app imports them, and so does analytics (the dashboard's counts, the episodes' audio files).
    // The pipeline drafts a "new episode" newsletter through the same newsletters module.
    // The connected social accounts: their routes here, and content automation publishes through the same instance.
    const social = options.social ?? SocialModule.forRoot({ config: socialConfig.load(options.environment), publicUrl: config.publicUrl, checksConnections: true });
    const { episodes, contentAutomation } = contentAutomationFor({ publicUrl: config.publicUrl, environment: options.environment, newsletters, social });
    const audience = AudienceModule.forRoot(audienceSettings, { mail, episodes, newsletters }, addresses);
    // Providers' bounce and complaint webhooks (POST /api/mail/events) suppress through the mail context's RecipientSuppression.
    const mailEvents = MailEventsModule.forRoot(mailEventsConfig.load(options.environment), { mail, snsEndpoints: options.snsEndpoints });
    const legalPages = LegalPagesModule.forRoot(site);
    const siteSearch = SiteSearchModule.forRoot(episodes);
    const analytics = AnalyticsModule.forRoot(analyticsConfig.load(options.environment), { episodes, contentAutomation, audience });
    const identity = IdentityModule.forRoot(identityConfig.load(options.environment));
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: { level: config.logLevel, autoLogging: logsRequests },
          // One line per request is noise above debug, and pino-http's per-request logger costs a fifth of a
          // trivial request's time: it runs only when it logs. Errors are logged by the exception filter.
          ...(logsRequests ? {} : { forRoutes: [] }),
        }),
        DatabaseModule.forRoot({ config, migrations: apiMigrations, schema: options.databaseSchema }),
        // SECRETS_KEY (or the key generated under DATA_DIR): each context derives its own key from it.
        SecretsModule.forRoot(config),
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
        legalPages,
        // The site search: episodes and articles, each searched by its own context.
        siteSearch,
        // What it generates references episodes: its migrations run after the episode context's.
        contentAutomation,
        audience,
        // Page views and downloads; the dashboard counts episodes, social posts and the audience through their contexts.
        analytics,
        mail,
        mailEvents,
        social,
        // Its global guard closes every route not marked @Public(): the back office needs the owner's session.
        identity,
        // The website (pages, media, feed, sitemap, share images) and the queue dashboard: mounted by createApp
        // on Express ahead of compression; last, so the modules above keep their order (routes, the API document).
        WebSiteModule.forRoot({ config, site, bundles: options.webBundles ?? defaultWebBundles, contexts: { episodes, legalPages, siteSearch, downloads: analytics, identity } }),
      ],
      controllers: [HealthController],
    };
  }
}
