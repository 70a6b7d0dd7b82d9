const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
};

const codePoint = (value: number, original: string): string =>
  Number.isInteger(value) && value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : original;

/** Decodes the common named entities and every numeric one (`&#39;`, `&#x2019;`); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (original, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), original);
    }
    return namedEntities[body.toLowerCase()] ?? original;
  });
}

/** Tags inside a line of text (markdown's emphasis, links, code): removed without a space, so "**bold**." reads "bold.". */
const INLINE_TAG = /<\/?(a|abbr|b|code|del|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/**
 * SPEC §2: a card shows the episode's description (HTML rendered from its markdown) as plain text — tags
 * removed, common entities decoded, whitespace collapsed. Block-level tags become spaces so "</p><p>"
 * does not glue words; inline ones vanish. A pure string function (no DOM parsing), so it never executes
 * or loads anything from the HTML; the server writes the same text into a page's share previews.
 */
export function htmlToPlainText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Link previews cut long text; search engines show about this much. */
export const DESCRIPTION_LIMIT = 160;

/** Plain text cut at a word boundary to `limit` characters, with an ellipsis when cut. */
export function summary(text: string, limit = DESCRIPTION_LIMIT): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  // A cut that falls between words keeps its last word; one inside a word drops it (unless it is most of the text).
  const lastSpace = plain[limit - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
