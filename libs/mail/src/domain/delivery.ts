import type { MailStatus } from './mail-message.js';

/**
 * What the mail server answered to one try: accepted (2xx), refused for now (4xx, or no answer at all:
 * the connection failed), or refused for good (5xx). `recipientRefused` tells a refused recipient or
 * message (RCPT TO, DATA: the address is dead or blocks us) from a refused sender or login (MAIL FROM,
 * AUTH: our configuration is at fault, and the address must not be suppressed for it).
 */
export type DeliveryAnswer =
  | { readonly outcome: 'delivered'; readonly answer: string }
  | { readonly outcome: 'temporary-failure'; readonly answer: string }
  | { readonly outcome: 'permanent-failure'; readonly answer: string; readonly recipientRefused: boolean };

/** Where a try leaves the message: `queued` means "try again" (the queue's backoff decides when). */
export type StatusAfterTry = Extract<MailStatus, 'sent' | 'queued' | 'failed' | 'bounced'>;

/** The message's status after a try's answer; a temporary failure on the last try is final. */
export function statusAfter(answer: DeliveryAnswer, lastTry: boolean): StatusAfterTry {
  switch (answer.outcome) {
    case 'delivered':
      return 'sent';
    case 'temporary-failure':
      return lastTry ? 'failed' : 'queued';
    case 'permanent-failure':
      return answer.recipientRefused ? 'bounced' : 'failed';
  }
}

/**
 * Why a message found `sending` is not sent again. A try marks it `sending` before it talks to the server
 * and writes the answer after, so finding it still `sending` means that try died in between: the server
 * may have accepted the message. Sending again could deliver it twice; the owner decides (resend).
 */
export const INTERRUPTED_ANSWER =
  'Interrupted while sending (the process stopped between handing the message to the mail server and recording its answer): ' +
  'it may have been delivered, so it is not sent again automatically.';
