import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { LoggerModule } from 'nestjs-pino';
import { DatabaseModule, MediaModule, QueueModule, SystemJobsModule, systemJobs, type AppConfig } from '@harmony/platform';
import { EpisodeModule, episodeMigrations } from '@harmony/episode';
import { BlogModule, blogMigrations } from '@harmony/blog';
import { AudienceModule, audienceMigrations } from '@harmony/audience';
import { HealthController } from './health/health.controller.js';

export interface AppModuleOptions {
  /** Tests isolate themselves in their own schema of a shared database. */
  readonly databaseSchema?: string;
}

/** The HTTP composition root: platform infrastructure, then one module per bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    const embeddedQueue = config.queue.mode === 'in-process';
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // One line per request is noise at info level; errors are logged by the exception filter.
            autoLogging: config.logLevel === 'debug' || config.logLevel === 'trace',
          },
        }),
        DatabaseModule.forRoot({ config, migrations: [...episodeMigrations, ...blogMigrations, ...audienceMigrations], schema: options.databaseSchema }),
        MediaModule.forRoot(config),
        // In embedded mode there is no worker: the API runs the jobs itself, with the worker's handlers.
        QueueModule.forRoot({ config, role: embeddedQueue ? 'both' : 'producer', consumes: systemJobs }),
        SystemJobsModule,
        TerminusModule,
        EpisodeModule,
        BlogModule,
        AudienceModule.forRoot({ formRateLimit: config.formRateLimit }),
      ],
      controllers: [HealthController],
    };
  }
}
