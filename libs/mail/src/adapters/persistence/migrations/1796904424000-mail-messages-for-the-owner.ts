import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's Email screen (issue 25 item 8). `send_round` counts the owner's resends of a failed message:
 * each round's `mail.send` job has its own id. The list is read newest first by id (the primary key serves
 * it unfiltered); a status or kind filter reads its own `(…, id DESC)` index, so a page of `failed` among
 * 100 000 sent messages reads only failed rows. The search (ILIKE on the address and subject) scans what
 * the filters leave: tens of milliseconds at 100 000 rows, no extension (pg_trgm) needed for that.
 */
export class MailMessagesForTheOwner1796904424000 implements MigrationInterface {
  name = 'MailMessagesForTheOwner1796904424000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "mail_messages" ADD COLUMN "send_round" integer NOT NULL DEFAULT 0 CONSTRAINT "mail_messages_send_round_check" CHECK ("send_round" >= 0)`);
    await runner.query(`CREATE INDEX "mail_messages_status_newest_idx" ON "mail_messages" ("status", "id" DESC)`);
    await runner.query(`CREATE INDEX "mail_messages_kind_newest_idx" ON "mail_messages" ("kind", "id" DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "mail_messages_kind_newest_idx"`);
    await runner.query(`DROP INDEX "mail_messages_status_newest_idx"`);
    await runner.query(`ALTER TABLE "mail_messages" DROP COLUMN "send_round"`);
  }
}
