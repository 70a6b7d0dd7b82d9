import { ConfigError, loadConfig, type AppConfig } from '@harmony/platform';

export type WorkerConfig = AppConfig & { readonly queue: { readonly mode: 'bullmq'; readonly redisUrl: string } };

/** The app config, plus the worker's own requirement: without Redis there is nothing for it to consume. */
export function loadWorkerConfig(environment: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const config = loadConfig(environment);
  if (config.queue.mode !== 'bullmq') {
    throw new ConfigError(
      'REDIS_URL',
      'missing. The worker consumes jobs from BullMQ on Redis; without REDIS_URL the API runs jobs in-process and needs no worker.',
    );
  }
  return { ...config, queue: config.queue };
}
