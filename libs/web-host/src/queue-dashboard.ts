import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Inject, Injectable } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { BullMqJobQueue, JobQueue } from '@harmony/platform';
import { CurrentSession, PUBLIC_ORIGIN, requireOwnerSession } from '@harmony/identity';

/** Where the owner watches the job queue (issue 10: operations). */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Bull Board at /admin/queues, behind the owner's session, when jobs go through BullMQ (production:
 * REDIS_URL set). In embedded mode there is no Redis queue to show: the site answers the path 404 with
 * the back office's not-found page (WebSite asks `available`).
 */
@Injectable()
export class QueueDashboard {
  constructor(
    private readonly queue: JobQueue,
    private readonly currentSession: CurrentSession,
    @Inject(PUBLIC_ORIGIN) private readonly publicOrigin: string | null,
  ) {}

  /** Whether this process has a dashboard to show: only a BullMQ queue has one. */
  get available(): boolean {
    return this.queue instanceof BullMqJobQueue;
  }

  /** Mounts the dashboard when `available`; call it ahead of the site's /admin pages. */
  mount(app: NestExpressApplication): void {
    if (!(this.queue instanceof BullMqJobQueue)) return;
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({ queues: [new BullMQAdapter(this.queue.bullmqQueue)], serverAdapter, options: { uiConfig: { boardTitle: 'Harmony jobs' } } });
    app.use(QUEUE_DASHBOARD_PATH, requireOwnerSession(this.currentSession, this.publicOrigin), serverAdapter.getRouter());
  }
}
