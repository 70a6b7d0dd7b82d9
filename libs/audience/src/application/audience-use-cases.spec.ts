import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { InvalidInput } from '@harmony/platform/domain';
import { aContactMessage, aWorkshopInterestForm, InMemoryAudienceMail, InMemoryContactMessages, InMemoryNewsletterMail, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations, testNewsletterTokens } from '../testing/index.js';
import { AudienceCounts, CountAudience } from './count-audience.js';
import { RegisterWorkshopInterest } from './register-workshop-interest.js';
import { SendContactMessage } from './send-contact-message.js';
import { SubscribeToNewsletter } from './subscribe-to-newsletter.js';

const OWNER = 'owner@example.com';

describe('audience use cases', () => {
  it('subscribes the address as normalised, with its tags, and answers a repeat the same way', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    const subscribe = new SubscribeToNewsletter(subscriptions, testNewsletterTokens(), new InMemoryNewsletterMail());
    await subscribe.execute({ email: '  Ann@Example.com ', tags: ['Podcast_Engagement_Sequence'] });
    await expect(subscribe.execute({ email: 'ann@example.com', tags: ['workshop'] })).resolves.toBeUndefined();
    expect(await subscriptions.stored()).toEqual([{ email: 'ann@example.com', tags: ['podcast_engagement_sequence', 'workshop'] }]);
  });

  it('refuses an invalid signup as an invalid submission, and keeps nothing', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    await expect(new SubscribeToNewsletter(subscriptions, testNewsletterTokens(), new InMemoryNewsletterMail()).execute({ email: 'not an address' })).rejects.toMatchObject({ code: 'invalid-submission', fieldErrors: [{ field: 'email' }] });
    expect(await subscriptions.stored()).toEqual([]);
  });

  it("registers workshop interest, keeping the visitor's interests as their questions", async () => {
    const registrations = new InMemoryWorkshopRegistrations();
    await new RegisterWorkshopInterest(registrations, new InMemoryAudienceMail(), OWNER).execute(aWorkshopInterestForm({ phone: '  ', interests: '  Budgeting as newlyweds ' }));
    expect(await registrations.stored()).toEqual([expect.objectContaining({ phone: null, questions: 'Budgeting as newlyweds', partnerName: 'Leo' })]);
  });

  it('refuses workshop interest that is too short to act on', async () => {
    const registrations = new InMemoryWorkshopRegistrations();
    const attempt = new RegisterWorkshopInterest(registrations, new InMemoryAudienceMail(), OWNER).execute(aWorkshopInterestForm({ interests: 'money' }));
    await expect(attempt).rejects.toBeInstanceOf(InvalidInput);
    expect(await registrations.stored()).toEqual([]);
  });

  it('sends a contact message, and refuses one with a field left empty', async () => {
    const messages = new InMemoryContactMessages();
    const send = new SendContactMessage(messages, new InMemoryAudienceMail(), OWNER);
    await send.execute(aContactMessage());
    await expect(send.execute(aContactMessage({ subject: ' ' }))).rejects.toMatchObject({ code: 'invalid-submission', fieldErrors: [{ field: 'subject' }] });
    expect(await messages.stored()).toHaveLength(1);
  });

  it("counts the newsletter's subscribers and the contact messages, for the analytics dashboard", async () => {
    const counts: AudienceCounts = { newsletterSubscribers: async () => 240, contactMessages: async () => 12 };
    expect(await new CountAudience(counts).execute()).toEqual({ newsletterSubscribers: 240, contactMessages: 12 });
  });

  describe('the forms\' mail (issue 25 item 7)', () => {
    it('stores a workshop registration, then asks for its confirmation to the registrant and a notice to the owner, both about the stored row', async () => {
      const registrations = new InMemoryWorkshopRegistrations();
      const mail = new InMemoryAudienceMail();
      await new RegisterWorkshopInterest(registrations, mail, OWNER).execute(aWorkshopInterestForm({ email: ' Ana@Example.com ' }));

      const [stored] = (await registrations.page('', { offset: 0, limit: 10 })).items;
      const about = { ...(await registrations.stored())[0], id: stored!.id };
      expect(mail.asked).toEqual([
        { kind: 'workshop-confirmation', to: 'ana@example.com', about },
        { kind: 'workshop-owner-notice', to: OWNER, about },
      ]);
    });

    it('forwards a contact message to the owner, about the stored row', async () => {
      const messages = new InMemoryContactMessages();
      const mail = new InMemoryAudienceMail();
      await new SendContactMessage(messages, mail, OWNER).execute(aContactMessage({ subject: ' Question ' }));

      const [stored] = (await messages.page('', { offset: 0, limit: 10 })).items;
      expect(mail.asked).toEqual([{ kind: 'contact-owner-notice', to: OWNER, about: expect.objectContaining({ id: stored!.id, subject: 'Question', email: 'sam@example.com' }) }]);
    });

    it('notifies no owner without OWNER_EMAIL: the registrant is still confirmed', async () => {
      const mail = new InMemoryAudienceMail();
      await new RegisterWorkshopInterest(new InMemoryWorkshopRegistrations(), mail, null).execute(aWorkshopInterestForm());
      await new SendContactMessage(new InMemoryContactMessages(), mail, null).execute(aContactMessage());
      expect(mail.asked.map(({ kind }) => kind)).toEqual(['workshop-confirmation']);
    });

    it('keeps the submission and answers normally when the mail cannot be queued', async () => {
      const registrations = new InMemoryWorkshopRegistrations();
      const messages = new InMemoryContactMessages();
      const mail = new InMemoryAudienceMail();
      mail.failWith(new Error('Redis is down'));
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        await expect(new RegisterWorkshopInterest(registrations, mail, OWNER).execute(aWorkshopInterestForm())).resolves.toBeUndefined();
        await expect(new SendContactMessage(messages, mail, OWNER).execute(aContactMessage())).resolves.toBeUndefined();
        expect(await registrations.stored()).toHaveLength(1);
        expect(await messages.stored()).toHaveLength(1);
        expect(logged).toHaveBeenCalledTimes(3);
        expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Could not queue the confirmation of workshop registration 1: Redis is down$/));
      } finally {
        logged.mockRestore();
      }
    });

    it('asks for no mail about a refused submission', async () => {
      const mail = new InMemoryAudienceMail();
      await expect(new RegisterWorkshopInterest(new InMemoryWorkshopRegistrations(), mail, OWNER).execute(aWorkshopInterestForm({ interests: 'money' }))).rejects.toBeInstanceOf(InvalidInput);
      await expect(new SendContactMessage(new InMemoryContactMessages(), mail, OWNER).execute(aContactMessage({ message: '' }))).rejects.toBeInstanceOf(InvalidInput);
      expect(mail.asked).toEqual([]);
    });
  });
});
