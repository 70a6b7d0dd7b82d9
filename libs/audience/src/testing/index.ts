export { aContactMessage, aNewsletterSignup, aWorkshopInterestForm, aWorkshopRegistration } from './audience.mothers.js';
export { InMemoryContactMessages, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations } from './in-memory-audience.js';
export { appendOnlyContract, newsletterSubscriptionsContract, type Kept } from './audience-repositories.contract.js';
