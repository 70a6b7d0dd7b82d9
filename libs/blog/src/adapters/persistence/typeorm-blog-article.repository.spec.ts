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

  /** The plan of a query with sequential scans off: a plan, not a timing, so the planner uses an index if it can. */
  async function planOf(sql: string): Promise<string> {
    const session = database.dataSource.createQueryRunner();
    try {
      await session.query('SET enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await session.query(`EXPLAIN ${sql}`);
      return plan.map((line) => line['QUERY PLAN']).join('\n');
    } finally {
      await session.query('RESET enable_seqscan');
      await session.release();
    }
  }

  it('finds the next publication through the published articles index', async () => {
    expect(await planOf(`SELECT min("published_at") FROM "blog_articles" WHERE "published" AND "published_at" > now()`)).toContain('blog_articles_published_idx');
  });

  it("reads a page of the manager's list, drafts included, through the newest-first index", async () => {
    expect(await planOf(`SELECT * FROM "blog_articles" ORDER BY "published_at" DESC, "id" DESC LIMIT 100 OFFSET 100`)).toContain('blog_articles_newest_idx');
  });
});
