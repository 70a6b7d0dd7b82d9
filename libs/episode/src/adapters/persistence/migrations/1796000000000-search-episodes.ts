import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site search: each episode's words, weighted (title A, description B), kept by PostgreSQL beside
 * the row and indexed. The description's HTML tags are not words to the parser.
 * When episodes gain a transcript, drop and re-add this column with
 * `|| setweight(to_tsvector('english', coalesce("transcript", '')), 'C')` (PostgreSQL 15 cannot change a
 * generated column's expression in place).
 */
export class SearchEpisodes1796000000000 implements MigrationInterface {
  name = 'SearchEpisodes1796000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "episodes" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
        setweight(to_tsvector('english', coalesce("description", '')), 'B')
      ) STORED`);
    await runner.query(`CREATE INDEX "episodes_search_idx" ON "episodes" USING GIN ("search_vector")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "episodes_search_idx"`);
    await runner.query(`ALTER TABLE "episodes" DROP COLUMN "search_vector"`);
  }
}
