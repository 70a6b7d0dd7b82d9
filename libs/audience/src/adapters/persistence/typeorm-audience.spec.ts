import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import type { EntitySchema, ObjectLiteral, Repository } from 'typeorm';
import { appendOnlyContract, newestFirstListContract, newsletterSubscriptionsContract, removalByEmailContract, type ListSamples, type ListUnderContract, type RemovalUnderContract } from '../../testing/audience-repositories.contract.js';
import { contactListSamples, newsletterListSamples, workshopListSamples } from '../../testing/audience-list-samples.js';
import { aContactMessage, aWorkshopRegistration } from '../../testing/audience.mothers.js';
import { audienceSchemas, ContactMessageSchema, NewsletterSubscriptionSchema, WorkshopRegistrationSchema } from './audience.schemas.js';
import { audienceMigrations } from './migrations/index.js';
import { NewsletterDoubleOptIn1796900000010 } from './migrations/1796900000010-newsletter-double-opt-in.js';
import { TypeOrmAudienceCounts } from './typeorm-audience-counts.js';
import { TypeOrmContactMessages } from './typeorm-contact-messages.js';
import { TypeOrmNewsletterSubscriptions } from './typeorm-newsletter-subscriptions.js';
import { TypeOrmWorkshopRegistrations } from './typeorm-workshop-registrations.js';

describe.each(testDatabaseKinds())('audience TypeORM adapters on $name', (kind) => {
  let database: MigratedDataSource;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, audienceMigrations, audienceSchemas);
  });

  afterAll(() => database?.dispose());

  /** The list contract on an emptied table, read through its adapter; a test moves a row in time with SQL. */
  function ownersListContract<Row extends ObjectLiteral, Input extends object, Item extends { readonly id: number }>(
    schema: EntitySchema<Row>,
    time: keyof Row & string,
    samples: ListSamples<Input, Item>,
    adapt: (rows: Repository<Row>) => Omit<ListUnderContract<Input, Item>, 'restamp'>,
  ): void {
    describe("the owner's list", () => {
      newestFirstListContract(async () => {
        const rows = database.dataSource.getRepository(schema);
        await rows.clear();
        const column = rows.metadata.findColumnWithPropertyName(time)!.databaseName;
        const restamp = async (id: number, at: Date) => void (await rows.query(`UPDATE "${rows.metadata.tableName}" SET "${column}" = $1 WHERE "id" = $2`, [at, id]));
        return { ...adapt(rows), restamp };
      }, samples);
    });
  }

  describe(TypeOrmNewsletterSubscriptions.name, () => {
    newsletterSubscriptionsContract(async () => {
      const rows = database.dataSource.getRepository(NewsletterSubscriptionSchema);
      await rows.clear();
      return { port: new TypeOrmNewsletterSubscriptions(rows), stored: async () => (await rows.find({ order: { id: 'ASC' } })).map(({ email, tags }) => ({ email, tags })) };
    });

    ownersListContract(NewsletterSubscriptionSchema, 'subscribedAt', newsletterListSamples, (rows) => {
      const port = new TypeOrmNewsletterSubscriptions(rows);
      return { list: port, add: (signup) => port.subscribe(signup) };
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

    it('serves the search for an address with the trigram index, not a scan of a million rows', async () => {
      const rows = database.dataSource.getRepository(NewsletterSubscriptionSchema);
      const plan = await database.dataSource.transaction(async (manager) => {
        // The planner scans a small table whatever its indexes: forbid that to see which index it would take.
        await manager.query('SET LOCAL enable_seqscan = off');
        const sql = rows.createQueryBuilder('row').where(`"row"."email" ILIKE :pattern ESCAPE '\\'`, { pattern: '%ann%' }).getQueryAndParameters();
        return (await manager.query(`EXPLAIN ${sql[0]}`, sql[1])) as { 'QUERY PLAN': string }[];
      });
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('newsletter_subscriptions_email_trgm_idx');
    });

    it('keeps the rows of before double opt-in subscribed: active, no sequence mail sent', async () => {
      const rows = database.dataSource.getRepository(NewsletterSubscriptionSchema);
      await rows.clear();
      // Back to the schema of before the double opt-in: it and every migration after it undone, latest first.
      const undone = audienceMigrations.length - audienceMigrations.indexOf(NewsletterDoubleOptIn1796900000010);
      for (let step = 0; step < undone; step++) await database.dataSource.undoLastMigration();
      try {
        await database.dataSource.query(`INSERT INTO "newsletter_subscriptions" ("email", "tags") VALUES ('old@example.com', '{}')`);
      } finally {
        await database.dataSource.runMigrations();
      }
      expect(await rows.find()).toEqual([expect.objectContaining({ email: 'old@example.com', status: 'active', sequenceStep: 0, confirmationNonce: null })]);
      await rows.clear();
      await new TypeOrmNewsletterSubscriptions(rows).subscribe({ email: 'new@example.com', tags: [] });
      expect(await rows.find()).toEqual([expect.objectContaining({ email: 'new@example.com', status: 'pending' })]);
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

    ownersListContract(WorkshopRegistrationSchema, 'submittedAt', workshopListSamples, (rows) => {
      const port = new TypeOrmWorkshopRegistrations(rows);
      return { list: port, add: (registration) => port.add(registration) };
    });

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

    ownersListContract(ContactMessageSchema, 'submittedAt', contactListSamples, (rows) => {
      const port = new TypeOrmContactMessages(rows);
      return { list: port, add: (message) => port.add(message) };
    });
  });

  describe('removal by address', () => {
    /** The contract on an emptied table, the addresses read back with SQL. */
    function removalOn<Row extends ObjectLiteral & { email: string }>(schema: EntitySchema<Row>, adapt: (rows: Repository<Row>) => RemovalUnderContract): void {
      removalByEmailContract(async () => {
        const rows = database.dataSource.getRepository(schema);
        await rows.clear();
        return adapt(rows);
      });
    }
    const emailsIn = async (rows: Repository<{ email: string }>) => (await rows.find()).map(({ email }) => email);

    describe(TypeOrmNewsletterSubscriptions.name, () => {
      removalOn(NewsletterSubscriptionSchema, (rows) => {
        const port = new TypeOrmNewsletterSubscriptions(rows);
        return { port, keep: (email) => port.subscribe({ email, tags: [] }), emails: () => emailsIn(rows) };
      });
    });

    describe(TypeOrmWorkshopRegistrations.name, () => {
      removalOn(WorkshopRegistrationSchema, (rows) => {
        const port = new TypeOrmWorkshopRegistrations(rows);
        return { port, keep: (email) => port.add(aWorkshopRegistration({ email })), emails: () => emailsIn(rows) };
      });
    });

    describe(TypeOrmContactMessages.name, () => {
      removalOn(ContactMessageSchema, (rows) => {
        const port = new TypeOrmContactMessages(rows);
        return { port, keep: (email) => port.add(aContactMessage({ email })), emails: () => emailsIn(rows) };
      });
    });
  });

  it('reads each list newest first from its own index, without a sort', async () => {
    for (const [table, time] of [['newsletter_subscriptions', 'subscribed_at'], ['workshop_registrations', 'submitted_at'], ['contact_messages', 'submitted_at']] as const) {
      const runner = database.dataSource.createQueryRunner();
      try {
        await runner.startTransaction();
        // On a handful of rows the planner would rather sort: make the index the only way it considers.
        await runner.query('SET LOCAL enable_seqscan = off');
        await runner.query('SET LOCAL enable_sort = off');
        const plan = (await runner.query(`EXPLAIN SELECT * FROM "${table}" ORDER BY "${time}" DESC, "id" DESC LIMIT 20`)) as { 'QUERY PLAN': string }[];
        const text = plan.map((line) => line['QUERY PLAN']).join('\n');
        expect(text).toContain(`${table}_newest_first_idx`);
        expect(text).not.toMatch(/\bSort\b/);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    }
  });

  describe(TypeOrmAudienceCounts.name, () => {
    it('counts newsletter subscribers and contact messages', async () => {
      const subscriptions = database.dataSource.getRepository(NewsletterSubscriptionSchema);
      const messages = database.dataSource.getRepository(ContactMessageSchema);
      await subscriptions.clear();
      await messages.clear();
      await subscriptions.insert([{ email: 'ann@example.com', tags: [] }, { email: 'bob@example.com', tags: [] }]);
      await messages.insert({ ...aContactMessage() });
      const counts = new TypeOrmAudienceCounts(subscriptions, messages);
      expect({ subscribers: await counts.newsletterSubscribers(), messages: await counts.contactMessages() }).toEqual({ subscribers: 2, messages: 1 });
    });
  });
});
