import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CheckConnections } from '../../application/index.js';

const CHECK_INTERVAL_MS = 60 * 60_000;
/** The first look soon after a start, so that a process restarted more often than hourly still looks. */
const FIRST_CHECK_AFTER_MS = 60_000;

/** Every hour, and a minute after the start: OAuth tokens near their end refreshed, dead ones shown as such (CheckConnections). */
@Injectable()
export class ConnectionCheckTimer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SocialAccounts');
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly check: CheckConnections) {}

  onApplicationBootstrap(): void {
    this.timers.push(setTimeout(() => void this.run(), FIRST_CHECK_AFTER_MS).unref(), setInterval(() => void this.run(), CHECK_INTERVAL_MS).unref());
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
  }

  private async run(): Promise<void> {
    try {
      const { refreshed, broken } = await this.check.execute();
      if (refreshed + broken > 0) this.logger.log(`Social connections: ${refreshed} refreshed, ${broken} need reconnecting`);
    } catch (error) {
      // The database may be away for a moment: the next hour tries again.
      this.logger.warn(`Could not check the social connections: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
