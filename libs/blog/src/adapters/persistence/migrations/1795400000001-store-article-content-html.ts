import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addStoredHtmlColumn } from '@harmony/platform';
import { MarkedArticleRenderer } from '../../rich-text/article-html.js';

/**
 * Articles keep their rendered, sanitized HTML beside their markdown (reads serve it as stored). The
 * public reads' new question, when the next scheduled article goes public, is answered by the
 * existing "blog_articles_published_idx" (published_at of published articles).
 */
export class StoreArticleContentHtml1795400000001 implements MigrationInterface {
  name = 'StoreArticleContentHtml1795400000001';

  async up(runner: QueryRunner): Promise<void> {
    const renderer = new MarkedArticleRenderer();
    await addStoredHtmlColumn(runner, { table: 'blog_articles', source: 'content', html: 'content_html' }, (content) => renderer.render(content));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "blog_articles" DROP COLUMN "content_html"`);
  }
}
