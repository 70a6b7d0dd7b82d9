import type { Repository } from 'typeorm';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { blogArticleRepositoryContract } from '../../testing/blog-article-repository.contract.js';
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

  blogArticleRepositoryContract(async () => {
    await rows.clear();
    return repository;
  });

  it('finds the next publication through the published articles index', async () => {
    // A plan, not a timing: with sequential scans off, the planner uses the index if it can.
    const session = database.dataSource.createQueryRunner();
    try {
      await session.query('SET enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await session.query(`EXPLAIN SELECT min("published_at") FROM "blog_articles" WHERE "published" AND "published_at" > now()`);
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('blog_articles_published_idx');
    } finally {
      await session.query('RESET enable_seqscan');
      await session.release();
    }
  });
});
