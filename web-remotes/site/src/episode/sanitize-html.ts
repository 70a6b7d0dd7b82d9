import { purifierFactory } from '../sanitize/purifier.js';

const getPurifier = purifierFactory();

/**
 * ARCHITECTURE §7: an episode description is HTML from the back office; it reaches the DOM only
 * through DOMPurify (no scripts, no event handlers, no javascript: URLs, no forms or frames).
 * Without a DOM (a server that provided none) it answers '' rather than unsanitized HTML.
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
