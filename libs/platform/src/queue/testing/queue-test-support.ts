import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { JobQueue, JobSnapshot } from '../job-queue.js';

/** Where BullMQ tests run: TEST_REDIS_URL, or why they cannot (a failure in CI, a skip on a laptop). */
export type RedisTestTarget = { readonly available: true; readonly url: string } | { readonly available: false; readonly required: boolean };

export const missingRedisMessage =
  'TEST_REDIS_URL is required when REQUIRE_SERVICES=1 (point it at a Redis server, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379).';

export function redisTestTarget(environment: NodeJS.ProcessEnv = process.env): RedisTestTarget {
  const url = environment.TEST_REDIS_URL;
  if (url) return { available: true, url };
  return { available: false, required: environment.REQUIRE_SERVICES === '1' };
}

/** A Redis key prefix of its own, so tests sharing one Redis never see each other's jobs. */
export const uniqueQueuePrefix = (): string => `harmony-test-${randomBytes(5).toString('hex')}`;

/** Removes every key under a test prefix. */
export async function deleteQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

const isFinished = (job: JobSnapshot): boolean => job.state === 'completed' || job.state === 'failed';

/** Polls getJob until the job reaches a state (finished by default); both adapters are observed the same way. */
export async function waitForJob(
  queue: JobQueue,
  id: string,
  until: (job: JobSnapshot) => boolean = isFinished,
  timeoutMs = 10_000,
): Promise<JobSnapshot> {
  const deadline = Date.now() + timeoutMs;
  let last: JobSnapshot | null = null;
  while (Date.now() < deadline) {
    last = await queue.getJob(id);
    if (last && until(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Job ${id} did not reach the expected state within ${timeoutMs} ms; last seen: ${JSON.stringify(last)}`);
}
