import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobHandlerRegistry } from '../job-handler-registry.js';
import type { JobContext } from '../job-queue.js';
import type { JobPayload } from '../job-payloads.js';

/** Answers 'system.ping': proof that a job went from a producer through the queue to a consumer and back. */
@Injectable()
export class PingProcessor implements OnModuleInit {
  private readonly logger = new Logger(PingProcessor.name);

  constructor(private readonly handlers: JobHandlerRegistry) {}

  onModuleInit(): void {
    this.handlers.register('system.ping', (payload, job) => this.ping(payload, job));
  }

  private async ping({ message }: JobPayload<'system.ping'>, job: JobContext): Promise<{ pong: string }> {
    this.logger.log(`Ping ${job.jobId} (try ${job.attempt}): ${message}`);
    return { pong: message };
  }
}
