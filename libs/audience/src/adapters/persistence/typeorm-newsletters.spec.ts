import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import type { NewNewsletter } from '../../domain/index.js';
import { audienceSchemas } from './audience.schemas.js';
import { audienceMigrations } from './migrations/index.js';
import { NewsletterSchema } from './newsletter.schema.js';
import { TypeOrmNewsletterIssues } from './typeorm-newsletter-issues.js';

const aNewsletter = (overrides: Partial<NewNewsletter> = {}): NewNewsletter => ({
  subject: 'Our money date',
  previewText: 'Three months in',
  content: 'We **finally** planned.',
  contentHtml: '<p>We <strong>finally</strong> planned.</p>',
  source: 'owner',
  episodeId: null,
  ...overrides,
});

describe.each(testDatabaseKinds())('newsletter TypeORM adapters on $name', (kind) => {
  let database: MigratedDataSource;
  let issues: TypeOrmNewsletterIssues;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, audienceMigrations, audienceSchemas);
    issues = new TypeOrmNewsletterIssues(database.dataSource.getRepository(NewsletterSchema));
  });

  afterAll(() => database?.dispose());

  beforeEach(() => database.dataSource.getRepository(NewsletterSchema).clear());

  describe(TypeOrmNewsletterIssues.name, () => {
    it('stores a draft with its HTML and reads it back', async () => {
      const created = await issues.create(aNewsletter());
      expect(created).toMatchObject({ ...aNewsletter(), status: 'draft', scheduledAt: null, sentAt: null, fannedOut: false, fanOutCursor: null });
      expect(await issues.findById(created.id)).toEqual(created);
      expect(await issues.findById(created.id + 1000)).toBeNull();
    });

    it('pages newest first with the total', async () => {
      const ids = [];
      for (const subject of ['one', 'two', 'three']) ids.push((await issues.create(aNewsletter({ subject }))).id);
      const page = await issues.page({ limit: 2, offset: 1 });
      expect(page.total).toBe(3);
      expect(page.items.map((issue) => issue.subject)).toEqual(['two', 'one']);
    });

    it('changes the text, deletes, and moves the status only from the statuses named (the loser of a race changes nothing)', async () => {
      const { id } = await issues.create(aNewsletter());
      const at = new Date('2030-01-01T08:00:00.000Z');
      expect(await issues.transition(id, ['draft', 'scheduled'], 'scheduled', at)).toMatchObject({ status: 'scheduled', scheduledAt: at });
      expect(await issues.updateContent(id, { subject: 'New', previewText: '', content: 'x', contentHtml: '<p>x</p>' }, ['draft', 'scheduled'])).toMatchObject({ subject: 'New', status: 'scheduled' });
      expect(await issues.transition(id, ['scheduled'], 'sending', at)).toMatchObject({ status: 'sending' });
      expect(await issues.transition(id, ['draft', 'scheduled'], 'sending', null)).toBeNull();
      expect(await issues.updateContent(id, { subject: 'Late', previewText: '', content: 'x', contentHtml: '<p>x</p>' }, ['draft', 'scheduled'])).toBeNull();
      expect(await issues.deleteIn(id, ['draft', 'scheduled'])).toBe(false);

      await issues.recordFanOutProgress(id, 42);
      await issues.markFannedOut(id);
      const sentAt = new Date('2030-01-01T08:05:00.000Z');
      expect(await issues.markSent(id, sentAt)).toBe(true);
      expect(await issues.markSent(id, sentAt)).toBe(false);
      expect(await issues.findById(id)).toMatchObject({ subject: 'New', status: 'sent', sentAt, fannedOut: true, fanOutCursor: 42 });

      const draft = await issues.create(aNewsletter());
      expect(await issues.deleteIn(draft.id, ['draft', 'scheduled'])).toBe(true);
      expect(await issues.findById(draft.id)).toBeNull();
    });

    it("keeps one content-automation draft per episode, even when two write it at once", async () => {
      const draft = aNewsletter({ source: 'content-automation', episodeId: 7, subject: 'New episode' });
      const [first, second] = await Promise.all([issues.createForEpisode({ ...draft, episodeId: 7 }), issues.createForEpisode({ ...draft, episodeId: 7, subject: 'Again' })]);
      expect([first.created, second.created].sort()).toEqual([false, true]);
      expect(second.issue.id).toBe(first.issue.id);
      expect((await issues.createForEpisode({ ...draft, episodeId: 8 })).created).toBe(true);
      expect((await issues.page({ limit: 10, offset: 0 })).total).toBe(2);
    });

    it('refuses a status or source outside the lists', async () => {
      const { id } = await issues.create(aNewsletter());
      await expect(database.dataSource.query(`UPDATE "newsletters" SET "status" = 'lost' WHERE "id" = $1`, [id])).rejects.toThrow(/newsletters_status_check/);
      await expect(database.dataSource.query(`UPDATE "newsletters" SET "source" = 'robot' WHERE "id" = $1`, [id])).rejects.toThrow(/newsletters_source_check/);
    });
  });
});
