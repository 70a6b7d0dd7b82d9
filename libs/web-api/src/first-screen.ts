import { blogApi, type BlogArticle } from './blog.js';
import { episodesApi, type Episode } from './episodes.js';
import type { AppStore } from './root-reducer.js';

/**
 * One query result the API inlined into the page (`<script id="harmony-data">`, written by
 * services/api/src/web/page-template.ts), named by its RTK Query endpoint and argument. The shell and
 * the site's prerenderer both put these into the store before the first render, so the first screen
 * renders with its data, the two renders match, and no request is sent for it.
 */
export type InlinedQuery =
  | { readonly endpoint: 'getFeaturedEpisodes'; readonly data: Episode[] }
  | { readonly endpoint: 'getEpisodes'; readonly data: Episode[] }
  | { readonly endpoint: 'getEpisode'; readonly arg: number; readonly data: Episode }
  | { readonly endpoint: 'getFeaturedBlogArticles'; readonly data: BlogArticle[] }
  | { readonly endpoint: 'getBlogArticles'; readonly data: BlogArticle[] }
  | { readonly endpoint: 'getBlogArticle'; readonly arg: string; readonly data: BlogArticle };

type EpisodeEntry = Parameters<typeof episodesApi.util.upsertQueryEntries>[0][number];
type BlogEntry = Parameters<typeof blogApi.util.upsertQueryEntries>[0][number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Seeds the store's cache from inlined results. The input is the page's JSON, so anything not shaped
 * like a known query is skipped: the screen then fetches that data itself.
 */
export function seedInlinedQueries(store: AppStore, queries: readonly unknown[]): void {
  const episodes: EpisodeEntry[] = [];
  const blog: BlogEntry[] = [];
  for (const query of queries) {
    if (!isRecord(query)) continue;
    const { endpoint, arg, data } = query;
    if (endpoint === 'getEpisode' && typeof arg === 'number' && isRecord(data)) episodes.push({ endpointName: 'getEpisode', arg, value: data as unknown as Episode });
    else if (endpoint === 'getFeaturedEpisodes' && Array.isArray(data)) episodes.push({ endpointName: 'getFeaturedEpisodes', arg: undefined, value: data as Episode[] });
    else if (endpoint === 'getEpisodes' && Array.isArray(data)) episodes.push({ endpointName: 'getEpisodes', arg: undefined, value: data as Episode[] });
    else if (endpoint === 'getBlogArticle' && typeof arg === 'string' && isRecord(data)) blog.push({ endpointName: 'getBlogArticle', arg, value: data as unknown as BlogArticle });
    else if (endpoint === 'getFeaturedBlogArticles' && Array.isArray(data)) blog.push({ endpointName: 'getFeaturedBlogArticles', arg: undefined, value: data as BlogArticle[] });
    else if (endpoint === 'getBlogArticles' && Array.isArray(data)) blog.push({ endpointName: 'getBlogArticles', arg: undefined, value: data as BlogArticle[] });
  }
  if (episodes.length) store.dispatch(episodesApi.util.upsertQueryEntries(episodes));
  if (blog.length) store.dispatch(blogApi.util.upsertQueryEntries(blog));
}
