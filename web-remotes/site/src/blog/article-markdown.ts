import { Marked } from 'marked';
import { purifierFactory } from '../sanitize/purifier.js';

// Our own marked instance: its options and renderer do not change marked's global ones.
const markdown = new Marked({ gfm: true, breaks: false, async: false });
// The page title is the one h1, so the article's `#`/`##`/`###` become h2/h3/h4.
markdown.use({
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

const getPurifier = purifierFactory((purifier) => {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
});

/**
 * An article's light markdown (SPEC §2 "Blog article": images, headings, bold, italic, bullet lists,
 * paragraphs) as HTML safe to put in the DOM (ARCHITECTURE §7): rendered by `marked`, then cleaned by
 * DOMPurify, which removes scripts, event handlers, frames, objects, styles and `javascript:`/`data:`
 * links. Without a DOM (a server that provided none) it answers '' rather than unsanitized HTML.
 */
export function renderArticleMarkdown(source: string): string {
  const purify = getPurifier();
  if (!purify?.isSupported) return '';
  const html = markdown.parse(source) as string;
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'link', 'meta', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'background'],
  });
}
