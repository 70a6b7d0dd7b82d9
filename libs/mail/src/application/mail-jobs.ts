import { enqueueJob, type EnqueuedJob, type JobKind, type JobQueue } from '@harmony/platform';
import type { MailSettings } from './mail-settings.js';

declare module '@harmony/platform' {
  interface JobPayloads {
    /** Sends the stored message `messageId` (its row holds everything sent). */
    'mail.send': { messageId: number };
  }
}

/** One job per message: queueing a message again while its job is kept adds nothing. */
export const sendMailJob: JobKind<'mail.send'> = {
  name: 'mail.send',
  jobId: ({ messageId }) => `mail-message-${messageId}`,
};

export const mailJobKinds = [sendMailJob] as const;

/** Queues the sending of many stored messages in one go, each at its delay (a paced broadcast). */
export function queueSendingMany(queue: JobQueue, messages: readonly { readonly messageId: number; readonly delayMs: number }[], retry: MailSettings['retry']): Promise<EnqueuedJob[]> {
  return queue.enqueueMany(
    sendMailJob.name,
    messages.map(({ messageId, delayMs }) => ({ payload: { messageId }, options: { ...retry, jobId: sendMailJob.jobId?.({ messageId }), ...(delayMs > 0 ? { delayMs } : {}) } })),
  );
}

/** Queues the sending of a stored message, with the mail retry policy (each caller the same). */
export function queueSending(queue: JobQueue, messageId: number, retry: MailSettings['retry']): Promise<EnqueuedJob> {
  return enqueueJob(queue, sendMailJob, { messageId }, retry);
}
