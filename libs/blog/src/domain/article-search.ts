/** A public article that matches a search, with the passage that matched. */
export interface ArticleSearchHit {
  readonly slug: string;
  readonly title: string;
  /** HTML safe to insert: the source text escaped, the matched words in `<mark>`. */
  readonly snippet: string;
  /** How well it matches (higher first); comparable with the episodes', ranked with the same weights. */
  readonly rank: number;
  readonly publishedAt: Date;
}

export interface ArticleSearchResults {
  /** The best matches, best first. */
  readonly hits: ArticleSearchHit[];
  /** How many public articles match in all. */
  readonly total: number;
}

/**
 * Full-text search over the articles public at `now` (see `isPublicAt`). `query` is what a visitor
 * typed, read as a web search (quoted phrases, `or`, `-word`); no input is an error, one with no
 * searchable word matches nothing. Ranked by title (weight A), excerpt (B), then content (C).
 */
export abstract class ArticleSearch {
  abstract search(query: string, limit: number, now: Date): Promise<ArticleSearchResults>;
}
