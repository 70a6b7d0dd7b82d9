import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { BullMqJobQueue, JobQueue } from '@harmony/platform';
import { CurrentSession, PUBLIC_ORIGIN, requireOwnerSession } from '@harmony/identity';

/** Where the owner watches the job queue (issue 10: operations). */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Bull Board at /admin/queues, behind the owner's session, when jobs go through BullMQ (production:
 * REDIS_URL set). In embedded mode there is no Redis queue to show: the site answers the path 404 with
 * the back office's not-found page (mountWebSite's `absentPaths`). Answers whether the dashboard was mounted.
 */
export function mountQueueDashboard(app: NestExpressApplication): boolean {
  const queue = app.get(JobQueue);
  if (!(queue instanceof BullMqJobQueue)) return false;
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({ queues: [new BullMQAdapter(queue.bullmqQueue)], serverAdapter, options: { uiConfig: { boardTitle: 'Harmony jobs' } } });
  app.use(QUEUE_DASHBOARD_PATH, requireOwnerSession(app.get(CurrentSession), app.get(PUBLIC_ORIGIN)), serverAdapter.getRouter());
  return true;
}
