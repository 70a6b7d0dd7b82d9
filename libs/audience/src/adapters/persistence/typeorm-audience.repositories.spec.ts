import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { ContactMessageSchema, NewsletterSubscriptionSchema, WorkshopRegistrationSchema, audienceSchemas } from './audience.schemas.js';
import { audienceMigrations } from './migrations/index.js';
import { TypeOrmContactMessages, TypeOrmNewsletterSubscriptions, TypeOrmWorkshopRegistrations } from './typeorm-audience.repositories.js';

describe.each(testDatabaseKinds())('audience repositories on $name', (kind) => {
  let database: MigratedDataSource;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, audienceMigrations, audienceSchemas);
  });

  afterAll(() => database?.dispose());

  it('keeps one subscription per address and merges the tags of a repeat signup', async () => {
    const rows = database.dataSource.getRepository(NewsletterSubscriptionSchema);
    const subscriptions = new TypeOrmNewsletterSubscriptions(rows);
    await subscriptions.subscribe({ email: 'ann@example.com', tags: ['podcast_engagement_sequence'] });
    const [first] = await rows.find();
    await subscriptions.subscribe({ email: 'ann@example.com', tags: ['workshop', 'podcast_engagement_sequence'] });
    const all = await rows.find();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: first.id, email: 'ann@example.com', tags: ['podcast_engagement_sequence', 'workshop'] });
    expect(all[0].subscribedAt).toEqual(first.subscribedAt);
  });

  it('stores a workshop registration with its questions and defaults', async () => {
    const rows = database.dataSource.getRepository(WorkshopRegistrationSchema);
    await new TypeOrmWorkshopRegistrations(rows).add({ firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', phone: null, partnerName: 'Leo', questions: 'Budgeting as newlyweds', newsletter: true });
    expect(await rows.find()).toEqual([expect.objectContaining({ firstName: 'Ana', partnerName: 'Leo', phone: null, questions: 'Budgeting as newlyweds', newsletter: true, submittedAt: expect.any(Date) })]);
  });

  it('stores a contact message', async () => {
    const rows = database.dataSource.getRepository(ContactMessageSchema);
    await new TypeOrmContactMessages(rows).add({ name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Loved episode 4.' });
    expect(await rows.find()).toEqual([expect.objectContaining({ name: 'Sam', subject: 'Hello', submittedAt: expect.any(Date) })]);
  });
});
