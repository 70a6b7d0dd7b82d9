import type { Repository } from 'typeorm';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { anArticleDraft } from '../../testing/article.mother.js';
import { BlogArticleSchema, type BlogArticleRow } from './blog-article.schema.js';
import { blogMigrations } from './migrations/index.js';
import { PostgresArticleSearch } from './postgres-article-search.js';
import { TypeOrmBlogArticleRepository } from './typeorm-blog-article.repository.js';

const now = new Date('2026-06-01T00:00:00Z');

describe.each(testDatabaseKinds())(`${PostgresArticleSearch.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let rows: Repository<BlogArticleRow>;
  let repository: TypeOrmBlogArticleRepository;
  let search: PostgresArticleSearch;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, blogMigrations, [BlogArticleSchema]);
    rows = database.dataSource.getRepository(BlogArticleSchema);
    repository = new TypeOrmBlogArticleRepository(rows);
    search = new PostgresArticleSearch(rows);
  });

  afterAll(() => database?.dispose());
  beforeEach(() => rows.clear());

  it('ranks a title match above an excerpt match, and that above a content match', async () => {
    await repository.addAll([
      anArticleDraft({ title: 'Holidays', slug: 'in-content', excerpt: 'Plans.', content: 'We keep an emergency fund for the holidays.' }),
      anArticleDraft({ title: 'The emergency fund', slug: 'in-title', excerpt: 'Plans.', content: 'Start small.' }),
      anArticleDraft({ title: 'Rainy days', slug: 'in-excerpt', excerpt: 'Why an emergency fund matters.', content: 'Start small.' }),
    ]);

    const { hits, total } = await search.search('emergency fund', 20, now);

    expect(total).toBe(3);
    expect(hits.map((hit) => hit.slug)).toEqual(['in-title', 'in-excerpt', 'in-content']);
    expect(hits[0]!.rank).toBeGreaterThan(hits[1]!.rank);
    expect(hits[1]!.rank).toBeGreaterThan(hits[2]!.rank);
  });

  it('marks the matched words in an escaped snippet of the excerpt and content', async () => {
    await repository.addAll([
      anArticleDraft({ title: 'Debt', slug: 'debt', excerpt: 'Paying it down.', content: 'Use <img src=x onerror=alert(1)> & the **snowball** "method" on debt.' }),
    ]);

    const [hit] = (await search.search('snowball', 20, now)).hits;

    expect(hit!.snippet).toContain('<mark>snowball</mark>');
    expect(hit!.snippet).toContain('&amp; the');
    expect(hit!.snippet).toContain('&quot;method&quot;');
    expect(hit!.snippet).not.toMatch(/<(?!\/?mark>)/);
    expect(hit!.snippet).not.toContain('**');
  });

  it('finds only public articles: not drafts, nor scheduled ones', async () => {
    await repository.addAll([
      anArticleDraft({ title: 'Taxes now', slug: 'now' }),
      anArticleDraft({ title: 'Taxes draft', slug: 'draft', published: false }),
      anArticleDraft({ title: 'Taxes later', slug: 'later', publishedAt: new Date('2026-07-01T00:00:00Z') }),
    ]);

    const results = await search.search('taxes', 20, now);

    expect(results.hits.map((hit) => hit.slug)).toEqual(['now']);
    expect(results.total).toBe(1);
  });

  it('finds the matches through the GIN index', async () => {
    const session = database.dataSource.createQueryRunner();
    try {
      await session.query('SET enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await session.query(`EXPLAIN SELECT id FROM "blog_articles" WHERE "search_vector" @@ websearch_to_tsquery('english', 'debt')`);
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('blog_articles_search_idx');
    } finally {
      await session.query('RESET enable_seqscan');
      await session.release();
    }
  });
});
