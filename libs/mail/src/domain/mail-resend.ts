import { DomainError } from '@harmony/platform/domain';

/** No message has this id: 404. */
export class MailMessageNotFound extends DomainError {
  readonly code = 'mail-message-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly messageId: number) {
    super(`Message ${messageId} was not found.`);
  }
}

/**
 * Only a `failed` message is sent again by the owner: a queued or sending one is on its way, a sent one
 * arrived, and a bounced one went to an address that refused it for good (and is suppressed).
 */
export class OnlyFailedMailResends extends DomainError {
  readonly code = 'mail-message-not-failed';
  readonly kind = 'conflict' as const;

  constructor(readonly messageId: number) {
    super('Only a failed message can be sent again.');
  }
}

/** The longest search text of the owner's list (an address is at most 254 characters). */
export const MAX_MAIL_SEARCH_LENGTH = 254;
