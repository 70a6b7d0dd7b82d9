import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's Privacy Policy and Terms of Service (issue 23). Empty on a fresh site: the site then shows
 * the default texts shipped in code (they quote the site config, which a migration cannot read).
 */
export class CreateLegalPages1796610000000 implements MigrationInterface {
  name = 'CreateLegalPages1796610000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "legal_pages" (
        "kind" text PRIMARY KEY CHECK ("kind" IN ('privacy', 'terms')),
        "content" text NOT NULL,
        "content_html" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "legal_pages"`);
  }
}
