import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The manager lists every article, drafts and scheduled ones too, newest first, a page at a time: the
 * public reads' index covers published articles only. (Its search, a substring of the title or excerpt,
 * reads the whole table: a blog holds hundreds of articles, not millions.)
 */
export class IndexArticlesNewestFirst1795610000000 implements MigrationInterface {
  name = 'IndexArticlesNewestFirst1795610000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX "blog_articles_newest_idx" ON "blog_articles" ("published_at" DESC, "id" DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "blog_articles_newest_idx"`);
  }
}
