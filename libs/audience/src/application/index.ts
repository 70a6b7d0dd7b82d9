export { SubscribeToNewsletter } from './subscribe-to-newsletter.js';
export { RegisterWorkshopInterest } from './register-workshop-interest.js';
export { SendContactMessage } from './send-contact-message.js';
