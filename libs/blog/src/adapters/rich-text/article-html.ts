import { Injectable } from '@nestjs/common';
import { Marked } from 'marked';
import { sanitizeRichHtml } from '@harmony/platform';
import { ArticleRenderer } from '../../application/article-renderer.js';

// Our own marked instance: its options and renderer leave marked's global ones alone.
const markdown = new Marked({ gfm: true, breaks: false, async: false });
// The page title is the article's one h1, so the article's own `#`/`##`/`###` become h2/h3/h4.
markdown.use({
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/**
 * An article's light markdown (SPEC §2 "Blog article": images, headings, bold, italic, bullet lists,
 * paragraphs on blank lines) as HTML safe to put in the page: rendered by `marked`, then sanitized.
 */
export function renderArticleHtml(source: string): string {
  return sanitizeRichHtml(markdown.parse(source) as string);
}

/** The ArticleRenderer of the write path (and of the migration that filled content_html). */
@Injectable()
export class MarkedArticleRenderer extends ArticleRenderer {
  render(content: string): string {
    return renderArticleHtml(content);
  }
}
