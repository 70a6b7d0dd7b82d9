export { checkHeaders, checkSharedBody, draftBulkMail, draftMail, INVALID_MAIL, MAIL_STATUSES, MAX_IDEMPOTENCY_KEY_LENGTH, messageIdFor, type BulkMailDraft, type BulkMailMessage, type BulkMailRequest, type MailDraft, type MailMessage, type MailRequest, type MailStatus, type OutgoingMail } from './mail-message.js';
export { INTERRUPTED_ANSWER, statusAfter, type DeliveryAnswer, type StatusAfterTry } from './delivery.js';
export { MailMessages, type BatchOutcome, type MailBatch, type MailCounts, type MailMessageFilter, type WaitingMail } from './mail-messages.js';
export { MAX_MAIL_SEARCH_LENGTH, MailMessageNotFound, OnlyFailedMailResends } from './mail-resend.js';
export { MailKinds } from './mail-kinds.js';
export { escapeAttribute, personalBody, personalCopy, type SharedBody } from './shared-body.js';
