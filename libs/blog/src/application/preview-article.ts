import { Injectable } from '@nestjs/common';
import { previewArticleContent } from '../domain/index.js';
import { ArticleRenderer } from './article-renderer.js';

/** The manager's live preview: markdown rendered and sanitized by the renderer a write stores with. Stores nothing. */
@Injectable()
export class PreviewArticle {
  constructor(private readonly renderer: ArticleRenderer) {}

  execute(content: string): { html: string } {
    return { html: previewArticleContent(content, (markdown) => this.renderer.render(markdown)) };
  }
}
