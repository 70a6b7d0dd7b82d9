import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { DatabaseModule, MediaModule, QueueModule, ReadCacheModule } from '@harmony/platform';
import { backgroundJobModules, consumedJobNames, contentAutomationFor } from '@harmony/background-jobs';
import { MailModule, mailConfig } from '@harmony/mail';
import { NewsletterJobsModule } from '@harmony/audience';
import { siteConfig } from '@harmony/web-host';
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
}

/**
 * The worker's composition root: the queue as a consumer, the database the API migrated (the worker
 * never migrates), the shared media directory, and each context that runs jobs. No controllers are
 * served: an application context has no HTTP.
 */
@Module({})
export class WorkerModule {
  static forRoot({ config, queuePrefix, databaseSchema, contentChangesChannel, environment, jobBackoffDelayMs }: WorkerModuleOptions): DynamicModule {
    // The newsletter's fan-out renders its mail in the brand: the worker's mail module has the templates too.
    const site = siteConfig.load(environment);
    const mail = MailModule.forRoot(mailConfig.load({ dataDir: config.dataDir, site }, environment), { site, publicUrl: config.publicUrl });
    const newsletters = NewsletterJobsModule.forRoot({ mail, publicUrl: config.publicUrl, contactEmail: site.contactEmail });
    const { episodes, contentAutomation } = contentAutomationFor({ publicUrl: config.publicUrl, environment, newsletters });
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel, name: 'harmony-worker' } }),
        DatabaseModule.forRoot({ config, migrations: [], schema: databaseSchema, runMigrations: false }),
        MediaModule.forRoot(config),
        // The one list of background work (libs/background-jobs): the API runs the same in embedded mode.
        QueueModule.forRoot({ config, role: 'consumer', consumes: consumedJobNames, prefix: queuePrefix, lockDurationMs: config.jobLockMs, defaults: jobBackoffDelayMs === undefined ? undefined : { backoffDelayMs: jobBackoffDelayMs } }),
        ...backgroundJobModules,
        // What a job changes (an episode's duration) reaches every API process's read cache.
        ReadCacheModule.forRoot({ config, servesReads: false, channel: contentChangesChannel }),
        episodes,
        contentAutomation,
        // Runs mail.send (consumedJobNames lists it): the worker needs the same SMTP_URL and MAIL_FROM as the API.
        mail,
        // Runs newsletter.broadcast: pages through the active subscribers and queues their messages.
        newsletters,
      ],
    };
  }
}
