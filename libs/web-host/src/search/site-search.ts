import { Injectable } from '@nestjs/common';
import { SearchArticles } from '@harmony/blog';
import { SearchEpisodes } from '@harmony/episode';
import { articlePath, episodePath } from '@harmony/site-config';
import type { SearchResponse, SearchResultResponse } from './search.response.js';

/** Best first; between equal ranks, the newer first. */
const bestFirst = (a: SearchResultResponse, b: SearchResultResponse): number => b.rank - a.rank || b.publishedAt.localeCompare(a.publishedAt);

/**
 * The site search: each context searches its own content (episodes, articles, ranked with the same
 * weights), and the best of both, by rank, make one list of pages on the site.
 */
@Injectable()
export class SiteSearch {
  constructor(
    private readonly episodes: SearchEpisodes,
    private readonly articles: SearchArticles,
  ) {}

  async execute(query: string, limit: number, now: Date = new Date()): Promise<SearchResponse> {
    // One after the other: the embedded database serves one connection at a time anyway.
    const episodes = await this.episodes.execute(query, limit, now);
    const articles = await this.articles.execute(query, limit, now);
    const results: SearchResultResponse[] = [
      ...episodes.hits.map((hit) => ({ type: 'episode' as const, title: hit.title, url: episodePath(hit.id), snippet: hit.snippet, rank: hit.rank, publishedAt: hit.publishedAt.toISOString() })),
      ...articles.hits.map((hit) => ({ type: 'article' as const, title: hit.title, url: articlePath(hit.slug), snippet: hit.snippet, rank: hit.rank, publishedAt: hit.publishedAt.toISOString() })),
    ];
    return { query, results: results.sort(bestFirst).slice(0, limit), total: episodes.total + articles.total };
  }
}
