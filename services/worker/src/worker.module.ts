import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { QueueModule, SystemJobsModule, systemJobs, type JobName } from '@harmony/platform';
import type { WorkerConfig } from './worker-config.js';

/** Job kinds this worker must run: start-up fails if no imported module registers a handler for one. */
export const workerJobs = [...systemJobs] as const satisfies readonly JobName[];

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
        QueueModule.forRoot({ config, role: 'consumer', consumes: workerJobs, prefix: queuePrefix }),
        SystemJobsModule,
      ],
    };
  }
}
