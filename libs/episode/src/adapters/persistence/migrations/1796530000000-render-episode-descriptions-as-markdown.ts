import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renderStoredHtml } from '@harmony/platform';
import { DomPurifyDescriptionSanitizer } from '../../rich-text/dompurify-description-sanitizer.js';

/**
 * Descriptions are markdown now: the stored ones are rendered again, so a description written with
 * `**bold**` or `- bullets` before shows them formatted, not raw. One stored as HTML renders as before
 * (markdown passes its HTML through). Down leaves the HTML as it is: it is what the page should show.
 */
export class RenderEpisodeDescriptionsAsMarkdown1796530000000 implements MigrationInterface {
  name = 'RenderEpisodeDescriptionsAsMarkdown1796530000000';

  async up(runner: QueryRunner): Promise<void> {
    const renderer = new DomPurifyDescriptionSanitizer();
    await renderStoredHtml(runner, { table: 'episodes', source: 'description', html: 'description_html' }, (description) => renderer.sanitize(description));
  }

  async down(): Promise<void> {
    // Nothing to undo: the old renderer's HTML of a markdown description was the wrong one.
  }
}
