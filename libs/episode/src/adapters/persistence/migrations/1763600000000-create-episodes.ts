import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEpisodes1763600000000 implements MigrationInterface {
  name = 'CreateEpisodes1763600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "episodes" (
        "id" SERIAL PRIMARY KEY,
        "number" integer NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "audio_url" text NOT NULL,
        "image_url" text NOT NULL,
        "duration" text NOT NULL,
        "published_at" timestamptz NOT NULL DEFAULT now(),
        "featured" boolean NOT NULL DEFAULT false
      )`);
    // The catalogue is read newest first, and the home page reads the featured ones.
    await runner.query(`CREATE INDEX "episodes_number_idx" ON "episodes" ("number" DESC, "id" DESC)`);
    await runner.query(`CREATE INDEX "episodes_featured_idx" ON "episodes" ("number" DESC) WHERE "featured"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "episodes"`);
  }
}
