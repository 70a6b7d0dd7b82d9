import type { ContactMessage, NewsletterSignup, NewsletterSubscription, ReceivedContactMessage, ReceivedWorkshopRegistration, WorkshopRegistration } from '../domain/index.js';
import type { ListSamples } from './audience-repositories.contract.js';
import { aContactMessage, aNewsletterSignup, aWorkshopRegistration } from './audience.mothers.js';

// The list contract's inputs for each of the owner's lists (run against the fakes and the TypeORM adapters).

export const newsletterListSamples: ListSamples<NewsletterSignup, NewsletterSubscription> = {
  sample: (n) => aNewsletterSignup({ email: `listener${n}@example.com`, tags: n % 2 ? ['podcast_engagement_sequence'] : [] }),
  searched: [(text) => aNewsletterSignup({ email: `${text}@example.com` })],
  // Tags are kept but not searched.
  unsearched: (text) => aNewsletterSignup({ email: 'tagged@example.com', tags: [text.toLowerCase()] }),
  timeOf: (subscription) => subscription.subscribedAt,
};

export const workshopListSamples: ListSamples<WorkshopRegistration, ReceivedWorkshopRegistration> = {
  sample: (n) => aWorkshopRegistration({ firstName: `Ana${n}`, lastName: `Diaz${n}`, email: `ana${n}@example.com`, partnerName: n % 2 ? `Leo${n}` : null }),
  searched: [
    (text) => aWorkshopRegistration({ firstName: text }),
    (text) => aWorkshopRegistration({ lastName: text }),
    (text) => aWorkshopRegistration({ partnerName: text }),
    (text) => aWorkshopRegistration({ email: `${text}@example.com` }),
  ],
  unsearched: (text) => aWorkshopRegistration({ firstName: 'Kim', lastName: 'Lee', partnerName: null, email: 'kim@example.com', phone: text, questions: `About ${text} budgeting` }),
  alsoFinds: [
    ['Zoe Quinn', aWorkshopRegistration({ firstName: 'Zoe', lastName: 'Quinn' })],
    ['e qu', aWorkshopRegistration({ firstName: 'Zoe', lastName: 'Quinn' })],
  ],
  timeOf: (registration) => registration.submittedAt,
};

export const contactListSamples: ListSamples<ContactMessage, ReceivedContactMessage> = {
  sample: (n) => aContactMessage({ name: `Sam${n}`, email: `sam${n}@example.com`, subject: `Hello ${n}`, message: `Loved episode ${n}.` }),
  searched: [
    (text) => aContactMessage({ name: text }),
    (text) => aContactMessage({ email: `${text}@example.com` }),
    (text) => aContactMessage({ subject: text }),
    (text) => aContactMessage({ message: `Well, ${text} indeed.` }),
  ],
  // Every text field of a message is searched: the unsearched one is an empty message.
  unsearched: () => aContactMessage({ name: 'Nobody', email: 'nobody@example.com', subject: 'Nothing', message: 'Nothing' }),
  timeOf: (message) => message.submittedAt,
};
