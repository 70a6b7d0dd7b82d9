import { jest } from '@jest/globals';
import { aContactMessage, aNewsletterSignup, aWorkshopRegistration, InMemoryContactMessages, InMemoryNewsletterSubscriptions, InMemoryWorkshopRegistrations } from '../testing/index.js';
import { AudienceLists } from './audience-lists.js';
import { ExportAudience } from './export-audience.js';
import { ListAudience } from './list-audience.js';

describe("the owner's audience lists", () => {
  let subscriptions: InMemoryNewsletterSubscriptions;
  let registrations: InMemoryWorkshopRegistrations;
  let messages: InMemoryContactMessages;
  let lists: AudienceLists;

  beforeEach(async () => {
    subscriptions = new InMemoryNewsletterSubscriptions();
    registrations = new InMemoryWorkshopRegistrations();
    messages = new InMemoryContactMessages();
    lists = new AudienceLists(subscriptions, registrations, messages);
    for (const name of ['ann', 'bob', 'cat', 'dan', 'eve']) await subscriptions.subscribe(aNewsletterSignup({ email: `${name}@example.com` }));
    await registrations.add(aWorkshopRegistration({ firstName: 'Ana' }));
    await messages.add(aContactMessage({ name: 'Sam' }));
    await messages.add(aContactMessage({ name: 'Kim', email: 'kim@example.com' }));
  });

  const exported = async <T>(batches: AsyncIterable<readonly T[]>): Promise<(readonly T[])[]> => {
    const read: (readonly T[])[] = [];
    for await (const batch of batches) read.push(batch);
    return read;
  };

  describe(ListAudience.name, () => {
    it('answers each list from its own port, newest first, the first page by default', async () => {
      const list = new ListAudience(lists);
      expect((await list.execute('newsletter-subscribers')).items.map((item) => item.email)).toEqual(['eve@example.com', 'dan@example.com', 'cat@example.com', 'bob@example.com', 'ann@example.com']);
      expect(await list.execute('workshop-registrations')).toMatchObject({ items: [{ firstName: 'Ana', id: 1 }], total: 1, limit: 100, offset: 0 });
      expect((await list.execute('contact-messages')).items.map((item) => item.name)).toEqual(['Kim', 'Sam']);
    });

    it('searches for the text as trimmed, and answers the page asked for', async () => {
      const list = new ListAudience(lists);
      expect(await list.execute('contact-messages', { search: '  sam ' })).toMatchObject({ items: [{ name: 'Sam' }], total: 1 });
      expect(await list.execute('newsletter-subscribers', { search: '   ', page: { limit: 2, offset: 2 } })).toMatchObject({
        items: [{ email: 'cat@example.com' }, { email: 'bob@example.com' }],
        total: 5,
        limit: 2,
        offset: 2,
      });
    });
  });

  describe(ExportAudience.name, () => {
    it('reads the whole list, newest first, a batch at a time', async () => {
      const batches = await exported(new ExportAudience(lists).execute('newsletter-subscribers', {}, 2));
      expect(batches.map((batch) => batch.map((item) => item.email))).toEqual([['eve@example.com', 'dan@example.com'], ['cat@example.com', 'bob@example.com'], ['ann@example.com']]);
    });

    it('ends without an empty batch when the last one is full, and yields nothing for an empty list', async () => {
      expect((await exported(new ExportAudience(lists).execute('contact-messages', {}, 2))).map((batch) => batch.length)).toEqual([2]);
      expect(await exported(new ExportAudience(lists).execute('contact-messages', { search: 'nobody' }))).toEqual([]);
    });

    it('exports only what the trimmed search finds', async () => {
      const batches = await exported(new ExportAudience(lists).execute('newsletter-subscribers', { search: ' N ' }, 1));
      expect(batches.flat().map((item) => item.email)).toEqual(['dan@example.com', 'ann@example.com']);
    });

    it('reads the next batch only when the one before has been taken', async () => {
      const read = jest.spyOn(subscriptions, 'batchAfter');
      const batches = new ExportAudience(lists).execute('newsletter-subscribers', {}, 2);
      expect(read).not.toHaveBeenCalled();
      await batches.next();
      expect(read).toHaveBeenCalledTimes(1);
      await batches.return(undefined);
      expect(read).toHaveBeenCalledTimes(1);
    });
  });
});
