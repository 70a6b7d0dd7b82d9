import { Injectable } from '@nestjs/common';
import { renderRichMarkdown } from '@harmony/platform';
import { ArticleRenderer } from '../../application/article-renderer.js';

/** The ArticleRenderer of the write path (and of the migration that filled content_html): the platform's markdown. */
@Injectable()
export class MarkedArticleRenderer extends ArticleRenderer {
  render(content: string): string {
    return renderRichMarkdown(content);
  }
}
