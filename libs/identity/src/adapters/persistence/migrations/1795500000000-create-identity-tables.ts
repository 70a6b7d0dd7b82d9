import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentityTables1795500000000 implements MigrationInterface {
  name = 'CreateIdentityTables1795500000000';

  async up(runner: QueryRunner): Promise<void> {
    // SPEC §3 `users` (username unique); the password column holds a hash, and says so.
    await runner.query(`
      CREATE TABLE "users" (
        "id" SERIAL PRIMARY KEY,
        "username" text NOT NULL CONSTRAINT "users_username_key" UNIQUE,
        "password_hash" text NOT NULL
      )`);
    // The id is the digest of the cookie's token; expired sessions are swept by expiry.
    await runner.query(`
      CREATE TABLE "sessions" (
        "id" text PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX "sessions_expires_at_idx" ON "sessions" ("expires_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "sessions"`);
    await runner.query(`DROP TABLE "users"`);
  }
}
