import { Module } from '@nestjs/common';
import type { JobName } from '../job-payloads.js';
import { PingProcessor } from './ping.processor.js';

/** The platform's own job kinds, run by whichever process consumes: the worker, or the API in embedded mode. */
export const systemJobs = ['system.ping'] as const satisfies readonly JobName[];

@Module({ providers: [PingProcessor] })
export class SystemJobsModule {}
