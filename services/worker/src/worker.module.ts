import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { QueueModule } from '@harmony/platform';
import { backgroundJobModules, consumedJobNames } from '@harmony/background-jobs';
import type { WorkerConfig } from './worker-config.js';

export interface WorkerModuleOptions {
  readonly config: WorkerConfig;
  /** Redis key prefix; tests pass a unique one. */
  readonly queuePrefix?: string;
}

/** The worker's composition root: the queue as a consumer, then each context's worker module. No controllers. */
@Module({})
export class WorkerModule {
  static forRoot({ config, queuePrefix }: WorkerModuleOptions): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel, name: 'harmony-worker' } }),
        // The one list of background work (libs/background-jobs): the API runs the same in embedded mode.
        QueueModule.forRoot({ config, role: 'consumer', consumes: consumedJobNames, prefix: queuePrefix }),
        ...backgroundJobModules,
      ],
    };
  }
}
