export { RegisterWorkshopInterest, SendContactMessage, SubscribeToNewsletter } from './audience-use-cases.js';
