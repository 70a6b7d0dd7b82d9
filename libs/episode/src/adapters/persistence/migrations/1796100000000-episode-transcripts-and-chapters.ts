import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An episode's transcript and chapters (issue 11): the public URLs of the files served (a WebVTT file,
 * a JSON Chapters file) and what they hold, parsed once when written, so that a read answers it as
 * stored. The site search gains the transcript's words at weight C (as SearchEpisodes1796000000000 says:
 * PostgreSQL cannot change a generated column's expression in place, so the column is made again).
 */
export class EpisodeTranscriptsAndChapters1796100000000 implements MigrationInterface {
  name = 'EpisodeTranscriptsAndChapters1796100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "episodes"
        ADD COLUMN "transcript_url" text,
        ADD COLUMN "transcript" jsonb,
        ADD COLUMN "chapters_url" text,
        ADD COLUMN "chapters" jsonb`);
    await this.searchVector(runner, `|| setweight(jsonb_to_tsvector('english', coalesce("transcript", '{}'::jsonb), '["string"]'), 'C')`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await this.searchVector(runner, '');
    await runner.query(`ALTER TABLE "episodes" DROP COLUMN "transcript_url", DROP COLUMN "transcript", DROP COLUMN "chapters_url", DROP COLUMN "chapters"`);
  }

  private async searchVector(runner: QueryRunner, transcriptWords: string): Promise<void> {
    await runner.query(`DROP INDEX "episodes_search_idx"`);
    await runner.query(`ALTER TABLE "episodes" DROP COLUMN "search_vector"`);
    await runner.query(`
      ALTER TABLE "episodes" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
        setweight(to_tsvector('english', coalesce("description", '')), 'B')
        ${transcriptWords}
      ) STORED`);
    await runner.query(`CREATE INDEX "episodes_search_idx" ON "episodes" USING GIN ("search_vector")`);
  }
}
