import { Module } from '@nestjs/common';
import type { BackgroundJobs, JobKind } from '../background-jobs.js';
import { PingProcessor } from './ping.processor.js';

/** 'system.ping': proof that a job goes from a producer through the queue to a consumer and back. */
export const pingJob: JobKind<'system.ping'> = { name: 'system.ping' };

@Module({ providers: [PingProcessor] })
export class SystemJobsModule {}

/** The platform's own background work, run by whichever process consumes: the worker, or the API in embedded mode. */
export const systemJobs: BackgroundJobs = { module: SystemJobsModule, kinds: [pingJob] };
