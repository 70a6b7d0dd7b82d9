import type { DataSource } from 'typeorm';
import type { StoredProgress } from './job-options.js';
import type { JobState } from './job-queue.js';
import type { JobStore, NewJob, StoredJob } from './job-store.js';

interface JobRow {
  id: string;
  name: string;
  payload: unknown;
  state: JobState;
  run_at: Date;
  progress: StoredProgress;
  attempts_made: number;
  max_attempts: number;
  backoff_delay_ms: number;
  interruptions: number;
  result: unknown;
  failed_reason: string | null;
  finished_at: Date | null;
}

const COLUMNS = `"id", "name", "payload", "state", "run_at", "progress", "attempts_made", "max_attempts", "backoff_delay_ms", "interruptions", "result", "failed_reason", "finished_at"`;

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

function toJob(row: JobRow): StoredJob {
  return {
    id: row.id,
    name: row.name,
    payload: row.payload,
    state: row.state,
    runAt: row.run_at.getTime(),
    progress: row.progress,
    attemptsMade: row.attempts_made,
    maxAttempts: row.max_attempts,
    backoffDelayMs: row.backoff_delay_ms,
    interruptions: row.interruptions,
    ...(row.state === 'completed' ? { result: row.result } : {}),
    ...(row.failed_reason === null ? {} : { failedReason: row.failed_reason }),
    ...(row.finished_at === null ? {} : { finishedAt: row.finished_at.getTime() }),
  };
}

/**
 * The in-process queue's jobs in the app's database (table `background_jobs`, migration
 * `jobQueueMigrations`): PGlite in embedded mode, PostgreSQL otherwise. They survive a crash or a stop.
 */
export class DatabaseJobStore implements JobStore {
  readonly durable = true;

  constructor(private readonly dataSource: DataSource) {}

  async add(job: NewJob): Promise<string> {
    // ON CONFLICT: the id is kept, so nothing is added (the BullMQ adapter's de-duplication), even when two callers race.
    const added: Pick<JobRow, 'id'>[] = await this.dataSource.query(
      `WITH "next" AS (SELECT nextval(pg_get_serial_sequence('background_jobs', 'seq')) AS "seq")
       INSERT INTO "background_jobs" ("seq", "id", "name", "payload", "state", "run_at", "max_attempts", "backoff_delay_ms")
       SELECT "next"."seq", COALESCE($1, "next"."seq"::text), $2, $3::jsonb, $4, $5, $6, $7 FROM "next"
       ON CONFLICT ("id") DO NOTHING
       RETURNING "id"`,
      [job.id ?? null, job.name, JSON.stringify(job.payload), job.state, new Date(job.runAt), job.maxAttempts, job.backoffDelayMs],
    );
    if (added[0]) return added[0].id;
    if (job.id === undefined) throw new Error('A job without an id was not added to background_jobs');
    return job.id;
  }

  async get(id: string): Promise<StoredJob | null> {
    const rows: JobRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM "background_jobs" WHERE "id" = $1`, [id]);
    return rows[0] ? toJob(rows[0]) : null;
  }

  async nextDue(now: number): Promise<StoredJob | null> {
    const rows: JobRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "background_jobs" WHERE "state" IN ('waiting', 'delayed') AND "run_at" <= $1 ORDER BY "run_at", "seq" LIMIT 1`,
      [new Date(now)],
    );
    return rows[0] ? toJob(rows[0]) : null;
  }

  async nextRunAt(): Promise<number | null> {
    const rows: { run_at: Date | null }[] = await this.dataSource.query(`SELECT min("run_at") AS "run_at" FROM "background_jobs" WHERE "state" IN ('waiting', 'delayed')`);
    return rows[0]?.run_at?.getTime() ?? null;
  }

  async payloadsOf(name: string): Promise<unknown[]> {
    const rows: Pick<JobRow, 'payload'>[] = await this.dataSource.query(`SELECT "payload" FROM "background_jobs" WHERE "name" = $1`, [name]);
    return rows.map((row) => row.payload);
  }

  async save(job: StoredJob): Promise<void> {
    await this.dataSource.query(
      `UPDATE "background_jobs"
       SET "state" = $2, "run_at" = $3, "progress" = $4::jsonb, "attempts_made" = $5, "interruptions" = $6, "result" = $7::jsonb, "failed_reason" = $8, "finished_at" = $9
       WHERE "id" = $1`,
      [
        job.id,
        job.state,
        new Date(job.runAt),
        JSON.stringify(job.progress),
        job.attemptsMade,
        job.interruptions,
        json(job.result),
        job.failedReason ?? null,
        job.finishedAt === undefined ? null : new Date(job.finishedAt),
      ],
    );
  }

  async running(): Promise<StoredJob[]> {
    const rows: JobRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM "background_jobs" WHERE "state" = 'active' ORDER BY "run_at", "seq"`);
    return rows.map(toJob);
  }

  async forgetFinished(keepCount: number, finishedBefore: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "background_jobs" WHERE "finished_at" < $1
         OR "id" IN (SELECT "id" FROM "background_jobs" WHERE "finished_at" IS NOT NULL ORDER BY "finished_at" DESC, "seq" DESC OFFSET $2)`,
      [new Date(finishedBefore), keepCount],
    );
  }
}
