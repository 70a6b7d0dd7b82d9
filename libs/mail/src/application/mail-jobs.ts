import { enqueueJob, type EnqueuedJob, type JobKind, type JobQueue } from '@harmony/platform';
import type { MailSettings } from './mail-settings.js';

declare module '@harmony/platform' {
  interface JobPayloads {
    /**
     * Sends the stored message `messageId` (its row holds everything sent). `sendRound` (0 when absent) is
     * the message's send round: each resend by the owner is a new job.
     */
    'mail.send': { messageId: number; sendRound?: number };
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

export const mailJobKinds = [sendMailJob] as const;

/** Queues the sending of many stored messages in one go, each at its delay (a paced broadcast). */
export function queueSendingMany(queue: JobQueue, messages: readonly { readonly messageId: number; readonly delayMs: number }[], retry: MailSettings['retry']): Promise<EnqueuedJob[]> {
  return queue.enqueueMany(
    sendMailJob.name,
    messages.map(({ messageId, delayMs }) => ({ payload: { messageId }, options: { ...retry, jobId: sendMailJob.jobId?.({ messageId }), ...(delayMs > 0 ? { delayMs } : {}) } })),
  );
}

/** Queues the sending of a stored message, with the mail retry policy (each caller the same). */
export function queueSending(queue: JobQueue, message: { readonly id: number; readonly sendRound: number }, retry: MailSettings['retry']): Promise<EnqueuedJob> {
  return enqueueJob(queue, sendMailJob, message.sendRound === 0 ? { messageId: message.id } : { messageId: message.id, sendRound: message.sendRound }, retry);
}
