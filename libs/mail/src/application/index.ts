export { Mailer } from './mailer.js';
export { RecipientSuppression, type RefusedRecipient, type SuppressionReason } from './recipient-suppression.js';
export { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
export { mailJobKinds, sendMailBatchJob, sendMailJob } from './mail-jobs.js';
export { QueueMail, type QueuedMail } from './queue-mail.js';
export { QueueBulkMail, type BatchPacing, type QueuedBulk } from './queue-bulk-mail.js';
export { SendMailBatch, BATCH_CLAIM, type SendMailBatchResult } from './send-mail-batch.js';
export { CountMail } from './count-mail.js';
export { listUnsubscribeHeaders } from './list-unsubscribe-headers.js';
export { LEFT_THE_LIST_ANSWER, SendQueuedMail, TemporaryDeliveryFailure, type SendQueuedMailResult, type SendTry } from './send-queued-mail.js';
export { RequeueWaitingMail } from './requeue-waiting-mail.js';
export { SuppressReportedRecipients } from './suppress-reported-recipients.js';
export { ListMailKinds, ListMailMessages, ShowMailMessage } from './list-mail-messages.js';
export { ResendMail } from './resend-mail.js';
export {
  MailTemplates,
  type BroadcastContent,
  type ConfirmationMail,
  type ContactMessageDetails,
  type EpisodePicksMail,
  type MailForEveryRecipient,
  type NewsletterEpisode,
  type RenderedMail,
  type UnsubscribableMail,
  type WelcomeMail,
  type WorkshopRegistrationDetails,
} from './mail-templates.js';
