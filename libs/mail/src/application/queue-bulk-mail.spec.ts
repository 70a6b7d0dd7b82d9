import { JobQueue, type EnqueuedJob, type EnqueueOptions, type JobName, type JobPayloads, type JobSnapshot } from '@harmony/platform';
import { MailMessages, type BulkMailDraft, type BulkMailRequest, type MailBatch } from '../domain/index.js';
import { QueueBulkMail } from './queue-bulk-mail.js';

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

/** recordBulk over a map of keys: a key stored before is not stored again; each call that stores a message draws a batch. */
class KeyedMessages extends MailMessages {
  readonly stored = new Map<string, BulkMailDraft>();
  private batches = 0;
  async recordBulk(bodyId: number, drafts: readonly BulkMailDraft[]): Promise<{ batch: MailBatch | null; created: number }> {
    const fresh = drafts.filter((draft) => !this.stored.has(draft.idempotencyKey));
    for (const draft of fresh) this.stored.set(draft.idempotencyKey, draft);
    return { batch: fresh.length > 0 ? { bodyId, batch: (this.batches += 1) } : null, created: fresh.length };
  }
  record(): never {
    throw new Error('not used');
  }
  storeBody(): never {
    throw new Error('not used');
  }
  findBody(): never {
    throw new Error('not used');
  }
  claimBatch(): never {
    throw new Error('not used');
  }
  failInterruptedInBatch(): never {
    throw new Error('not used');
  }
  recordOutcomes(): never {
    throw new Error('not used');
  }
  waitingBatches(): never {
    throw new Error('not used');
  }
  countByKeyPrefix(): never {
    throw new Error('not used');
  }
  findById(): never {
    throw new Error('not used');
  }
  waiting(): never {
    throw new Error('not used');
  }
  page(): never {
    throw new Error('not used');
  }
  requeueFailed(): never {
    throw new Error('not used');
  }
  claimForSending(): never {
    throw new Error('not used');
  }
  recordOutcome(): never {
    throw new Error('not used');
  }
  failIfStillSending(): never {
    throw new Error('not used');
  }
}

const settings = (ratePerSecond: number) => ({ from: 'News <news@example.com>', senderDomain: 'example.com', retry: { attempts: 8, backoffDelayMs: 30_000 }, ratePerSecond });
const recipients = (...keys: string[]): BulkMailRequest[] => keys.map((key) => ({ idempotencyKey: key, kind: 'test.broadcast', to: `${key.replace(/:/g, '-')}@example.com`, subject: 'Hello', personal: `https://example.com/u/${key}` }));

describe(QueueBulkMail.name, () => {
  it('stores a batch and queues one job that sends it; recipients queued again store nothing new, and queue nothing when none is left', async () => {
    const messages = new KeyedMessages();
    const queue = new RecordingQueue();
    const bulk = new QueueBulkMail(messages, queue, settings(0));

    expect(await bulk.execute(7, recipients('b:1', 'b:2'))).toEqual({ created: 2, batch: { bodyId: 7, batch: 1 } });
    expect(await bulk.execute(7, recipients('b:1', 'b:2'))).toEqual({ created: 0, batch: null });
    expect(await bulk.execute(7, recipients('b:2', 'b:3'))).toEqual({ created: 1, batch: { bodyId: 7, batch: 2 } });

    expect(queue.enqueued.map((job) => [job.name, job.options?.jobId, job.options?.delayMs, job.options?.attempts])).toEqual([
      ['mail.send-batch', 'mail-batch-7-1', undefined, 8],
      ['mail.send-batch', 'mail-batch-7-2', undefined, 8],
    ]);
  });

  it('refuses a batch with a message that cannot be sent, storing none of it', async () => {
    const messages = new KeyedMessages();
    const bulk = new QueueBulkMail(messages, new RecordingQueue(), settings(0));
    await expect(bulk.execute(7, [...recipients('ok:1'), { ...recipients('bad:1')[0]!, to: 'not an address' }])).rejects.toThrow();
    expect(messages.stored.size).toBe(0);
  });

  it('paces a run of batches at MAIL_RATE_PER_SECOND: each batch’s job delayed to its first message’s slot from the run’s start', async () => {
    const queue = new RecordingQueue();
    const bulk = new QueueBulkMail(new KeyedMessages(), queue, settings(4));
    const since = new Date(Date.now() + 60_000);

    await bulk.execute(7, recipients('p:1', 'p:2'), { since, index: 0 });
    await bulk.execute(7, recipients('p:3', 'p:4'), { since, index: 2 });
    await new QueueBulkMail(new KeyedMessages(), queue, settings(4)).execute(8, recipients('u:1'));

    const delays = queue.enqueued.map((job) => job.options?.delayMs ?? 0);
    expect(Math.abs(delays[0]! - 60_000)).toBeLessThan(200);
    expect(Math.abs(delays[1]! - 60_500)).toBeLessThan(200);
    // Unpaced (no position in a run): at once, whatever the rate.
    expect(delays[2]).toBe(0);
  });
});
