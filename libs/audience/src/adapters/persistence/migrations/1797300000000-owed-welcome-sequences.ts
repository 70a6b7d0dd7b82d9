import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A confirmation whose welcome sequence the queue could not take (Redis away for a moment) marks it owed, and a
 * timer schedules it once the queue is back. The partial index keeps that look cheap: it only ever holds the few
 * rows waiting.
 */
export class OwedWelcomeSequences1797300000000 implements MigrationInterface {
  name = 'OwedWelcomeSequences1797300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "newsletter_subscriptions" ADD "sequence_owed_since" timestamptz`);
    await runner.query(`CREATE INDEX "newsletter_subscriptions_sequence_owed_idx" ON "newsletter_subscriptions" ("sequence_owed_since") WHERE "sequence_owed_since" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "newsletter_subscriptions_sequence_owed_idx"`);
    await runner.query(`ALTER TABLE "newsletter_subscriptions" DROP COLUMN "sequence_owed_since"`);
  }
}
