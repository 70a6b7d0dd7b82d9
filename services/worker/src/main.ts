import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError, MissingJobHandlerError, QueueUnavailableError, defaultQueueName, redactRedisUrl } from '@harmony/platform';
import { loadWorkerConfig } from './worker-config.js';
import { consumedJobNames } from '@harmony/background-jobs';
import { WorkerModule } from './worker.module.js';

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot({ config }), { bufferLogs: true, abortOnError: false });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.flushLogs();
  // SIGTERM from Docker, SIGINT from Ctrl-C: finish the running job, close the queue, exit.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  logger.log(`Consuming ${consumedJobNames.join(', ')} from queue '${defaultQueueName}' on ${redactRedisUrl(config.queue.redisUrl)}`, 'Worker');
}

/** Errors an operator can act on are one line; anything else keeps its stack for the developer. */
const expected = (error: unknown): error is Error =>
  error instanceof ConfigError || error instanceof QueueUnavailableError || error instanceof MissingJobHandlerError;

main().catch((error: unknown) => {
  const detail = expected(error) ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Worker failed to start: ${detail}\n`);
  process.exit(1);
});
