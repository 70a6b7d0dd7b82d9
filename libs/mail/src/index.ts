export { MailModule, mailJobs, type MailModuleOptions } from './mail.module.js';
export { mailConfig, mailEventsConfig, mailRetryPolicy, type MailConfig, type MailConfigSources, type MailEventsConfig, type MailTransport } from './mail.config.js';
export { MailEventsModule, type MailEventsContexts } from './mail-events.module.js';
export { MAIL_EVENTS_ROUTE } from './adapters/http/mail-events.controller.js';
export { AMAZON_SNS_ENDPOINTS, type SnsEndpoints } from './adapters/events/sns-endpoints.js';
export { mailMigrations } from './adapters/persistence/migrations/index.js';
export { CountMail, listUnsubscribeHeaders, Mailer, QueueBulkMail, QueueMail, RecipientSuppression, sendMailJob, type BatchPacing, type MailSettings, type QueuedMail, type RefusedRecipient, type SuppressionReason } from './application/index.js';
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
