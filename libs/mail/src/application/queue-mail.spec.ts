import { JobQueue, type EnqueuedJob, type EnqueueOptions, type JobName, type JobPayloads, type JobSnapshot } from '@harmony/platform';
import type { Page } from '@harmony/platform/domain';
import { MailMessages, type MailCounts, type MailDraft, type MailMessage, type RecordedMessage, type WaitingMail } from '../domain/index.js';
import { aMailRequest } from '../testing/outgoing-mail.mother.js';
import { QueueMail } from './queue-mail.js';

/** Keeps what is enqueued, with its options. */
class RecordingQueue extends JobQueue {
  readonly enqueued: { name: string; payload: unknown; options?: EnqueueOptions }[] = [];
  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<EnqueuedJob> {
    this.enqueued.push({ name, payload, options });
    return { id: options?.jobId ?? String(this.enqueued.length) };
  }
  getJob(): Promise<JobSnapshot | null> {
    return Promise.resolve(null);
  }
  keptPayloads<N extends JobName>(): Promise<JobPayloads[N][]> {
    return Promise.resolve([]);
  }
  isHealthy(): Promise<boolean> {
    return Promise.resolve(true);
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** recordMany over a map of keys: what a key stored before keeps its status. */
class KeyedMessages extends MailMessages {
  readonly stored = new Map<string, RecordedMessage>();
  async recordMany(drafts: readonly MailDraft[]): Promise<RecordedMessage[]> {
    return drafts.map((draft) => {
      const existing = this.stored.get(draft.idempotencyKey);
      if (existing) return { ...existing, created: false };
      const message = { id: this.stored.size + 1, idempotencyKey: draft.idempotencyKey, status: 'queued' as const, created: true };
      this.stored.set(draft.idempotencyKey, message);
      return message;
    });
  }
  record(): Promise<{ message: MailMessage; created: boolean }> {
    throw new Error('not used');
  }
  countByKeyPrefix(): Promise<MailCounts> {
    throw new Error('not used');
  }
  findById(): Promise<MailMessage | null> {
    throw new Error('not used');
  }
  waiting(): Promise<WaitingMail[]> {
    throw new Error('not used');
  }
  page(): Promise<Page<MailMessage>> {
    throw new Error('not used');
  }
  requeueFailed(): Promise<MailMessage | null> {
    throw new Error('not used');
  }
  claimForSending(): Promise<MailMessage | null> {
    throw new Error('not used');
  }
  recordOutcome(): Promise<void> {
    throw new Error('not used');
  }
  failIfStillSending(): Promise<boolean> {
    throw new Error('not used');
  }
}

const settings = (ratePerSecond: number) => ({ from: 'News <news@example.com>', senderDomain: 'example.com', retry: { attempts: 8, backoffDelayMs: 30_000 }, ratePerSecond });
const batch = (...keys: string[]) => keys.map((key) => aMailRequest(key));

describe(QueueMail.name, () => {
  it('queues a batch once per key: a key stored before sends nothing new, but its job is asked for again while it waits', async () => {
    const messages = new KeyedMessages();
    const queue = new RecordingQueue();
    const queueMail = new QueueMail(messages, queue, settings(0));

    expect(await queueMail.executeBatch(batch('b:1', 'b:2'))).toEqual({ created: 2, queued: 2 });
    messages.stored.set('b:2', { ...messages.stored.get('b:2')!, status: 'sent' });
    expect(await queueMail.executeBatch(batch('b:1', 'b:2', 'b:3'))).toEqual({ created: 1, queued: 2 });

    // b:1's job again (its job id de-duplicates it), b:2 (sent) not, b:3 new: no delays at rate 0.
    expect(queue.enqueued.map((job) => job.options?.jobId)).toEqual(['mail-message-1', 'mail-message-2', 'mail-message-1', 'mail-message-3']);
    expect(queue.enqueued.every((job) => job.options?.delayMs === undefined && job.options?.attempts === 8)).toBe(true);
  });

  it('paces a run of batches at MAIL_RATE_PER_SECOND: each message delayed to its slot from the run’s start', async () => {
    const queue = new RecordingQueue();
    const queueMail = new QueueMail(new KeyedMessages(), queue, settings(4));
    const since = new Date(Date.now() + 60_000);

    await queueMail.executeBatch(batch('p:1', 'p:2'), { since, index: 0 });
    await queueMail.executeBatch(batch('p:3', 'p:4'), { since, index: 2 });

    const delays = queue.enqueued.map((job) => job.options?.delayMs ?? 0);
    const expected = [60_000, 60_250, 60_500, 60_750];
    delays.forEach((delay, index) => expect(Math.abs(delay - expected[index]!)).toBeLessThan(200));
  });

  it('hands single messages and unpaced batches to the queue at once, whatever the rate', async () => {
    const queue = new RecordingQueue();
    await new QueueMail(new KeyedMessages(), queue, settings(1)).executeBatch(batch('u:1', 'u:2'));
    expect(queue.enqueued.map((job) => job.options?.delayMs)).toEqual([undefined, undefined]);
  });
});
