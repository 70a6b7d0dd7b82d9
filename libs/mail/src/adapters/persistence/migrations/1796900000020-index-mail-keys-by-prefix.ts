import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A newsletter's counts read its messages by key prefix (`broadcast:{id}:%`), up to one per subscriber
 * (100 000 and more). The unique index on the key cannot serve a LIKE under a non-C collation;
 * text_pattern_ops can, and with the status and time included the count is an index-only scan.
 */
export class IndexMailKeysByPrefix1796900000020 implements MigrationInterface {
  name = 'IndexMailKeysByPrefix1796900000020';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX "mail_messages_key_prefix_idx" ON "mail_messages" ("idempotency_key" text_pattern_ops) INCLUDE ("status", "updated_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "mail_messages_key_prefix_idx"`);
  }
}
