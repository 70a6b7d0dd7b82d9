import { createRequire } from 'node:module';
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

// What rich text may never carry (ARCHITECTURE §7): besides DOMPurify's own rules (no scripts, no event
// handlers, no javascript:/vbscript: URLs), no frames, forms, embedded documents, styles or foreign markup.
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'link', 'meta', 'svg', 'math'];
const FORBID_ATTR = ['style', 'srcset', 'formaction', 'action', 'background'];

let purifier: Purifier | undefined;

/**
 * One DOMPurify over a jsdom window, made on first use: jsdom takes ≈ 0.3 s to load, which start-up
 * should not pay. (createRequire: jsdom is CommonJS, and a static import would load it at start.)
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
  // jsdom's window is a full DOM window; DOMPurify reads only the parts WindowLike names.
  purifier = DOMPurify(new JSDOM('').window as unknown as WindowLike);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links leave the site in a new tab without handing over `window.opener`.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // Pictures inside long text load as they are scrolled to.
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/**
 * Rich text (an episode description, an article rendered from markdown) as HTML that is safe to put
 * into the page as it is: the API answers it sanitized, so browsers need no sanitizer of their own
 * and the prerendered page carries the same HTML the browser renders.
 */
export function sanitizeRichHtml(html: string): string {
  return getPurifier().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR });
}
