import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's lists read each table newest first, the higher id first between equal times: one index in
 * exactly that order serves a page (`LIMIT … OFFSET …`) and an export's batch after a cursor without a
 * sort. It replaces the time-only indexes of the first migration. Searches (ILIKE over a few text columns)
 * scan the table: cheap at the audience's scale, so no pg_trgm index (nor the extension) is added.
 */
export class IndexAudienceLists1795650000000 implements MigrationInterface {
  name = 'IndexAudienceLists1795650000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX "newsletter_subscriptions_newest_first_idx" ON "newsletter_subscriptions" ("subscribed_at" DESC, "id" DESC)`);
    await runner.query(`CREATE INDEX "workshop_registrations_newest_first_idx" ON "workshop_registrations" ("submitted_at" DESC, "id" DESC)`);
    await runner.query(`CREATE INDEX "contact_messages_newest_first_idx" ON "contact_messages" ("submitted_at" DESC, "id" DESC)`);
    await runner.query(`DROP INDEX "workshop_registrations_submitted_idx"`);
    await runner.query(`DROP INDEX "contact_messages_submitted_idx"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX "workshop_registrations_submitted_idx" ON "workshop_registrations" ("submitted_at" DESC)`);
    await runner.query(`CREATE INDEX "contact_messages_submitted_idx" ON "contact_messages" ("submitted_at" DESC)`);
    await runner.query(`DROP INDEX "contact_messages_newest_first_idx"`);
    await runner.query(`DROP INDEX "workshop_registrations_newest_first_idx"`);
    await runner.query(`DROP INDEX "newsletter_subscriptions_newest_first_idx"`);
  }
}
