/** A public episode that matches a search, with the passage that matched. */
export interface EpisodeSearchHit {
  readonly id: number;
  readonly title: string;
  /** HTML safe to insert: the source text escaped, the matched words in `<mark>`. */
  readonly snippet: string;
  /** How well it matches (higher first); comparable with the blog's, ranked with the same weights. */
  readonly rank: number;
  readonly publishedAt: Date;
}

export interface EpisodeSearchResults {
  /** The best matches, best first. */
  readonly hits: EpisodeSearchHit[];
  /** How many public episodes match in all. */
  readonly total: number;
}

/**
 * Full-text search over the episodes public at `now` (see `isPublicAt`). `query` is what a visitor
 * typed, read as a web search (quoted phrases, `or`, `-word`); no input is an error, one with no
 * searchable word matches nothing. Ranked by title (weight A), then description (B); a transcript,
 * when episodes carry one, joins as C.
 */
export abstract class EpisodeSearch {
  abstract search(query: string, limit: number, now: Date): Promise<EpisodeSearchResults>;
}
