import type { ContactMessage, WorkshopRegistration } from '../domain/index.js';
import { appendOnlyContract, newestFirstListContract, newsletterSubscriptionsContract, removalByEmailContract } from './audience-repositories.contract.js';
import { contactListSamples, newsletterListSamples, workshopListSamples } from './audience-list-samples.js';
import { aContactMessage, aWorkshopRegistration } from './audience.mothers.js';
import { InMemoryContactMessages, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations } from './in-memory-audience.js';

// The fakes the use-case tests run on keep the same contracts as the TypeORM adapters.
const keptBy = <Stored, Port extends { stored(): Promise<Stored[]> }>(port: Port & { stored(): Promise<Stored[]> }) => ({ port, stored: () => port.stored() });

describe(InMemoryNewsletterSubscriptions.name, () => {
  newsletterSubscriptionsContract(() => keptBy(new InMemoryNewsletterSubscriptions()));
});

describe(InMemoryWorkshopRegistrations.name, () => {
  appendOnlyContract<WorkshopRegistration>(() => keptBy(new InMemoryWorkshopRegistrations()), [aWorkshopRegistration(), aWorkshopRegistration({ phone: '+61 400 000 000', partnerName: null, newsletter: false })]);
});

describe(InMemoryContactMessages.name, () => {
  appendOnlyContract<ContactMessage>(() => keptBy(new InMemoryContactMessages()), [aContactMessage(), aContactMessage({ subject: 'Again' })]);
});

describe("the owner's lists kept in memory", () => {
  describe(InMemoryNewsletterSubscriptions.name, () => {
    newestFirstListContract(async () => {
      const port = new InMemoryNewsletterSubscriptions();
      return { list: port, add: (signup) => port.subscribe(signup), restamp: (id, at) => port.restamp(id, at) };
    }, newsletterListSamples);
  });

  describe(InMemoryWorkshopRegistrations.name, () => {
    newestFirstListContract(async () => {
      const port = new InMemoryWorkshopRegistrations();
      return { list: port, add: (registration) => port.add(registration), restamp: (id, at) => port.restamp(id, at) };
    }, workshopListSamples);
  });

  describe(InMemoryContactMessages.name, () => {
    newestFirstListContract(async () => {
      const port = new InMemoryContactMessages();
      return { list: port, add: (message) => port.add(message), restamp: (id, at) => port.restamp(id, at) };
    }, contactListSamples);
  });
});

describe('removal by address kept in memory', () => {
  describe(InMemoryNewsletterSubscriptions.name, () => {
    removalByEmailContract(async () => {
      const port = new InMemoryNewsletterSubscriptions();
      return { port, keep: (email) => port.subscribe({ email, tags: [] }), emails: async () => (await port.stored()).map(({ email }) => email) };
    });
  });

  describe(InMemoryWorkshopRegistrations.name, () => {
    removalByEmailContract(async () => {
      const port = new InMemoryWorkshopRegistrations();
      return { port, keep: (email) => port.add(aWorkshopRegistration({ email })), emails: async () => (await port.stored()).map(({ email }) => email) };
    });
  });

  describe(InMemoryContactMessages.name, () => {
    removalByEmailContract(async () => {
      const port = new InMemoryContactMessages();
      return { port, keep: (email) => port.add(aContactMessage({ email })), emails: async () => (await port.stored()).map(({ email }) => email) };
    });
  });
});
