import { ContactMessageSchema } from './contact-message.schema.js';
import { NewsletterSubscriptionSchema } from './newsletter-subscription.schema.js';
import { WorkshopRegistrationSchema } from './workshop-registration.schema.js';

/** Every table of the audience context, for TypeORM's feature registration. */
export const audienceSchemas = [NewsletterSubscriptionSchema, WorkshopRegistrationSchema, ContactMessageSchema];
