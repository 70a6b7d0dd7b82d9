import { decodeEntities } from '@harmony/site-config';

// Show notes are HTML the owner wrote (sanitized on the way in). The writer needs their words only:
// blocks become line breaks so sentences do not run together, inline markup disappears, entities are
// decoded. A full DOM (jsdom, ≈ 0.3 s to load) would be a heavy way to throw markup away.

const DROPPED_WITH_CONTENT = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const BLOCK_BOUNDARY = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|table|section|article|header|footer|hr|dd|dt|figcaption)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-zA-Z][^>]*>/g;

/**
 * The show notes' text: one line per block (paragraph, list item, heading), a list item or heading
 * that does not end a sentence given a full stop so the sentence splitter keeps it apart.
 */
export function showNotesAsText(html: string): string {
  const withoutMarkup = html.replace(DROPPED_WITH_CONTENT, ' ').replace(COMMENT, ' ').replace(BLOCK_BOUNDARY, '\n').replace(ANY_TAG, '');
  return decodeEntities(withoutMarkup)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .map((line) => (/[.!?…:;"”’)]$/.test(line) ? line : `${line}.`))
    .join('\n');
}
