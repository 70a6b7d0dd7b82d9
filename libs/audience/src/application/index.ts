export { AudienceMail, OWNER_EMAIL, queueWithoutFailing, type Stored } from './audience-mail.js';
export { SubscribeToNewsletter } from './subscribe-to-newsletter.js';
export { ConfirmSubscription } from './confirm-subscription.js';
export { WelcomeSequence } from './welcome-sequence.js';
export { UnsubscribeFromNewsletter } from './unsubscribe-from-newsletter.js';
export { SendSequenceStep, EPISODE_PICKS, type SequenceStepOutcome } from './send-sequence-step.js';
export { SuppressSubscriber } from './suppress-subscriber.js';
export { PurgeUnconfirmedSubscriptions } from './purge-unconfirmed-subscriptions.js';
export { NewsletterRecipients, type NewsletterRecipient } from './newsletter-recipients.js';
export { NewsletterLinks } from './newsletter-links.js';
export {
  EpisodeHighlights,
  NEWSLETTER_SETTINGS,
  NEWSLETTER_UNSUBSCRIBE_API_PATH,
  NewsletterMail,
  NewsletterSequence,
  type HighlightedEpisode,
  type NewsletterSettings,
  type ScheduledStep,
  type SequenceContent,
} from './newsletter-ports.js';
export { RegisterWorkshopInterest } from './register-workshop-interest.js';
export { SendContactMessage } from './send-contact-message.js';
export { AUDIENCE_LISTS, AudienceLists, type AudienceList, type AudienceListFilter, type AudienceListItems } from './audience-lists.js';
export { ListAudience } from './list-audience.js';
export { ExportAudience, EXPORT_BATCH_SIZE } from './export-audience.js';
export { RemoveEmailAddress } from './remove-email-address.js';
export { AudienceCounts, CountAudience, type AudienceTotals } from './count-audience.js';
export * from './newsletters/index.js';
