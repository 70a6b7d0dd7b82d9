import { InvalidInput } from '@harmony/platform/domain';
import { aContactMessage, aWorkshopInterestForm, InMemoryContactMessages, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations } from '../testing/index.js';
import { AudienceCounts, CountAudience } from './count-audience.js';
import { RegisterWorkshopInterest } from './register-workshop-interest.js';
import { SendContactMessage } from './send-contact-message.js';
import { SubscribeToNewsletter } from './subscribe-to-newsletter.js';

describe('audience use cases', () => {
  it('subscribes the address as normalised, with its tags, and answers a repeat the same way', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    const subscribe = new SubscribeToNewsletter(subscriptions);
    await subscribe.execute({ email: '  Ann@Example.com ', tags: ['Podcast_Engagement_Sequence'] });
    await expect(subscribe.execute({ email: 'ann@example.com', tags: ['workshop'] })).resolves.toBeUndefined();
    expect(await subscriptions.stored()).toEqual([{ email: 'ann@example.com', tags: ['podcast_engagement_sequence', 'workshop'] }]);
  });

  it('refuses an invalid signup as an invalid submission, and keeps nothing', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    await expect(new SubscribeToNewsletter(subscriptions).execute({ email: 'not an address' })).rejects.toMatchObject({ code: 'invalid-submission', fieldErrors: [{ field: 'email' }] });
    expect(await subscriptions.stored()).toEqual([]);
  });

  it("registers workshop interest, keeping the visitor's interests as their questions", async () => {
    const registrations = new InMemoryWorkshopRegistrations();
    await new RegisterWorkshopInterest(registrations).execute(aWorkshopInterestForm({ phone: '  ', interests: '  Budgeting as newlyweds ' }));
    expect(await registrations.stored()).toEqual([expect.objectContaining({ phone: null, questions: 'Budgeting as newlyweds', partnerName: 'Leo' })]);
  });

  it('refuses workshop interest that is too short to act on', async () => {
    const registrations = new InMemoryWorkshopRegistrations();
    const attempt = new RegisterWorkshopInterest(registrations).execute(aWorkshopInterestForm({ interests: 'money' }));
    await expect(attempt).rejects.toBeInstanceOf(InvalidInput);
    expect(await registrations.stored()).toEqual([]);
  });

  it('sends a contact message, and refuses one with a field left empty', async () => {
    const messages = new InMemoryContactMessages();
    const send = new SendContactMessage(messages);
    await send.execute(aContactMessage());
    await expect(send.execute(aContactMessage({ subject: ' ' }))).rejects.toMatchObject({ code: 'invalid-submission', fieldErrors: [{ field: 'subject' }] });
    expect(await messages.stored()).toHaveLength(1);
  });

  it("counts the newsletter's subscribers and the contact messages, for the analytics dashboard", async () => {
    const counts: AudienceCounts = { newsletterSubscribers: async () => 240, contactMessages: async () => 12 };
    expect(await new CountAudience(counts).execute()).toEqual({ newsletterSubscribers: 240, contactMessages: 12 });
  });
});
