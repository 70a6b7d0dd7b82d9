export { MailModule, mailJobs } from './mail.module.js';
export { mailConfig, mailRetryPolicy, type MailConfig, type MailConfigSources, type MailTransport } from './mail.config.js';
export { mailMigrations } from './adapters/persistence/migrations/index.js';
export { CountMail, listUnsubscribeHeaders, Mailer, QueueMail, RecipientSuppression, sendMailJob, type BatchPacing, type MailSettings, type QueuedBatch, type QueuedMail, type RefusedRecipient, type SuppressionReason } from './application/index.js';
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
} from './application/index.js';
export { newsletterConfirmPath, ReactEmailTemplates, type MailBrandOptions } from './adapters/templates/index.js';
export { INVALID_MAIL, MAIL_STATUSES, type DeliveryAnswer, type MailCounts, type MailMessage, type MailRequest, type MailStatus, type OutgoingMail } from './domain/index.js';
