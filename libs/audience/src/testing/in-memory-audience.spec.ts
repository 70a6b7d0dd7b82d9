import { contactMessagesContract, newsletterSubscriptionsContract, workshopRegistrationsContract } from './audience-repositories.contract.js';
import { InMemoryContactMessages, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations } from './in-memory-audience.js';

// The fakes the use-case tests run on keep the same contracts as the TypeORM adapters.
describe(InMemoryNewsletterSubscriptions.name, () => {
  newsletterSubscriptionsContract(() => {
    const port = new InMemoryNewsletterSubscriptions();
    return { port, stored: () => port.stored() };
  });
});

describe(InMemoryWorkshopRegistrations.name, () => {
  workshopRegistrationsContract(() => {
    const port = new InMemoryWorkshopRegistrations();
    return { port, stored: () => port.stored() };
  });
});

describe(InMemoryContactMessages.name, () => {
  contactMessagesContract(() => {
    const port = new InMemoryContactMessages();
    return { port, stored: () => port.stored() };
  });
});
