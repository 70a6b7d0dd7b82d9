export { aContactMessage, aNewsletterSignup, aWorkshopInterestForm, aWorkshopRegistration } from './audience.mothers.js';
export { InMemoryContactMessages, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations } from './in-memory-audience.js';
export { appendOnlyContract, newestFirstListContract, newsletterSubscriptionsContract, removalByEmailContract, type RemovalUnderContract, type Kept, type ListSamples, type ListUnderContract } from './audience-repositories.contract.js';
export { contactListSamples, newsletterListSamples, workshopListSamples } from './audience-list-samples.js';
export { FixedContentCounts, InMemoryDailySalts, InMemoryPageViews, RecordedAudioRequestWrites } from './in-memory-analytics.js';
export { anAudioRequest, aRecordedPageView, aVisitor, timesOf } from './analytics.mothers.js';
export { pageViewsContract } from './page-views.contract.js';
