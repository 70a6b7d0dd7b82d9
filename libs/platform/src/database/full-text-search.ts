import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { escapeMarkup } from '../rich-text/escape-markup.js';

// PostgreSQL's ts_headline marks matches with these: control characters no text we store means to hold
// (`searchableText` removes them from the source), so after escaping they can only be the marks.
const MATCH_START = '\u0002';
const MATCH_END = '\u0003';

/**
 * The `ts_headline` options of every search snippet: up to two short fragments around the matches,
 * the matches between the markers `searchSnippetHtml` turns into `<mark>`.
 */
const SEARCH_HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * SQL of the text a snippet is cut from, given the SQL of a text column: without the match markers
 * (so only ts_headline places them), without HTML tags (stored rich text) and without markdown's
 * emphasis and heading signs, which mean nothing in a plain-text snippet.
 */
const searchableText = (column: string): string =>
  `regexp_replace(regexp_replace(translate(${column}, chr(2) || chr(3), ''), '<[^>]*>', ' ', 'g'), '[#*_\`>]+', '', 'g')`;

/**
 * A ts_headline answer (run with SEARCH_HEADLINE_OPTIONS) as HTML safe to insert: the text escaped
 * first, then the markers made `<mark>` elements. Stored content never reaches the page as markup.
 */
export const searchSnippetHtml = (headline: string): string =>
  escapeMarkup(headline.replace(/\s+/g, ' ').trim()).replaceAll(MATCH_START, '<mark>').replaceAll(MATCH_END, '</mark>');

// websearch_to_tsquery reads any input as words and operators (quotes, `or`, `-`): nothing typed reaches the SQL.
const WORDS = `websearch_to_tsquery('english', :query)`;

export interface RankedSearch {
  /** What a visitor typed. */
  readonly query: string;
  readonly limit: number;
  /**
   * SQL of the text the snippet is cut from, over the candidates' selected aliases (quoted); `"words"` is
   * the query as a tsquery there, to choose among texts by where the words are.
   */
  readonly snippetFrom: string;
}

export interface RankedMatches<Row> {
  /** The best matches, best first, each with its rank and its snippet (HTML: see `searchSnippetHtml`). */
  readonly rows: (Row & { readonly rank: number; readonly snippet: string })[];
  /** How many candidates match in all. */
  readonly total: number;
}

/**
 * A context's full-text search over its table's `search_vector` (a weighted, GIN-indexed generated
 * column): `candidates` selects, from the rows a visitor may see, at least `id` and `published_at`
 * and the columns `snippetFrom` reads. Ranked by ts_rank_cd (weights A > B > C > D), then newest
 * first; the snippet is cut (ts_headline reads the whole text, and is costly) only for the rows answered.
 */
export async function rankedMatches<Row extends ObjectLiteral>(candidates: SelectQueryBuilder<ObjectLiteral>, search: RankedSearch): Promise<RankedMatches<Row>> {
  const alias = candidates.alias;
  const [matches, parameters] = candidates
    .addSelect(`ts_rank_cd(${alias}.search_vector, ${WORDS})`, 'rank')
    .addSelect('count(*) OVER ()', 'total')
    .andWhere(`${alias}.search_vector @@ ${WORDS}`, { query: search.query })
    .orderBy('rank', 'DESC')
    .addOrderBy(`${alias}.published_at`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .limit(search.limit)
    .getQueryAndParameters();
  const next = parameters.length;
  const found: (Row & { rank: number; total: string; headline: string })[] = await candidates.connection.query(
    `SELECT "match".*, ts_headline('english', ${searchableText(search.snippetFrom)}, "words", $${next + 2}) AS "headline"
     FROM (${matches}) AS "match", websearch_to_tsquery('english', $${next + 1}) AS "words" ORDER BY "rank" DESC, "published_at" DESC, "id" DESC`,
    [...parameters, search.query, SEARCH_HEADLINE_OPTIONS],
  );
  return {
    rows: found.map(({ headline, total: _total, ...row }) => ({ ...(row as unknown as Row), rank: Number(row.rank), snippet: searchSnippetHtml(headline) })),
    total: Number(found[0]?.total ?? 0),
  };
}
