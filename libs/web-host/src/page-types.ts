/**
 * The two shapes the page's parts pass each other: the first screen's data (first-screen.ts reads it,
 * page-template.ts writes it into the page, share-previews.ts reads the head from it) and the page's head.
 * Here, in a file of their own, so none of those three imports another for a type.
 */

/**
 * A query result the shell puts into the RTK Query cache before its first render (no request then):
 * the wire form of @harmony/web-api's InlinedQuery, which names the endpoints and validates the shapes.
 */
export interface InlinedQuery {
  /** The RTK Query endpoint that would fetch this data (getEpisodes, getBlogArticle, …). */
  readonly endpoint: string;
  /** The query argument; absent for argument-less queries. */
  readonly arg?: number | string;
  readonly data: unknown;
}

/**
 * What a page's `<head>` tells crawlers and link previews (Facebook, LinkedIn, X, messengers), which
 * run no JavaScript: written into the served HTML with the page, and kept with it in the read cache.
 */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** The canonical link, Open Graph, Twitter card and JSON-LD, as markup for `<head>`. */
  readonly tags: string;
}
