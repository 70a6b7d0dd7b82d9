export { AudienceMail, OWNER_EMAIL, queueWithoutFailing, type Stored } from './audience-mail.js';
export { SubscribeToNewsletter } from './subscribe-to-newsletter.js';
export { RegisterWorkshopInterest } from './register-workshop-interest.js';
export { SendContactMessage } from './send-contact-message.js';
export { AUDIENCE_LISTS, AudienceLists, type AudienceList, type AudienceListItems } from './audience-lists.js';
export { ListAudience } from './list-audience.js';
export { ExportAudience, EXPORT_BATCH_SIZE } from './export-audience.js';
export { RemoveEmailAddress } from './remove-email-address.js';
export { AudienceCounts, CountAudience, type AudienceTotals } from './count-audience.js';
