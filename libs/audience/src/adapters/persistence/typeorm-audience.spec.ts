import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { appendOnlyContract, newsletterSubscriptionsContract } from '../../testing/audience-repositories.contract.js';
import { aContactMessage, aWorkshopRegistration } from '../../testing/audience.mothers.js';
import { audienceSchemas, ContactMessageSchema, NewsletterSubscriptionSchema, WorkshopRegistrationSchema } from './audience.schemas.js';
import { audienceMigrations } from './migrations/index.js';
import { TypeOrmContactMessages } from './typeorm-contact-messages.js';
import { TypeOrmNewsletterSubscriptions } from './typeorm-newsletter-subscriptions.js';
import { TypeOrmWorkshopRegistrations } from './typeorm-workshop-registrations.js';

describe.each(testDatabaseKinds())('audience TypeORM adapters on $name', (kind) => {
  let database: MigratedDataSource;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, audienceMigrations, audienceSchemas);
  });

  afterAll(() => database?.dispose());

  describe(TypeOrmNewsletterSubscriptions.name, () => {
    newsletterSubscriptionsContract(async () => {
      const rows = database.dataSource.getRepository(NewsletterSubscriptionSchema);
      await rows.clear();
      return { port: new TypeOrmNewsletterSubscriptions(rows), stored: async () => (await rows.find({ order: { id: 'ASC' } })).map(({ email, tags }) => ({ email, tags })) };
    });

    it('keeps the first signup time when a repeat signup merges its tags', async () => {
      const rows = database.dataSource.getRepository(NewsletterSubscriptionSchema);
      await rows.clear();
      const subscriptions = new TypeOrmNewsletterSubscriptions(rows);
      await subscriptions.subscribe({ email: 'ann@example.com', tags: [] });
      const [first] = await rows.find();
      await subscriptions.subscribe({ email: 'ann@example.com', tags: ['workshop'] });
      const [again] = await rows.find();
      expect(again).toMatchObject({ id: first!.id, subscribedAt: first!.subscribedAt });
    });
  });

  describe(TypeOrmWorkshopRegistrations.name, () => {
    appendOnlyContract(async () => {
      const rows = database.dataSource.getRepository(WorkshopRegistrationSchema);
      await rows.clear();
      return {
        port: new TypeOrmWorkshopRegistrations(rows),
        stored: async () =>
          (await rows.find({ order: { id: 'ASC' } })).map(({ firstName, lastName, email, phone, partnerName, questions, newsletter }) => ({
            firstName,
            lastName,
            email,
            phone,
            partnerName,
            questions: questions ?? '',
            newsletter,
          })),
      };
    }, [aWorkshopRegistration(), aWorkshopRegistration({ phone: '+61 400 000 000', partnerName: null, newsletter: false })]);

    it('stamps each registration with the time it was submitted', async () => {
      const rows = database.dataSource.getRepository(WorkshopRegistrationSchema);
      await rows.clear();
      await new TypeOrmWorkshopRegistrations(rows).add({ firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', phone: null, partnerName: null, questions: 'Budgeting', newsletter: false });
      expect(await rows.find()).toEqual([expect.objectContaining({ submittedAt: expect.any(Date) })]);
    });
  });

  describe(TypeOrmContactMessages.name, () => {
    appendOnlyContract(async () => {
      const rows = database.dataSource.getRepository(ContactMessageSchema);
      await rows.clear();
      return { port: new TypeOrmContactMessages(rows), stored: async () => (await rows.find({ order: { id: 'ASC' } })).map(({ name, email, subject, message }) => ({ name, email, subject, message })) };
    }, [aContactMessage(), aContactMessage({ subject: 'Again' })]);
  });
});
