import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Episode Manager: an episode is created before its audio and cover are uploaded, so both may be
 * absent (such an episode is never public); and an episode number names one episode ("EP 12").
 */
export class EpisodeMediaOptionalAndNumbersUnique1795600000100 implements MigrationInterface {
  name = 'EpisodeMediaOptionalAndNumbersUnique1795600000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "episodes" ALTER COLUMN "audio_url" DROP NOT NULL, ALTER COLUMN "image_url" DROP NOT NULL`);
    await runner.query(`ALTER TABLE "episodes" ADD CONSTRAINT "episodes_number_key" UNIQUE ("number")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "episodes" DROP CONSTRAINT "episodes_number_key"`);
    // The old schema cannot hold an episode without its media: such episodes (never public) go.
    await runner.query(`DELETE FROM "episodes" WHERE "audio_url" IS NULL OR "image_url" IS NULL`);
    await runner.query(`ALTER TABLE "episodes" ALTER COLUMN "audio_url" SET NOT NULL, ALTER COLUMN "image_url" SET NOT NULL`);
  }
}
