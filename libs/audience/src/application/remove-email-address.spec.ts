import { InvalidInput } from '@harmony/platform/domain';
import { NothingKeptForEmail } from '../domain/index.js';
import { aContactMessage, aWorkshopRegistration, InMemoryContactMessages, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations } from '../testing/index.js';
import { RemoveEmailAddress } from './remove-email-address.js';

describe(RemoveEmailAddress.name, () => {
  let subscriptions: InMemoryNewsletterSubscriptions;
  let registrations: InMemoryWorkshopRegistrations;
  let messages: InMemoryContactMessages;
  let remove: RemoveEmailAddress;
  const emails = async (port: { stored(): Promise<{ email: string }[]> }) => (await port.stored()).map(({ email }) => email);

  beforeEach(async () => {
    subscriptions = new InMemoryNewsletterSubscriptions();
    registrations = new InMemoryWorkshopRegistrations();
    messages = new InMemoryContactMessages();
    remove = new RemoveEmailAddress(subscriptions, registrations, messages);
    for (const email of ['ann@example.com', 'bob@example.com']) await subscriptions.subscribe({ email, tags: [] });
    for (const email of ['ann@example.com', 'ann@example.com', 'bob@example.com']) await registrations.add(aWorkshopRegistration({ email }));
    for (const email of ['ann@example.com', 'cara@example.com']) await messages.add(aContactMessage({ email }));
  });

  it("removes the address's subscription, registrations and messages, says how many of each, and keeps everyone else's", async () => {
    await expect(remove.execute('  Ann@Example.com ')).resolves.toEqual({ email: 'ann@example.com', newsletterSubscriptions: 1, workshopRegistrations: 2, contactMessages: 1 });
    expect(await emails(subscriptions)).toEqual(['bob@example.com']);
    expect(await emails(registrations)).toEqual(['bob@example.com']);
    expect(await emails(messages)).toEqual(['cara@example.com']);
  });

  it('removes what one list holds when the others hold nothing under the address', async () => {
    await expect(remove.execute('cara@example.com')).resolves.toEqual({ email: 'cara@example.com', newsletterSubscriptions: 0, workshopRegistrations: 0, contactMessages: 1 });
  });

  it('answers not found when nothing is kept under the address (asked twice, the second time)', async () => {
    await remove.execute('ann@example.com');
    const again = remove.execute('ann@example.com');
    await expect(again).rejects.toBeInstanceOf(NothingKeptForEmail);
    await expect(again).rejects.toMatchObject({ kind: 'not-found', message: expect.stringContaining('Nothing is kept under ann@example.com') });
  });

  it.each([
    ['', 'Email is required'],
    ['ann', 'Please enter a valid email address'],
    ['ann@example.com, bob@example.com', 'Please enter a valid email address'],
  ])('refuses %j as no address, with a message for the email field, and removes nothing', async (raw, message) => {
    const attempt = remove.execute(raw);
    await expect(attempt).rejects.toBeInstanceOf(InvalidInput);
    await expect(attempt).rejects.toMatchObject({ code: 'invalid-email-address', fieldErrors: [{ field: 'email', message }] });
    expect(await emails(subscriptions)).toEqual(['ann@example.com', 'bob@example.com']);
    expect(await emails(messages)).toEqual(['ann@example.com', 'cara@example.com']);
  });
});
