const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (escaped: string): string => escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);

export interface SnippetPart {
  readonly text: string;
  readonly marked: boolean;
}

/**
 * A search snippet (escaped text with `<mark>…</mark>` around the matches, as GET /api/search answers
 * it) as plain-text parts, to render as text and `<mark>` elements: nothing in it is ever parsed as HTML.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  return snippet
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      return { text: decode(marked ? part.slice('<mark>'.length, -'</mark>'.length) : part), marked };
    });
}
