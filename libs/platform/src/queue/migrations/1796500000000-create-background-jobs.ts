import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: the in-process queue's jobs (embedded mode, no Redis) outlive the process, so a job answered
 * 202 before a crash or a stop runs after the next start. The primary key is the de-duplication the
 * BullMQ adapter has (a job id is added once while it is kept); `seq` numbers jobs enqueued without an
 * id and breaks ties between jobs due at the same time, first added first.
 */
export class CreateBackgroundJobs1796500000000 implements MigrationInterface {
  name = 'CreateBackgroundJobs1796500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "background_jobs" (
        "id" text PRIMARY KEY,
        "seq" bigserial NOT NULL,
        "name" text NOT NULL,
        "payload" jsonb NOT NULL,
        "state" text NOT NULL CONSTRAINT "background_jobs_state_check" CHECK ("state" IN ('waiting', 'delayed', 'active', 'completed', 'failed')),
        "run_at" timestamptz NOT NULL,
        "progress" jsonb NOT NULL DEFAULT '0',
        "attempts_made" integer NOT NULL DEFAULT 0,
        "max_attempts" integer NOT NULL,
        "backoff_delay_ms" integer NOT NULL,
        "interruptions" integer NOT NULL DEFAULT 0,
        "result" jsonb,
        "failed_reason" text,
        "finished_at" timestamptz
      )`);
    // The queue asks for the next due job after every job it runs.
    await runner.query(`CREATE INDEX "background_jobs_pending_idx" ON "background_jobs" ("run_at", "seq") WHERE "state" IN ('waiting', 'delayed')`);
    await runner.query(`CREATE INDEX "background_jobs_finished_idx" ON "background_jobs" ("finished_at") WHERE "finished_at" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "background_jobs"`);
  }
}
