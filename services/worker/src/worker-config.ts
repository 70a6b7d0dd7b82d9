import { ConfigError, configSlice, loadConfig, positiveWholeNumber, type AppConfig } from '@harmony/platform';

export type WorkerConfig = AppConfig & {
  readonly queue: { readonly mode: 'bullmq'; readonly redisUrl: string };
  readonly database: { readonly mode: 'postgres'; readonly url: string };
  /** How long a running job's lock lasts: a job whose worker died is taken over within about twice this. */
  readonly jobLockMs: number;
  /** Jobs one worker runs at once: mail.send and mail.send-batch spend most of their time waiting on the SMTP server, so a broadcast needs several. */
  readonly jobConcurrency: number;
};

const workerSlice = configSlice(
  { JOB_LOCK_SECONDS: positiveWholeNumber('seconds').default(30), WORKER_CONCURRENCY: positiveWholeNumber('jobs').default(1) },
  (env) => ({ jobLockMs: env.JOB_LOCK_SECONDS * 1000, jobConcurrency: env.WORKER_CONCURRENCY }),
);

/** The app config, plus the worker's own requirement: without Redis there is nothing for it to consume. */
export function loadWorkerConfig(environment: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const config = loadConfig(environment);
  if (config.queue.mode !== 'bullmq') {
    throw new ConfigError(
      'REDIS_URL',
      'missing. The worker consumes jobs from BullMQ on Redis; without REDIS_URL the API runs jobs in-process and needs no worker.',
    );
  }
  if (config.database.mode !== 'postgres') {
    throw new ConfigError('DATABASE_URL', 'missing. The worker stores what it generates in the API’s PostgreSQL database; set the same DATABASE_URL (and DATA_DIR, for the media) as the API.');
  }
  return { ...config, queue: config.queue, database: config.database, ...workerSlice.load(environment) };
}
