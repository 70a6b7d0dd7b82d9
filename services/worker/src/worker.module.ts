import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ConfigError, DatabaseModule, MediaModule, QueueModule, ReadCacheModule, SecretsModule } from '@harmony/platform';
import { backgroundJobModules, consumedJobNames, contentAutomationFor } from '@harmony/background-jobs';
import { SocialModule, socialConfig } from '@harmony/social';
import { MailModule, mailConfig } from '@harmony/mail';
import { AudienceSuppressionModule, audienceConfig, NewsletterJobsModule, NewsletterModule } from '@harmony/audience';
import { SiteSettingError, siteConfigFromEnvironment, type SiteConfig } from '@harmony/site-config';
import type { WorkerConfig } from './worker-config.js';

export interface WorkerModuleOptions {
  readonly config: WorkerConfig;
  /** Redis key prefix; tests pass a unique one. */
  readonly queuePrefix?: string;
  /** Tests isolate themselves in their own schema of a shared database (the API's, migrated by it). */
  readonly databaseSchema?: string;
  /** Tests sharing one Redis announce content changes on a channel of their own. */
  readonly contentChangesChannel?: string;
  /** Where the contexts' config slices read their variables (default: the process's environment). */
  readonly environment?: NodeJS.ProcessEnv;
  /** Job retry policy overrides; tests shrink the backoff. */
  readonly jobBackoffDelayMs?: number;
  /** Tests only: the module exporting AccountPublishing (a fake network's). Default: the social context's SocialModule. */
  readonly social?: DynamicModule | Type;
}

/** The brand, as the API reads it (the mails the worker writes are in it): a bad setting stops the start, named. */
function siteOf(environment: NodeJS.ProcessEnv = process.env): SiteConfig {
  try {
    return siteConfigFromEnvironment(environment);
  } catch (error) {
    if (error instanceof SiteSettingError) throw new ConfigError(error.variable, error.detail);
    throw error;
  }
}

/**
 * The worker's composition root: the queue as a consumer, the database the API migrated (the worker
 * never migrates), the shared media directory, and each context that runs jobs. No controllers are
 * served: an application context has no HTTP.
 */
@Module({})
export class WorkerModule {
  static forRoot({ config, queuePrefix, databaseSchema, contentChangesChannel, environment, jobBackoffDelayMs, social }: WorkerModuleOptions): DynamicModule {
    // The welcome sequence's and the broadcasts' jobs write mail (templates in the brand, links on PUBLIC_URL): the worker
    // needs the API's SITE_* settings, PUBLIC_URL, SECRETS_KEY (the links' signatures) and EMAIL_DAY_SECONDS too.
    const site = siteOf(environment);
    const mail = MailModule.forRoot(mailConfig.load({ dataDir: config.dataDir, site }, environment), { site, publicUrl: config.publicUrl }, { suppression: AudienceSuppressionModule });
    const audienceSettings = audienceConfig.load(environment);
    const addresses = { publicUrl: config.publicUrl, contactEmail: site.contactEmail };
    const newsletters = NewsletterJobsModule.forRoot({ mail, config: audienceSettings, ...addresses });
    const { episodes, contentAutomation } = contentAutomationFor({ publicUrl: config.publicUrl, environment, newsletters, social: social ?? SocialModule.forRoot({ config: socialConfig.load(environment), publicUrl: config.publicUrl }) });
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel, name: 'harmony-worker' } }),
        DatabaseModule.forRoot({ config, migrations: [], schema: databaseSchema, runMigrations: false }),
        SecretsModule.forRoot(config),
        MediaModule.forRoot(config),
        // The one list of background work (libs/background-jobs): the API runs the same in embedded mode.
        QueueModule.forRoot({ config, role: 'consumer', consumes: consumedJobNames, prefix: queuePrefix, lockDurationMs: config.jobLockMs, concurrency: config.jobConcurrency, defaults: jobBackoffDelayMs === undefined ? undefined : { backoffDelayMs: jobBackoffDelayMs } }),
        ...backgroundJobModules,
        // What a job changes (an episode's duration) reaches every API process's read cache.
        ReadCacheModule.forRoot({ config, servesReads: false, channel: contentChangesChannel }),
        episodes,
        contentAutomation,
        // Runs mail.send and mail.send-batch (consumedJobNames lists them): the worker needs the same SMTP_URL and MAIL_FROM as the API.
        // A bounce it meets is suppressed through the audience's module.
        mail,
        // Runs newsletter.sequence-step.
        NewsletterModule.forRoot(audienceSettings, { mail, episodes }, addresses),
        // Runs newsletter.broadcast: pages through the active subscribers and queues their messages.
        newsletters,
      ],
    };
  }
}
