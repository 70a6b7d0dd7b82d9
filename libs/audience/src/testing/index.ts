export { aContactMessage, aNewsletterSignup, aWorkshopInterestForm, aWorkshopRegistration } from './audience.mothers.js';
export { InMemoryContactMessages, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations } from './in-memory-audience.js';
export { contactMessagesContract, newsletterSubscriptionsContract, workshopRegistrationsContract, type Kept } from './audience-repositories.contract.js';
