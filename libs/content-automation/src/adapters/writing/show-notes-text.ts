import { Marked } from 'marked';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

// Show notes are markdown as the owner writes them (issue 23), or HTML from before then; markdown
// passes HTML through, so one path reads both: marked renders the markdown, parse5 (the HTML
// standard's parser, jsdom's own) reads the result, and the walk below keeps the words. Posts are
// plain text on every network: `**`, `- ` or `<strong>` must never reach them.

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

// Our own instance, so marked's global options stay as others set them. `breaks`: a description typed
// as lines of plain text keeps its lines apart, as the owner sees them in the preview.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** Elements whose content is no part of what the owner wrote for readers. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);

/** Elements that start a line of their own: a paragraph, a list item, a heading, a quote, a cell. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul',
]);

const isElement = (node: Node): node is Element => 'tagName' in node;

function collectText(node: Node, into: string[]): void {
  if (node.nodeName === '#text' && 'value' in node) {
    into.push(node.value);
    return;
  }
  if (isElement(node)) {
    if (DROPPED.has(node.tagName)) return;
    const block = BLOCKS.has(node.tagName);
    if (block) into.push('\n');
    for (const child of node.childNodes) collectText(child, into);
    if (block) into.push('\n');
    return;
  }
  if ('childNodes' in node) for (const child of node.childNodes) collectText(child, into);
}

/**
 * The show notes' words, markdown or HTML alike: one line per block (paragraph, list item, heading),
 * emphasis and links reduced to their words, entities decoded, scripts dropped. A line that does not
 * end a sentence (a list item, a heading, a line ending in a colon) ends with a full stop, so the
 * sentence splitter keeps it apart.
 */
export function showNotesAsText(description: string): string {
  const html = markdown.parse(description) as string;
  const parts: string[] = [];
  collectText(parseFragment(html), parts);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    // A line leading into a list ("We compare three setups:") says its sentence on its own here.
    .map((line) => line.replace(/\s*[:;]$/u, '.'))
    .map((line) => (/[.!?…"”’)]$/u.test(line) ? line : `${line}.`))
    .join('\n');
}
