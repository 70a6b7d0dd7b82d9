export * from './email.js';
export * from './invalid-submission.error.js';
export * from './newsletter.js';
export * from './workshop-interest.js';
export * from './contact-message.js';
export * from './audience.repositories.js';
