import type { Repository } from 'typeorm';
import { firstPage } from '@harmony/platform/domain';
import { QueryFailedError } from 'typeorm';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { anArticleDraft } from '../../testing/index.js';
import { BlogArticleSchema, type BlogArticleRow } from './blog-article.schema.js';
import { blogMigrations } from './migrations/index.js';
import { TypeOrmBlogArticleRepository } from './typeorm-blog-article.repository.js';

describe.each(testDatabaseKinds())(`${TypeOrmBlogArticleRepository.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let rows: Repository<BlogArticleRow>;
  let repository: TypeOrmBlogArticleRepository;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, blogMigrations, [BlogArticleSchema]);
    rows = database.dataSource.getRepository(BlogArticleSchema);
    repository = new TypeOrmBlogArticleRepository(rows);
  });

  afterAll(() => database?.dispose());

  beforeEach(() => rows.clear());

  it('stores articles with their tags and timestamps, and lists published ones newest first', async () => {
    await repository.addAll([
      anArticleDraft({ slug: 'older', tags: ['budgeting', 'couples'], publishedAt: new Date('2026-01-01T00:00:00Z') }),
      anArticleDraft({ slug: 'newer', publishedAt: new Date('2026-02-01T00:00:00Z') }),
      anArticleDraft({ slug: 'hidden', published: false, publishedAt: new Date('2026-03-01T00:00:00Z') }),
    ]);
    const { items: published, total } = await repository.findPublished(firstPage);
    expect(total).toBe(2);
    expect(published.map((article) => article.slug)).toEqual(['newer', 'older']);
    expect(published[1]).toMatchObject({ tags: ['budgeting', 'couples'], category: 'financial-advice', imageUrl: null });
    expect(published[1].createdAt).toBeInstanceOf(Date);
    expect(published[1].updatedAt).toBeInstanceOf(Date);
  });

  it('answers published articles a page at a time, with how many there are in all', async () => {
    await repository.addAll(
      Array.from({ length: 5 }, (_, day) => anArticleDraft({ slug: `day-${day + 1}`, publishedAt: new Date(Date.UTC(2026, 0, day + 1)) })).concat(anArticleDraft({ slug: 'draft', published: false })),
    );
    const second = await repository.findPublished({ limit: 2, offset: 2 });
    expect(second.items.map((article) => article.slug)).toEqual(['day-3', 'day-2']);
    expect(second).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect((await repository.findPublished({ limit: 2, offset: 10 })).items).toEqual([]);
  });

  it('finds featured published articles and published ones by slug only', async () => {
    await repository.addAll([anArticleDraft({ slug: 'star', featured: true }), anArticleDraft({ slug: 'secret', featured: true, published: false })]);
    expect((await repository.findPublishedFeatured()).map((article) => article.slug)).toEqual(['star']);
    expect(await repository.findPublishedBySlug('star')).toMatchObject({ slug: 'star' });
    expect(await repository.findPublishedBySlug('secret')).toBeNull();
    expect(await repository.findPublishedBySlug('missing')).toBeNull();
  });

  it('refuses a second article with the same slug', async () => {
    await repository.addAll([anArticleDraft({ slug: 'twice' })]);
    await expect(repository.addAll([anArticleDraft({ slug: 'twice' })])).rejects.toBeInstanceOf(QueryFailedError);
    expect(await repository.count()).toBe(1);
  });
});
