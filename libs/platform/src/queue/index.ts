export type { JobName, JobPayload, JobPayloads } from './job-payloads.js';
export {
  JobQueue,
  QueueUnavailableError,
  UnrecoverableJobError,
  type EnqueueOptions,
  type EnqueuedJob,
  type JobConsumer,
  type JobContext,
  type JobHandler,
  type JobSnapshot,
  type JobState,
} from './job-queue.js';
export { defaultJobOptions, finishedJobRetention, type JobDefaults } from './job-options.js';
export { JobHandlerRegistry, MissingJobHandlerError } from './job-handler-registry.js';
export { InProcessJobQueue, MAX_INTERRUPTIONS, type InProcessJobQueueOptions } from './in-process-job-queue.js';
export { MemoryJobStore, type JobStore } from './job-store.js';
export { DatabaseJobStore } from './database-job-store.js';
export { jobQueueMigrations } from './migrations/index.js';
export { BullMqJobQueue, defaultQueueName, defaultQueuePrefix, type BullMqJobQueueOptions } from './bullmq-job-queue.js';
export { QueueModule, createJobQueue, type QueueModuleOptions, type QueueRole } from './queue.module.js';
export { redactRedisUrl } from './redis-url.js';
export type { QueueLogger } from './queue-logger.js';
export { pingJob, SystemJobsModule, systemJobs } from './system/system-jobs.module.js';
export { enqueueJob, jobNamesOf, type BackgroundJobs, type JobKind } from './background-jobs.js';
