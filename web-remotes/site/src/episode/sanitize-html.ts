import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// Our own instance, so the link hook below does not reach other users of DOMPurify on the page.
let purifier: Purifier | undefined;
function getPurifier(): Purifier | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  purifier = DOMPurify(window);
  // Links in a description leave the site: open them in a new tab without handing over `window.opener`.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * ARCHITECTURE §7: an episode description is HTML from the back office; it reaches the DOM only
 * through DOMPurify (no scripts, no event handlers, no javascript: URLs, no forms or frames).
 * Without a DOM (the server-side prerender) it answers '' rather than unsanitized HTML.
 */
export function sanitizeEpisodeHtml(html: string): string {
  const purify = getPurifier();
  if (!purify?.isSupported) return '';
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
