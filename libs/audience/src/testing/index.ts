export { aContactMessage, aNewsletterSignup, aWorkshopInterestForm, aWorkshopRegistration } from './audience.mothers.js';
export { InMemoryContactMessages, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations } from './in-memory-audience.js';
export { InMemoryAudienceMail, type AskedMail } from './in-memory-audience-mail.js';
export { appendOnlyContract, newestFirstListContract, newsletterSubscriptionsContract, removalByEmailContract, type RemovalUnderContract, type Kept, type ListSamples, type ListUnderContract } from './audience-repositories.contract.js';
export { contactListSamples, newsletterListSamples, workshopListSamples } from './audience-list-samples.js';
// The platform's test kit, through this one: the domain's specs import only from their own package.
export { fieldErrorsFor } from '@harmony/platform/testing';
export { FixedEpisodeHighlights, InMemoryNewsletterMail, RecordingNewsletterSequence, testNewsletterTokens, type NewsletterMailAsked } from './in-memory-newsletter.js';
// The links' signer, for HTTP tests that need a link the app would have mailed (an expired one).
export { NewsletterTokens } from '../domain/index.js';
