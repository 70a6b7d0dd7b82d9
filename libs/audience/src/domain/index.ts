export * from './email.js';
export * from './invalid-submission.error.js';
export * from './newsletter.js';
export * from './newsletter-subscriptions.js';
export * from './workshop-interest.js';
export * from './workshop-registrations.js';
export * from './contact-message.js';
export * from './contact-messages.js';
