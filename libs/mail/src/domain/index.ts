export { draftMail, INVALID_MAIL, MAIL_STATUSES, MAX_IDEMPOTENCY_KEY_LENGTH, messageIdFor, type MailDraft, type MailMessage, type MailRequest, type MailStatus, type OutgoingMail } from './mail-message.js';
export { INTERRUPTED_ANSWER, statusAfter, type DeliveryAnswer, type StatusAfterTry } from './delivery.js';
export { MailMessages, type MailCounts, type MailMessageFilter, type RecordedMessage, type WaitingMail } from './mail-messages.js';
export { MAX_MAIL_SEARCH_LENGTH, MailMessageNotFound, OnlyFailedMailResends } from './mail-resend.js';
export { MailKinds } from './mail-kinds.js';
