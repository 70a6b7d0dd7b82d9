import type { ContactMessage, ContactMessages, NewsletterSignup, NewsletterSubscriptions, WorkshopRegistration, WorkshopRegistrations } from '../domain/index.js';
import { aContactMessage, aWorkshopRegistration } from './audience.mothers.js';

/** A port under contract, with a way to read back what it kept (the ports themselves only write). */
export interface Kept<Port, Stored> {
  readonly port: Port;
  stored(): Promise<Stored[]>;
}

type Fresh<Port, Stored> = () => Kept<Port, Stored> | Promise<Kept<Port, Stored>>;

/** What every NewsletterSubscriptions does, the in-memory fake and the TypeORM adapter alike. */
export function newsletterSubscriptionsContract(fresh: Fresh<NewsletterSubscriptions, NewsletterSignup>): void {
  let subject: Kept<NewsletterSubscriptions, NewsletterSignup>;
  beforeEach(async () => {
    subject = await fresh();
  });

  it('keeps one subscription per address, and merges the tags of a repeat signup, sorted and once each', async () => {
    await subject.port.subscribe({ email: 'ann@example.com', tags: ['podcast_engagement_sequence'] });
    await subject.port.subscribe({ email: 'ann@example.com', tags: ['workshop', 'podcast_engagement_sequence'] });
    expect(await subject.stored()).toEqual([{ email: 'ann@example.com', tags: ['podcast_engagement_sequence', 'workshop'] }]);
  });

  it('keeps different addresses apart', async () => {
    await subject.port.subscribe({ email: 'ann@example.com', tags: [] });
    await subject.port.subscribe({ email: 'bob@example.com', tags: ['workshop'] });
    const stored = await subject.stored();
    expect([...stored].sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'ann@example.com', tags: [] },
      { email: 'bob@example.com', tags: ['workshop'] },
    ]);
  });
}

/** What every WorkshopRegistrations does. */
export function workshopRegistrationsContract(fresh: Fresh<WorkshopRegistrations, WorkshopRegistration>): void {
  let subject: Kept<WorkshopRegistrations, WorkshopRegistration>;
  beforeEach(async () => {
    subject = await fresh();
  });

  it('keeps each registration as given, two from one address included', async () => {
    const first = aWorkshopRegistration();
    const second = aWorkshopRegistration({ phone: '+61 400 000 000', partnerName: null, newsletter: false, questions: 'Again, with my partner' });
    await subject.port.add(first);
    await subject.port.add(second);
    expect(await subject.stored()).toEqual([first, second]);
  });
}

/** What every ContactMessages does. */
export function contactMessagesContract(fresh: Fresh<ContactMessages, ContactMessage>): void {
  let subject: Kept<ContactMessages, ContactMessage>;
  beforeEach(async () => {
    subject = await fresh();
  });

  it('keeps each message as given', async () => {
    const message = aContactMessage();
    await subject.port.add(message);
    await subject.port.add(aContactMessage({ subject: 'Again' }));
    expect(await subject.stored()).toEqual([message, aContactMessage({ subject: 'Again' })]);
  });
}
