import type { ContactMessage, WorkshopRegistration } from '../domain/index.js';
import { appendOnlyContract, newsletterSubscriptionsContract } from './audience-repositories.contract.js';
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
