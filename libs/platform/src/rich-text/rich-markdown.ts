import { Marked } from 'marked';
import { sanitizeRichHtml } from './rich-html.js';

// Our own marked instance: its options and renderer leave marked's global ones alone.
const markdown = new Marked({ gfm: true, breaks: false, async: false });
// The page's title is its one h1 (an article's, an episode's), so the text's own `#`/`##`/`###` become h2/h3/h4.
markdown.use({
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
  // No indented code blocks (the light markdown has no code; fenced blocks stay): HTML written before the
  // text was markdown often indents its tags, and an indented line after a blank one would show as code.
  tokenizer: {
    code: () => undefined,
  },
});

/**
 * Light markdown (SPEC §2: images, headings, bold, italic, bullet lists, paragraphs on blank lines) as
 * HTML safe to put in the page: rendered by `marked`, then sanitized. The one renderer of the site's
 * rich text (articles, episode descriptions). HTML written among the markdown passes through to the
 * sanitizer, so text stored as HTML before it was markdown renders as it did.
 */
export function renderRichMarkdown(source: string): string {
  // A line of HTML that markdown reads as a paragraph's text (indented, or after a blank line inside a
  // block) comes out wrapped in <p>…</p>, which the parser splits around the block: the empty halves go.
  return sanitizeRichHtml(markdown.parse(source) as string).replace(/<p>\s*<\/p>/g, '');
}
