import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addStoredHtmlColumn } from '@harmony/platform';
import { DomPurifyDescriptionSanitizer } from '../../rich-text/dompurify-description-sanitizer.js';

/**
 * Episodes keep their sanitized description beside the one as written (reads serve it as stored), and
 * the public reads skip scheduled episodes and ask when the next one goes public.
 */
export class StoreEpisodeDescriptionHtml1795400000000 implements MigrationInterface {
  name = 'StoreEpisodeDescriptionHtml1795400000000';

  async up(runner: QueryRunner): Promise<void> {
    const sanitizer = new DomPurifyDescriptionSanitizer();
    await addStoredHtmlColumn(runner, { table: 'episodes', source: 'description', html: 'description_html' }, (description) => sanitizer.sanitize(description));
    // "Is anything scheduled, and when?" is the earliest published_at after now.
    await runner.query(`CREATE INDEX "episodes_published_at_idx" ON "episodes" ("published_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "episodes_published_at_idx"`);
    await runner.query(`ALTER TABLE "episodes" DROP COLUMN "description_html"`);
  }
}
