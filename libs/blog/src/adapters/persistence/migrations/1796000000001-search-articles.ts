import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site search: each article's words, weighted (title A, excerpt B, content C), kept by PostgreSQL
 * beside the row and indexed.
 */
export class SearchArticles1796000000001 implements MigrationInterface {
  name = 'SearchArticles1796000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "blog_articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
        setweight(to_tsvector('english', coalesce("excerpt", '')), 'B') ||
        setweight(to_tsvector('english', coalesce("content", '')), 'C')
      ) STORED`);
    await runner.query(`CREATE INDEX "blog_articles_search_idx" ON "blog_articles" USING GIN ("search_vector")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "blog_articles_search_idx"`);
    await runner.query(`ALTER TABLE "blog_articles" DROP COLUMN "search_vector"`);
  }
}
