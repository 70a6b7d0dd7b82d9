import { enqueueJob, type EnqueuedJob, type JobKind, type JobQueue } from '@harmony/platform';
import type { MailBatch } from '../domain/index.js';
import type { MailSettings } from './mail-settings.js';

declare module '@harmony/platform' {
  interface JobPayloads {
    /**
     * Sends the stored message `messageId` (its row holds everything sent). `sendRound` (0 when absent) is
     * the message's send round: each resend by the owner is a new job.
     */
    'mail.send': { messageId: number; sendRound?: number };
    /** Sends the never-tried messages of batch `batch` of the shared body `bodyId` (a page of a broadcast). */
    'mail.send-batch': { bodyId: number; batch: number };
  }
}

/**
 * One job per message and send round: queueing a message again while its job is kept adds nothing, and a
 * resend (the next round) is not swallowed by the kept job of the send that failed.
 */
export const sendMailJob: JobKind<'mail.send'> = {
  name: 'mail.send',
  jobId: ({ messageId, sendRound = 0 }) => (sendRound === 0 ? `mail-message-${messageId}` : `mail-message-${messageId}-round-${sendRound}`),
};

/**
 * One job per batch: queued again (a fan-out resumed, a start finding it waiting) while kept, it adds
 * nothing; queued again after it ran, it claims only what is still untried, which may be nothing.
 */
export const sendMailBatchJob: JobKind<'mail.send-batch'> = {
  name: 'mail.send-batch',
  jobId: ({ bodyId, batch }) => `mail-batch-${bodyId}-${batch}`,
};

export const mailJobKinds = [sendMailJob, sendMailBatchJob] as const;

/** Queues the job that sends a batch, after `delayMs` (its slot in a paced broadcast). */
export function queueBatchSending(queue: JobQueue, batch: MailBatch, retry: MailSettings['retry'], delayMs = 0): Promise<EnqueuedJob> {
  return enqueueJob(queue, sendMailBatchJob, { bodyId: batch.bodyId, batch: batch.batch }, { ...retry, ...(delayMs > 0 ? { delayMs } : {}) });
}

/** Queues the sending of a stored message, with the mail retry policy (each caller the same). */
export function queueSending(queue: JobQueue, message: { readonly id: number; readonly sendRound: number }, retry: MailSettings['retry'], delayMs = 0): Promise<EnqueuedJob> {
  return enqueueJob(queue, sendMailJob, message.sendRound === 0 ? { messageId: message.id } : { messageId: message.id, sendRound: message.sendRound }, { ...retry, ...(delayMs > 0 ? { delayMs } : {}) });
}
